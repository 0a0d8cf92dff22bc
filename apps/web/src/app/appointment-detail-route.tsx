import { lazy, Suspense } from 'react';
import { AppointmentDetailPage } from '../features/appointments/appointment-detail-page.tsx';
import { AppointmentPhotos } from '../features/photos/appointment-photos.tsx';
// Issue 44: the owner disputes a closed job's pay from its page. In the page's chunk, not one of its own: each lazy
// chunk adds its name to the first load's preload map, and /login's first load is at its budget.
import { JobDispute } from '../features/earnings/job-dispute.tsx';

// The appointment's page with what other features add to it (features do not import each other;
// app/ composes them): issue 43's checklist, then issue 31's photos of the work. The checklist is a chunk of its
// own, so the job's page stays within its budget (scripts/check-budgets.mjs).
const VisitChecklist = lazy(() =>
  import('../features/visit/visit-checklist.tsx').then((m) => ({ default: m.VisitChecklist })),
);
// More time and the customer's signature (issue 43), a chunk of their own too; the signature pad loads only when
// its step opens.
const VisitExtras = lazy(() => import('../features/visit/visit-extras.tsx'));

export function AppointmentDetailRoute() {
  return (
    <AppointmentDetailPage
      workingDay={(id, readOnly, appointment) => (
        <div className="flex flex-col gap-4">
          {/* Issue 54 item 15: the checklist, then the photos (its items open their camera), then the signature
              and more time. */}
          <Suspense fallback={null}>
            <VisitChecklist appointmentId={id} readOnly={readOnly} />
          </Suspense>
          <AppointmentPhotos appointmentId={id} readOnly={readOnly} />
          <Suspense fallback={null}>
            <VisitExtras appointmentId={id} readOnly={readOnly} />
          </Suspense>
          <JobDispute appointment={appointment} />
        </div>
      )}
    />
  );
}
