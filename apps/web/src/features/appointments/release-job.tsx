import { useState } from 'react';
import { Mail, Phone } from 'lucide-react';
import { phoneDigits } from '@vendor-portal/contract/ops-contact';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { GENERAL, WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import { releasable } from '@vendor-portal/contract/release';
import { FormOutcome, useAction } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { OfflineReason } from '../../lib/offline/offline-reason.tsx';
import { useOnline } from '../../lib/offline/use-online.ts';
import { useReleaseAppointment } from './api/release-appointment.ts';
import { opsContact } from '../../lib/browser/ops-contact.ts';
import { cn } from '../../components/ui/cn.ts';

/** The marketplace's operations team, from configuration: a call and a mail, each one tap. */
function OpsContactLinks() {
  const { phone, email } = opsContact();
  const link = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline';
  return (
    <ul className="flex flex-wrap gap-x-4">
      <li>
        <a className={link} href={`tel:${phoneDigits(phone)}`}>
          <Phone aria-hidden="true" className="mr-1 size-4" />
          {WORKING_DAY_FIT.callOps(phone)}
        </a>
      </li>
      <li>
        <a className={cn(link, 'break-all')} href={`mailto:${email}`}>
          <Mail aria-hidden="true" className="mr-1 size-4 shrink-0" />
          {WORKING_DAY_FIT.emailOps(email)}
        </a>
      </li>
    </ul>
  );
}

const releasableAt = (actualDateTime: string | null, now: number) =>
  actualDateTime !== null && releasable(new Date(actualDateTime), new Date(now));

/**
 * "Release this job" on the appointment's detail, asked first with the reason. Within 24 hours of the
 * start there is no button that would fail: the text says whom to contact instead.
 */
export function ReleaseJob({ appointment, onReleased }: { appointment: Appointment; onReleased?: () => void }) {
  const online = useOnline();
  const [asking, setAsking] = useState(false);
  const release = useReleaseAppointment();
  const action = useAction({
    run: async () => {
      await release.mutateAsync(appointment.id);
      onReleased?.();
      return WORKING_DAY_FIT.released;
    },
    failure: (err) => WORKING_DAY_FIT.releaseFailed(errorText(err, { fallback: orStatus(GENERAL.internal) })),
  });
  if (appointment.completedAt || appointment.cancelledAt) return null;
  if (action.outcome?.ok) return <FormOutcome outcome={action.outcome} />;
  // Read once per render: the page re-renders on every answer, and the server decides in the end.
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now();
  const open = releasableAt(appointment.actualDateTime, now);
  // A job whose time has passed does not "start within 24 hours" (issue 38 item 15): nothing to hand back.
  if (!open && appointment.actualDateTime !== null && Date.parse(appointment.actualDateTime) <= now) return null;
  if (!open) {
    return (
      <div className="flex flex-col gap-1 border-t border-gray-100 pt-3 text-sm">
        <p className="font-medium text-gray-900">{WORKING_DAY_FIT.releaseTooLateTitle}</p>
        <p className="text-gray-700">{WORKING_DAY_FIT.releaseTooLate}</p>
        <OpsContactLinks />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 border-t border-gray-100 pt-3">
      <Button
        variant="secondary"
        className="self-start"
        busy={action.busy}
        disabled={!online}
        onClick={() => setAsking(true)}
      >
        {WORKING_DAY_FIT.releaseAction}
      </Button>
      <OfflineReason />
      <FormOutcome outcome={action.outcome} />
      <ConfirmDialog
        open={asking}
        title={WORKING_DAY_FIT.releaseTitle}
        message={WORKING_DAY_FIT.releaseText}
        confirmLabel={WORKING_DAY_FIT.releaseConfirm}
        cancelLabel={WORKING_DAY_FIT.releaseCancel}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void action.run();
        }}
      />
    </div>
  );
}
