import { queryOptions } from '@tanstack/react-query';
import type { OnMyWay } from '@vendor-portal/contract/on-my-way';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { useSignedInQuery } from './use-signed-in-query.ts';

// GET /api/appointment/on-my-way (docs/architecture.md "The working day"): the vendor's on-my-way mails of the
// last 24 hours. One entry for the detail page and the day's timeline (shared: lib/api).

async function fetchOnMyWay(): Promise<OnMyWay[]> {
  return (await call(paths.getAppointmentOnMyWay)).data;
}

export const onMyWayQueryOptions = () => queryOptions({ queryKey: ['onMyWay'], queryFn: fetchOnMyWay });

/** The last on-my-way of one job, or null when none was sent in the last day. */
export const useOnMyWayOf = (appointmentId: number) =>
  useSignedInQuery({
    ...onMyWayQueryOptions(),
    select: (list: OnMyWay[]) => list.find((m) => m.appointmentId === appointmentId) ?? null,
  });
