import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /calendarFeed (docs/architecture.md "Phone and calendar"): whether the vendor has a feed.

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: ['calendarFeed'], queryFn: () => call(paths.getCalendarFeed) });

export const useCalendarFeed = () => useSignedInQuery(calendarFeedQueryOptions());
