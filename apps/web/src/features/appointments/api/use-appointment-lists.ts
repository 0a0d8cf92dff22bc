import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  appointmentListsKey,
  appointmentListsQueryOptions,
  type AppointmentsFilter,
  type AppointmentsTab,
} from '../../../lib/api/get-appointments.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';
import { useSession } from '../../../lib/session/session.tsx';

/**
 * The appointments page's lists for `tab` (all jobs or only the unassigned ones), once the vendor's zone is known. docs/product-spec.md §4: a change of
 * tab or token reloads. A tab is its own key; a new token (the 50-minute refresh) refetches the
 * lists in place, since the key holds no token.
 */
export function useAppointmentLists(tab: AppointmentsTab, timeZone: string | undefined, filter: AppointmentsFilter) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const shownToken = useRef(token);
  useEffect(() => {
    if (shownToken.current === token) return;
    shownToken.current = token;
    void queryClient.invalidateQueries({ queryKey: appointmentListsKey });
  }, [queryClient, token]);
  return useSignedInQuery(appointmentListsQueryOptions(tab, timeZone ?? '', filter), Boolean(timeZone));
}
