import { queryOptions } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@vendor-portal/contract/calendar-feed';
import { api } from '../../../lib/api/api-client.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /calendarFeed (docs/architecture.md "Phone and calendar"): whether the vendor has a feed.

export const fetchCalendarFeed = () => api.get<CalendarFeedStatus>('/calendarFeed');

export const calendarFeedQueryOptions = () => queryOptions({ queryKey: ['calendarFeed'], queryFn: fetchCalendarFeed });

export const useCalendarFeed = () => useSignedInQuery(calendarFeedQueryOptions());
