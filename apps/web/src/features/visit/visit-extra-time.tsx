import { useEffect, useRef, useState } from 'react';
import { VISIT } from '@vendor-portal/contract/messages';
import { extraTimeForm, type ExtraTimeFormOut, type ExtraTimeFormValues } from '@vendor-portal/contract/visit';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { useRefreshVisit } from '../../lib/api/refresh-visit.ts';
import { askExtraTime, useJobDetail } from '../../lib/api/visit-extras.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { useOnline } from '../../lib/offline/use-online.ts';

// docs/features.md "The visit": after arriving, the technician asks the customer for more time; the customer
// answers on the page its mail links to (/approve). The job's page follows the live stream, so an answer shows at
// once: the duration and pay grow on approval, and a notice says what the customer decided.

type Request = NonNullable<Appointment['extraTime']>[number];

/** A request's line by its status (read at render, in the member's language). */
function statusText(r: Request): string {
  switch (r.status) {
    case 'pending':
      return VISIT.extraTimePending(r.minutes);
    case 'approved':
      return VISIT.extraTimeApprovedStatus(r.minutes);
    case 'declined':
      return VISIT.extraTimeDeclinedStatus(r.minutes);
    case 'expired':
      return VISIT.extraTimeExpired(r.minutes);
  }
}

/** The request the customer answered since this page first saw it pending (its notice is written at render). */
function useAnswered(requests: readonly Request[]): { approved: boolean; minutes: number } | null {
  const seenPending = useRef(new Set<number>());
  const [notice, setNotice] = useState<{ approved: boolean; minutes: number } | null>(null);
  useEffect(() => {
    for (const r of requests) {
      if (r.status === 'pending') seenPending.current.add(r.id);
      else if (seenPending.current.delete(r.id)) {
        if (r.status === 'approved' || r.status === 'declined')
          setNotice({ approved: r.status === 'approved', minutes: r.minutes });
      }
    }
  }, [requests]);
  return notice;
}

function AskForm({
  appointmentId,
  onSent,
  onCancel,
}: {
  appointmentId: number;
  onSent: (minutes: number) => void;
  onCancel: () => void;
}) {
  const refresh = useRefreshVisit(appointmentId);
  const online = useOnline();
  const form = useContractForm<ExtraTimeFormValues, ExtraTimeFormOut>({
    schema: extraTimeForm,
    defaultValues: { minutes: '30', reason: '' },
    submit: async ({ minutes, reason }) => {
      await askExtraTime(appointmentId, minutes, reason);
      await refresh();
      onSent(minutes);
    },
    failure: (err) => errorText(err, { fallback: VISIT.extraTimeFailed }),
  });
  return (
    <Form form={form} className="flex flex-col gap-3" aria-label={VISIT.extraTimeHeading}>
      <TextField
        label={VISIT.extraTimeMinutesLabel}
        inputMode="numeric"
        autoComplete="off"
        containerClassName="w-32"
        error={form.formState.errors.minutes?.message}
        {...form.register('minutes')}
      />
      <TextAreaField
        label={VISIT.extraTimeReasonLabel}
        rows={2}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy} disabled={!online}>
          {VISIT.extraTimeSend}
        </Button>
        <Button type="button" variant="ghost" disabled={form.busy} onClick={onCancel}>
          {VISIT.cancel}
        </Button>
      </div>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}

export function VisitExtraTime({ appointmentId, readOnly }: { appointmentId: number; readOnly: boolean }) {
  const job = useJobDetail(appointmentId);
  const requests = job?.extraTime ?? [];
  const notice = useAnswered(requests);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  // Nothing asked, and nothing can be (not arrived yet, or the job is closed): no card.
  if (!job || (requests.length === 0 && (readOnly || !job.checkedInAt))) return null;
  const pending = requests.some((r) => r.status === 'pending');
  const canAsk = !readOnly && Boolean(job.checkedInAt) && !pending;
  return (
    <Card>
      <CardHeader title={VISIT.extraTimeHeading} />
      <CardBody className="flex flex-col gap-3">
        {notice ? (
          <Alert tone={notice.approved ? 'success' : 'info'}>
            {notice.approved ? VISIT.extraTimeApproved(notice.minutes) : VISIT.extraTimeDeclined(notice.minutes)}
          </Alert>
        ) : sent !== null && pending ? (
          <Alert tone="success">{VISIT.extraTimeSent(sent)}</Alert>
        ) : null}
        {requests.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm text-gray-700">
            {requests.map((r) => (
              <li key={r.id}>{statusText(r)}</li>
            ))}
          </ul>
        ) : null}
        {canAsk && open ? (
          <AskForm
            appointmentId={appointmentId}
            onCancel={() => setOpen(false)}
            onSent={(minutes) => {
              setOpen(false);
              setSent(minutes);
            }}
          />
        ) : canAsk ? (
          <div>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {VISIT.extraTimeAsk}
            </Button>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
