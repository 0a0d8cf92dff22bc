import { queryOptions } from '@tanstack/react-query';
import type { OPS_APPOINTMENT_STATES, OpsAppointment } from '@vendor-portal/contract/ops/staff';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/appointments?state= (docs/architecture.md "Staff and review"): unclaimed, claimed or
// completed appointments, each with its vendor, and a count per state; searched, filtered and a page at a
// time on the server (issue 38 item 10).

export type OpsAppointmentState = (typeof OPS_APPOINTMENT_STATES)[number];
export interface OpsAppointmentList {
  data: OpsAppointment[];
  counts: Record<OpsAppointmentState, number>;
  /** Absent from a server older than the filters: then the page is the whole list. */
  total?: number;
  page?: number;
}

/** The Bookings page's filters, as its URL keeps them; an empty one is not sent. */
export interface OpsBookingFilters {
  q?: string;
  day?: string;
  company?: string;
  customer?: string;
  page?: number;
}

/** A page of the list. */
export const OPS_BOOKINGS_PAGE_SIZE = 25;

const sent = (filters: OpsBookingFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1),
    ),
  ) as Record<string, string | number>;

const fetchOpsAppointments = (state: OpsAppointmentState, filters: OpsBookingFilters = {}) =>
  call(paths.getOpsAppointments, {
    query: { state, limit: OPS_BOOKINGS_PAGE_SIZE, ...sent(filters) },
  });

export const opsAppointmentsQueryOptions = (state: OpsAppointmentState, filters: OpsBookingFilters = {}) =>
  queryOptions({
    queryKey: ['opsAppointments', state, sent(filters)],
    queryFn: () => fetchOpsAppointments(state, filters),
    placeholderData: (previous) => previous,
  });

export const useOpsAppointments = (state: OpsAppointmentState, filters: OpsBookingFilters = {}) =>
  useSignedInQuery(opsAppointmentsQueryOptions(state, filters));
