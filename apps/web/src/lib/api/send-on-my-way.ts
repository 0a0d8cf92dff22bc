import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { onMyWayQueryOptions } from './get-on-my-way.ts';

// POST /api/appointment/{id}/on-my-way {etaMinutes} → 202 {data}. It mails a person now: never paused and
// sent later (networkMode 'always': offline, it fails at once and the control says it needs a connection).

const sendOnMyWay = ({ appointmentId, etaMinutes }: { appointmentId: number; etaMinutes: number }) =>
  call(paths.postAppointmentByIdOnMyWay, { params: { id: appointmentId }, body: { etaMinutes } });

export function useSendOnMyWay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOnMyWay,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onMyWayQueryOptions().queryKey }),
  });
}
