import { useEffect } from 'react';
import { Camera } from 'lucide-react';
import { VISIT } from '@vendor-portal/contract/messages';
import type { ChecklistItem } from '@vendor-portal/contract/visit';
import { useAction } from '../../components/form.tsx';
import { ErrorText } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { photoCameraInputId } from '../../lib/files/photo-camera-input.ts';
import { useChecklist, useJobTimeZone } from '../../lib/api/get-checklist.ts';
import { sendChecklistTick } from '../../lib/api/send-visit.ts';
import { useRefreshVisit } from '../../lib/api/refresh-visit.ts';
import { formatDateIn } from '../../lib/dates/dates.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { isNetworkFailure } from '../../lib/errors/parse-error.ts';
import { noteOutbox, usePendingVisit } from '../../lib/offline/note-outbox.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { useSession } from '../../lib/session/session.tsx';

// docs/features.md "The visit": the job's checklist on its page. The technician ticks items; offline a tick waits
// in the outbox (decision 012) and the item shows ticked with "Waiting to sync". An item that needs a photo is
// ticked once a photo of the work was taken after arriving (the Photos card below); Mark as Complete is refused,
// naming what is missing, while a required item is open.

export function VisitChecklist({
  appointmentId,
  timeZone,
  readOnly,
}: {
  appointmentId: number;
  timeZone?: string;
  readOnly: boolean;
}) {
  const checklist = useChecklist(appointmentId);
  const jobZone = useJobTimeZone(appointmentId);
  const zone = timeZone ?? jobZone;
  const online = useOnline();
  const { vendorId } = useSession();
  const refresh = useRefreshVisit(appointmentId);
  const waiting = usePendingVisit(vendorId, appointmentId);
  useEffect(
    () =>
      noteOutbox.onSynced((id) => {
        if (id === appointmentId) void refresh();
      }),
    [appointmentId, refresh],
  );
  const tick = useAction({
    run: async (item: ChecklistItem, done: boolean) => {
      if (vendorId === null) return;
      const queue = () => noteOutbox.addVisit(vendorId, appointmentId, { itemId: item.id, done });
      if (!online) return void (await queue());
      try {
        await sendChecklistTick(appointmentId, item.id, done);
      } catch (err) {
        if (!isNetworkFailure(err)) throw err;
        await queue();
      }
      await refresh();
    },
    failure: (err) => errorText(err, { fallback: VISIT.checklistFailed }),
  });
  const items = checklist.data ?? [];
  if (items.length === 0) return null;
  const pendingOf = (item: ChecklistItem) =>
    waiting.find((p) => p.visit && 'itemId' in p.visit && p.visit.itemId === item.id);
  return (
    <Card>
      <CardHeader title={VISIT.checklistHeading} />
      <CardBody className="flex flex-col gap-3">
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const pending = pendingOf(item);
            const done = pending?.visit && 'done' in pending.visit ? pending.visit.done : item.doneAt !== null;
            const inputId = `checklist-${item.id}`;
            return (
              <li key={item.id} className="flex items-start gap-3">
                <input
                  id={inputId}
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                  checked={done}
                  disabled={readOnly || tick.busy}
                  onChange={(event) => void tick.run(item, event.target.checked)}
                />
                <div className="flex flex-col gap-1">
                  <label htmlFor={inputId} className="text-gray-900">
                    {item.text}
                  </label>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
                    {item.required ? <Badge tone="info">{VISIT.checklistRequired}</Badge> : null}
                    {item.photo ? (
                      <Badge tone="neutral">
                        <Camera aria-hidden="true" className="mr-1 inline size-3" />
                        {VISIT.checklistPhoto}
                      </Badge>
                    ) : null}
                    {item.photo && !readOnly && !done ? (
                      // Issue 54 item 15: the camera opens from the item itself (the photos card's camera input).
                      <label
                        htmlFor={photoCameraInputId('after')}
                        className={buttonClasses('secondary', 'sm', 'cursor-pointer gap-2')}
                      >
                        <Camera aria-hidden="true" className="size-4" />
                        {VISIT.checklistTakePhoto}
                      </label>
                    ) : null}
                    {pending ? <span className="text-amber-900">{pending.error ?? VISIT.waitingToSync}</span> : null}
                    {!pending && item.doneAt && item.doneBy ? (
                      <span>{VISIT.checklistTickedBy(item.doneBy, formatDateIn(item.doneAt, zone))}</span>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <ErrorText>{tick.outcome && !tick.outcome.ok ? tick.outcome.text : null}</ErrorText>
      </CardBody>
    </Card>
  );
}
