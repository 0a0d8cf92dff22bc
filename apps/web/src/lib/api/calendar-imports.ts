import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarImportBody } from '@vendor-portal/contract/calendar-imports';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { queryKey } from './query-key.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": calendars imported as busy
// time (GET/POST/DELETE /api/calendarImports). Shared: Services & Hours (the company's), Team and Account (a
// member's). Their busy times are time off: a change reads the time off, the board and the unclaimed fit again.

export const calendarImportsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(paths.getCalendarImports),
    queryFn: async () => {
      const answer = await call(paths.getCalendarImports);
      return { feeds: answer.data, memberId: answer.memberId ?? null };
    },
  });
export const useCalendarImports = () => useSignedInQuery(calendarImportsQueryOptions());

function useCalendarChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKey(paths.getCalendarImports) });
      await queryClient.invalidateQueries({ queryKey: queryKey(paths.getDispatch) });
      await queryClient.invalidateQueries({ queryKey: queryKey(paths.getAppointmentUnclaimed) });
    },
  });
}
export const useAddCalendarImport = () =>
  useCalendarChange((body: CalendarImportBody) => call(paths.postCalendarImports, { body }));
export const useRemoveCalendarImport = () =>
  useCalendarChange((id: number) => call(paths.deleteCalendarImportsById, { params: { id } }));
