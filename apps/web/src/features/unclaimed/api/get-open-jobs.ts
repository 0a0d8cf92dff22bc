import { queryOptions } from '@tanstack/react-query';
import { appointmentListsKey, fetchAppointments } from '../../../lib/api/get-appointments.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /appointment?completed=false (docs/product-spec.md §7): the vendor's open jobs, read only when an
// unclaimed card names a clash (docs/architecture.md "The working day": the server gives the clashing
// ids; their service and time come from here). Under the appointments lists' key, so a claim, a
// completion or a release reads it again.

export const openJobsQueryOptions = () =>
  queryOptions({
    queryKey: [...appointmentListsKey, 'open'],
    queryFn: () => fetchAppointments({ completed: 'false', sort: 'asc' }),
  });

export const useOpenJobs = (enabled: boolean) => useSignedInQuery(openJobsQueryOptions(), enabled);
