import { lazy, Suspense, useState } from 'react';
import { VISIT } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { useRefreshVisit } from '../../lib/api/refresh-visit.ts';
import { useJobDetail, useRefreshSignature, useSignature } from '../../lib/api/visit-extras.ts';
import { formatDateIn } from '../../lib/dates/dates.ts';

// docs/features.md "The visit": the customer's signature on the job's page, for a job whose service requires one
// (or once signed). The pad is its own chunk, loaded when the technician opens the step (decision 035).
const SignatureStep = lazy(() => import('./signature-step.tsx'));

export function VisitSignature({ appointmentId, readOnly }: { appointmentId: number; readOnly: boolean }) {
  const job = useJobDetail(appointmentId);
  const signature = useSignature(appointmentId);
  const refresh = useRefreshVisit(appointmentId);
  const refreshSignature = useRefreshSignature(appointmentId);
  const [open, setOpen] = useState(false);
  const signed = signature.data ?? null;
  if (!job?.signatureRequired && !signed) return null;
  // A no-show has no one to sign (issue 54 item 14).
  if (job?.outcome === 'no-show' && !signed) return null;
  const zone = job?.property?.timeZone || undefined;
  return (
    <Card>
      <CardHeader title={VISIT.signatureHeading} />
      <CardBody className="flex flex-col gap-3">
        {signed ? (
          <figure className="flex flex-col gap-2">
            <img
              src={signed.url}
              alt={VISIT.signatureImageAlt(signed.name)}
              className="h-32 w-full rounded-lg border border-gray-200 bg-white object-contain"
            />
            <figcaption className="text-sm text-gray-700">
              {VISIT.signedBy(signed.name, formatDateIn(signed.signedAt, zone))}
            </figcaption>
          </figure>
        ) : (
          <p className="text-sm text-gray-700">{VISIT.signatureNeeded}</p>
        )}
        {readOnly || signed ? null : open ? (
          <Suspense fallback={<LoadingState text={VISIT.signatureLoading} />}>
            <SignatureStep
              appointmentId={appointmentId}
              signer={[job?.customer?.firstName, job?.customer?.lastName].filter(Boolean).join(' ')}
              onCancel={() => setOpen(false)}
              onSaved={async () => {
                setOpen(false);
                await Promise.all([refreshSignature(), refresh()]);
              }}
            />
          </Suspense>
        ) : (
          <div>
            <Button onClick={() => setOpen(true)}>{VISIT.signatureAsk}</Button>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
