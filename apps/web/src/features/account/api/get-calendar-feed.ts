import { queryOptions } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { queryKey } from '../../../lib/api/query-key.ts';

// GET /calendarFeed (docs/architecture.md "Phone and calendar"): whether the vendor has a feed.

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getCalendarFeed), queryFn: () => call(paths.getCalendarFeed) });

export const useCalendarFeed = () => useSignedInQuery(calendarFeedQueryOptions());
