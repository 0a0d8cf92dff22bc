import { lazy, Suspense } from 'react';
import type { Appointment } from '@vendor-portal/contract/appointments';

// Issue 43 "The visit" on the job's page: Arrived and Done, the no-show and its outcome, a chunk of their own so the
// page stays within its budget (scripts/check-budgets.mjs); they show as soon as it has loaded.
const Controls = lazy(() => import('./visit-controls-body.tsx'));

export function VisitControls({ appointment, notOurs }: { appointment: Appointment; notOurs: boolean }) {
  return (
    <Suspense fallback={null}>
      <Controls appointment={appointment} notOurs={notOurs} />
    </Suspense>
  );
}
