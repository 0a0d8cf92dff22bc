// First: the contract's on-my-way form builds a zod object when this module loads, and zod probes eval as it does
// unless told not to (lib/zod-jitless.ts: our CSP forbids eval and reports the probe as a violation).
import '../../lib/zod-jitless.ts';
import { useState } from 'react';
import { Navigation } from 'lucide-react';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { DAY } from '@vendor-portal/contract/messages';
import { ETA_PRESETS, onMyWayForm, type OnMyWayFormValues } from '@vendor-portal/contract/on-my-way';
import { Form, FormOutcome, useAction, useContractForm } from '../form.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { useOnMyWayOf } from '../../lib/api/get-on-my-way.ts';
import { useSendOnMyWay } from '../../lib/api/send-on-my-way.ts';
import { calendarDayIn, timeIn } from '../../lib/dates/dates.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { parseError } from '../../lib/errors/parse-error.ts';
import { useOnline } from '../../lib/offline/use-online.ts';

// docs/features.md "The working day": one tap opens the presets, one more mails the customer. It is a message
// to a person now, so offline it says it needs a connection instead of queueing it for later.

const failure = (err: unknown) =>
  tooSoonAgain(err) ?? errorText(err, { codes: { 'network-error': DAY.needsConnection }, fallback: DAY.sendFailed });

/**
 * The server's 429 says in English how long to wait (DAY.tooSoon with its duration): the same text in the reader's
 * language, with the server's wait (issue 46: the API writes English; a text with a value is not localize()'s).
 */
function tooSoonAgain(err: unknown): string | undefined {
  const { code, message } = parseError(err);
  if (code !== 'too-many-requests' || !message) return undefined;
  const [before = '', after = ''] = inLanguage('en', () => DAY.tooSoon('\u0000')).split('\u0000');
  if (!message.startsWith(before) || !message.endsWith(after) || message.length <= before.length + after.length)
    return undefined;
  return DAY.tooSoon(message.slice(before.length, message.length - after.length));
}

/** Whether today, in the property's zone, is the job's day (the server decides; this only avoids a button that must fail). */
export function isJobDay(appointment: Appointment, now: Date): boolean {
  const timeZone = appointment.property?.timeZone;
  const start = appointment.actualDateTime ? new Date(appointment.actualDateTime) : null;
  if (!start || Number.isNaN(start.getTime()) || !timeZone) return false;
  return calendarDayIn(start, timeZone) === calendarDayIn(now, timeZone);
}

export function OnMyWayControl({ appointment, now = new Date() }: { appointment: Appointment; now?: Date }) {
  const online = useOnline();
  const last = useOnMyWayOf(appointment.id);
  const send = useSendOnMyWay();
  const [open, setOpen] = useState(false);
  const timeZone = appointment.property?.timeZone || undefined;
  const preset = useAction({
    run: async (etaMinutes: number) => {
      await send.mutateAsync({ appointmentId: appointment.id, etaMinutes });
      setOpen(false);
    },
    failure,
  });
  const custom = useContractForm<OnMyWayFormValues, { etaMinutes: number }>({
    schema: onMyWayForm,
    defaultValues: { etaMinutes: '' },
    submit: async ({ etaMinutes }) => {
      await send.mutateAsync({ appointmentId: appointment.id, etaMinutes });
      setOpen(false);
      custom.reset({ etaMinutes: '' });
    },
    failure,
  });
  const busy = preset.busy || custom.busy;
  const sent = last.data;
  const closed = Boolean(appointment.completedAt || appointment.cancelledAt);
  const sentLine = sent ? (
    <p role="status" className="text-sm font-medium text-green-800">
      {DAY.sentAtWithEta(timeIn(sent.sentAt, timeZone), timeIn(sent.arrivesAt, timeZone, true))}
    </p>
  ) : null;

  if (closed) return sentLine;
  if (!isJobDay(appointment, now)) return <p className="text-sm text-gray-600">{DAY.onlyOnTheDay}</p>;
  return (
    <div className="flex flex-col gap-2">
      {sentLine}
      {open ? (
        <div role="group" aria-label={DAY.onMyWayHeading} className="flex flex-col gap-3 rounded-lg bg-gray-50 p-3">
          <p className="text-sm text-gray-700">{DAY.onMyWayHint}</p>
          {/* As many presets in a row as fit whole ("15 minutos" is wider than "15 min"), never a label broken in two. */}
          <div className="grid grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] gap-2">
            {ETA_PRESETS.map((minutes) => (
              <Button
                key={minutes}
                variant="secondary"
                disabled={busy || !online}
                busy={preset.busy}
                onClick={() => void preset.run(minutes)}
              >
                {DAY.presetLabel(minutes)}
              </Button>
            ))}
          </div>
          <Form form={custom} className="flex items-end gap-2">
            <TextField
              label={DAY.customLabel}
              inputMode="numeric"
              autoComplete="off"
              containerClassName="flex-1"
              error={custom.formState.errors.etaMinutes?.message}
              {...custom.register('etaMinutes')}
            />
            <Button type="submit" busy={custom.busy} disabled={busy || !online}>
              {DAY.customSend}
            </Button>
          </Form>
          <FormOutcome outcome={preset.outcome ?? custom.outcome} />
          {online ? null : <p className="text-sm text-amber-900">{DAY.needsConnection}</p>}
          <Button variant="ghost" className="self-start" disabled={busy} onClick={() => setOpen(false)}>
            {DAY.cancel}
          </Button>
        </div>
      ) : (
        <>
          <Button
            variant={sent ? 'secondary' : 'primary'}
            className="self-start"
            aria-expanded={false}
            disabled={!online}
            onClick={() => setOpen(true)}
          >
            <Navigation aria-hidden="true" className="size-4" />
            {DAY.onMyWay}
          </Button>
          {online ? null : <p className="text-sm text-amber-900">{DAY.needsConnection}</p>}
        </>
      )}
    </div>
  );
}
