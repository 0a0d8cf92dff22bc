import { AppointmentDetailPage } from '../features/appointments/appointment-detail-page.tsx';
import { AppointmentPhotos } from '../features/photos/appointment-photos.tsx';
import { VisitChecklist } from '../features/visit/visit-checklist.tsx';

// The appointment's page with what other features add to it (features do not import each other;
// app/ composes them): issue 43's checklist, then issue 31's photos of the work.
export function AppointmentDetailRoute() {
  return (
    <AppointmentDetailPage
      workingDay={(id, readOnly) => (
        <div className="flex flex-col gap-4">
          <VisitChecklist appointmentId={id} readOnly={readOnly} />
          <AppointmentPhotos appointmentId={id} readOnly={readOnly} />
        </div>
      )}
    />
  );
}
