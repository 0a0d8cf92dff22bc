import { useState } from 'react';
import { CalendarDays, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { FIELD } from '@vendor-portal/contract/messages';
import { useAction, FormOutcome } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { formatDateIn } from '../../lib/dates/dates.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useCalendarFeed } from './api/get-calendar-feed.ts';
import { useCreateCalendarFeed, useDeleteCalendarFeed } from './api/save-calendar-feed.ts';

type Pending = 'regenerate' | 'delete' | null;

// docs/architecture.md "Phone and calendar": Account → Calendar. The address is shown once, right
// after it is made (only its digest is stored); regenerate gives a new one and stops the old one.
export function CalendarCard() {
  const feed = useCalendarFeed();
  const timeZone = useVendorTimeZone();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [url, setUrl] = useState('');
  const [copied, setCopied] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  // One action at a time (docs/how-to/forms.md): while a new address is on its way, Delete waits.
  const [doing, setDoing] = useState<'create' | 'delete'>('create');
  const action = useAction({
    run: async (what: 'create' | 'delete') => {
      setDoing(what);
      setCopied(false);
      if (what === 'create') setUrl((await create.mutateAsync()).url);
      else {
        await remove.mutateAsync();
        setUrl('');
      }
    },
    failure: (err) => FIELD.calendarSaveFailed(errorText(err, { fallback: orStatus('') })),
  });
  const confirm = () => {
    const what = pending;
    setPending(null);
    if (what) void action.run(what === 'regenerate' ? 'create' : 'delete');
  };
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  let body;
  if (feed.isPending) body = <LoadingState text={FIELD.calendarTitle} />;
  else if (feed.isError) body = <Alert>{FIELD.calendarLoadFailed}</Alert>;
  else if (!feed.data.feed)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-gray-700">{FIELD.calendarNone}</p>
        <Button onClick={() => void action.run('create')} busy={action.busy}>
          <CalendarDays aria-hidden="true" className="size-4" />
          {FIELD.calendarCreate}
        </Button>
      </div>
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        {url ? (
          <div className="flex flex-col gap-2">
            <label htmlFor="calendar-url" className="text-sm font-medium text-gray-800">
              {FIELD.calendarUrlLabel}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id="calendar-url"
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                className="min-h-11 w-full min-w-0 rounded-lg border border-gray-300 px-3 font-mono text-sm"
              />
              <Button variant="secondary" onClick={() => void copy()}>
                <Copy aria-hidden="true" className="size-4" />
                {copied ? FIELD.calendarCopied : FIELD.calendarCopy}
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-gray-700">
            {FIELD.calendarActive(formatDateIn(feed.data.feed.createdAt, timeZone, 'date'))} {FIELD.calendarShownOnce}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setPending('regenerate')}
            busy={action.busy && doing === 'create'}
            disabled={action.busy}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {FIELD.calendarRegenerate}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setPending('delete')}
            busy={action.busy && doing === 'delete'}
            disabled={action.busy}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {FIELD.calendarDelete}
          </Button>
        </div>
      </div>
    );

  return (
    <Card aria-labelledby="calendar-title">
      <CardHeader title={<span id="calendar-title">{FIELD.calendarTitle}</span>} subtitle={FIELD.calendarIntro} />
      <CardBody className="flex flex-col gap-3">
        {body}
        <FormOutcome outcome={action.outcome} />
      </CardBody>
      <ConfirmDialog
        open={pending !== null}
        message={pending === 'regenerate' ? FIELD.calendarConfirmRegenerate : FIELD.calendarConfirmDelete}
        confirmLabel={pending === 'regenerate' ? FIELD.calendarRegenerate : FIELD.calendarDelete}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
