import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated } from '@vendor-portal/contract/calendar-feed';
import { api } from '../../../lib/api/api-client.ts';
import { calendarFeedQueryOptions } from './get-calendar-feed.ts';

// POST /calendarFeed (a new address each time, the old one stops) and DELETE /calendarFeed.

export const createCalendarFeed = () => api.post<CalendarFeedCreated>('/calendarFeed');
export const deleteCalendarFeed = () => api.delete<void>('/calendarFeed');

function useFeedMutation<T>(mutationFn: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryOptions().queryKey }),
  });
}

export const useCreateCalendarFeed = () => useFeedMutation(createCalendarFeed);
export const useDeleteCalendarFeed = () => useFeedMutation(deleteCalendarFeed);
