import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { calendarFeedQueryOptions } from './get-calendar-feed.ts';

// POST /calendarFeed (a new address each time, the old one stops) and DELETE /calendarFeed.

function useFeedMutation<T>(mutationFn: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryOptions().queryKey }),
  });
}

export const useCreateCalendarFeed = () => useFeedMutation(() => call(paths.postCalendarFeed));
export const useDeleteCalendarFeed = () => useFeedMutation(() => call(paths.deleteCalendarFeed));
