import { AppointmentDetailPage } from '../features/appointments/appointment-detail-page.tsx';
import { AppointmentPhotos } from '../features/photos/appointment-photos.tsx';

// The appointment's page with what other features add to it (features do not import each other;
// app/ composes them): issue 31's photos of the work.
export function AppointmentDetailRoute() {
  return (
    <AppointmentDetailPage
      workingDay={(id, readOnly) => <AppointmentPhotos appointmentId={id} readOnly={readOnly} />}
    />
  );
}
