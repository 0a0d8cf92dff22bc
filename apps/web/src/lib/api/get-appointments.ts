import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentListQuery } from '@vendor-portal/contract/appointments';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from './api-client.ts';
import { call } from './call.ts';
import { appointmentDays } from '../dates/dates.ts';

// GET /appointment (docs/product-spec.md §7): the appointments page's lists. Shared because claiming an
// unclaimed appointment and completing one both invalidate them (appointmentListsKey).

// docs/architecture.md "A company with a crew": `assignee=none` asks only the jobs nobody is assigned to (owner, office).
export async function fetchAppointments(query: AppointmentListQuery): Promise<Appointment[]> {
  return unwrapList<Appointment>(await call(paths.getAppointment, { query })) ?? [];
}

export type AppointmentsTab = 'upcoming' | 'completed';
/** Which jobs the lists hold: all that the member sees, or only those nobody does yet (`?assignee=none`). */
export type AppointmentsFilter = 'all' | 'unassigned';
export type AppointmentLists = Record<'today' | 'tomorrow' | 'upcoming' | 'completed', Appointment[]>;
export const EMPTY_LISTS: AppointmentLists = { today: [], tomorrow: [], upcoming: [], completed: [] };

/** docs/product-spec.md §7: the upcoming tab's three calls run in parallel; completed is one call for the last 90 days. */
async function fetchTab(tab: AppointmentsTab, timeZone: string, filter: AppointmentsFilter): Promise<AppointmentLists> {
  const days = appointmentDays(new Date(), timeZone);
  const list = (query: AppointmentListQuery) =>
    fetchAppointments(filter === 'unassigned' ? { ...query, assignee: 'none' } : query);
  if (tab === 'completed') {
    return {
      ...EMPTY_LISTS,
      completed: await list({ startDate: days.ninetyDaysAgo, completed: 'true', sort: 'asc' }),
    };
  }
  // Today has no start day, so overdue uncompleted appointments stay in it (docs/product-spec.md §9: today and earlier).
  const [today, tomorrow, upcoming] = await Promise.all([
    list({ endDate: days.tomorrow, completed: 'false', sort: 'asc' }),
    list({ startDate: days.tomorrow, endDate: days.dayAfterTomorrow, completed: 'false', sort: 'asc' }),
    list({ startDate: days.dayAfterTomorrow, completed: 'false', sort: 'asc' }),
  ]);
  return { ...EMPTY_LISTS, today, tomorrow, upcoming };
}

/** Every list of the appointments page: what a claim or a completion invalidates. */
export const appointmentListsKey = ['appointments'] as const;

/**
 * One tab's lists, loaded from scratch (docs/product-spec.md §4: no cached list of the other tab is kept). The
 * key holds no token: the cache belongs to one signed-in vendor (app/signed-in-area.tsx).
 */
export const appointmentListsQueryOptions = (
  tab: AppointmentsTab,
  timeZone: string,
  filter: AppointmentsFilter = 'all',
) =>
  queryOptions({
    queryKey: [...appointmentListsKey, tab, timeZone, filter],
    queryFn: () => fetchTab(tab, timeZone, filter),
    gcTime: 0,
  });

/** Reads every appointments list again (a job claimed, completed or changed; back after a gap in the live stream). */
export const refreshAppointmentLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: appointmentListsKey });
