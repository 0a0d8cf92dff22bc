import { VisitExtraTime } from './visit-extra-time.tsx';
import { VisitSignature } from './visit-signature.tsx';

// The job page's more time and signature cards, one lazy chunk (app/appointment-detail-route.tsx).
export default function VisitExtras({ appointmentId, readOnly }: { appointmentId: number; readOnly: boolean }) {
  return (
    <>
      <VisitSignature appointmentId={appointmentId} readOnly={readOnly} />
      <VisitExtraTime appointmentId={appointmentId} readOnly={readOnly} />
    </>
  );
}
