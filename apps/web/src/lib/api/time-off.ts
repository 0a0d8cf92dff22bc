import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TimeOffBody } from '@vendor-portal/contract/availability';
import { currentLanguage } from '@vendor-portal/contract/i18n';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { changeMember, teamQueryOptions } from './get-team.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';
import { queryKey } from './query-key.ts';

// docs/architecture.md "Availability and dispatch": time off (GET/POST/DELETE /api/timeOff), the US public
// holidays offered for it, and whether a member takes jobs (PATCH /api/team/{id} {takesJobs}). Shared: Services
// & Hours (the company's), Team and Account (a member's), the dispatch board.

const timeOffQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(paths.getTimeOff),
    queryFn: async () => {
      const answer = await call(paths.getTimeOff);
      return { entries: answer.data, memberId: answer.memberId ?? null };
    },
  });
export const useTimeOff = () => useSignedInQuery(timeOffQueryOptions());

/** Reads the time off again (the live stream's `vendor` `timeOff`, app/live-events.tsx); not the holidays. */
export const refreshTimeOff = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: timeOffQueryOptions().queryKey, exact: true });

/** Named in the member's language (issue 46): a change of language reads them again. */
const holidaysQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(paths.getTimeOffHolidays, undefined, currentLanguage()),
    queryFn: async () => (await call(paths.getTimeOffHolidays)).data,
    staleTime: 3_600_000,
  });
export const useHolidays = (enabled = true) => useSignedInQuery(holidaysQueryOptions(), enabled);

/** Time off changes what the board and the unclaimed fit say: both read again. */
function useTimeOffChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKey(paths.getTimeOff) });
      await queryClient.invalidateQueries({ queryKey: queryKey(paths.getDispatch) });
    },
  });
}
export const useAddTimeOff = () => useTimeOffChange((body: TimeOffBody) => call(paths.postTimeOff, { body }));
export const useRemoveTimeOff = () =>
  useTimeOffChange((id: number) => call(paths.deleteTimeOffById, { params: { id } }));

export function useSetTakesJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, takesJobs }: { id: number; takesJobs: boolean }) => changeMember(id, { takesJobs }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: queryKey(paths.getDispatch) });
    },
  });
}
