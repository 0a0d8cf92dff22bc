import type { CalendarImport, CalendarImportBody } from '@vendor-portal/contract/calendar-imports';
import { calendarImportBody } from '@vendor-portal/contract/calendar-imports';
import { AVAILABILITY, CALENDAR_IMPORTS } from '@vendor-portal/contract/messages';
import { formatInstant } from '@vendor-portal/contract/dates';
import { Form, FormOutcome, useAction, useContractForm } from '../form.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardBody, CardHeader } from '../ui/card.tsx';
import { TextField } from '../ui/field.tsx';
import { Alert } from '../ui/alert.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { useAddCalendarImport, useCalendarImports, useRemoveCalendarImport } from '../../lib/api/calendar-imports.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": calendars whose busy events
// count as time off, of the company (Services & Hours) or of one member (Team; the member's own Account). Each
// feed shows its address's host only (the address is a secret: it stays out of screenshots and over-shoulders),
// when it was last read, how many busy times it holds, and why its last read failed.

/** Whose calendars: the company's (null), a member's by id, or the signed-in member's own. */
export type CalendarOwner = null | number | 'own';

const hostOf = (url: string) => {
  const m = /^[a-z]+:\/\/([^/?#]+)/i.exec(url);
  return m ? m[1]! : url;
};

export function CalendarImportsCard({
  owner,
  title,
  intro,
  readOnly = false,
}: {
  owner: CalendarOwner;
  title: string;
  intro: string;
  readOnly?: boolean;
}) {
  const list = useCalendarImports();
  const memberId = owner === 'own' ? (list.data?.memberId ?? null) : owner;
  const feeds = (list.data?.feeds ?? []).filter((f) => f.memberId === memberId);
  const id = `calendars-${owner ?? 'company'}`;
  return (
    <Card aria-labelledby={id}>
      <CardHeader title={<span id={id}>{title}</span>} subtitle={intro} />
      <CardBody className="flex flex-col gap-4">
        {list.isPending ? (
          <p className="text-sm text-gray-700">{AVAILABILITY.loading}</p>
        ) : list.error ? (
          <Alert>{errorText(list.error, { fallback: orStatus(AVAILABILITY.loadFailed) })}</Alert>
        ) : (
          <FeedList feeds={feeds} readOnly={readOnly} />
        )}
        {readOnly || (owner === 'own' && memberId === null) ? null : <FeedForm memberId={memberId} />}
      </CardBody>
    </Card>
  );
}

function FeedList({ feeds, readOnly }: { feeds: CalendarImport[]; readOnly: boolean }) {
  const zone = useVendorTimeZone();
  const remove = useRemoveCalendarImport();
  const action = useAction({
    run: async (id: number) => {
      await remove.mutateAsync(id);
      return AVAILABILITY.removed;
    },
    failure: (err) => AVAILABILITY.failed(errorText(err, { fallback: orStatus(AVAILABILITY.loadFailed) })),
  });
  if (feeds.length === 0) return <p className="text-sm text-gray-700">{CALENDAR_IMPORTS.empty}</p>;
  return (
    <>
      <FormOutcome outcome={action.outcome} />
      <ul className="flex flex-col divide-y divide-gray-100">
        {feeds.map((feed) => {
          const host = hostOf(feed.url);
          return (
            <li
              key={feed.id}
              className="flex flex-wrap items-start justify-between gap-2 py-2"
              data-testid="calendar-feed"
            >
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <span className="font-medium break-all text-gray-900">{host}</span>
                <span className="flex flex-wrap gap-x-3 text-gray-700">
                  <span className="whitespace-nowrap">
                    {feed.lastFetchedAt
                      ? CALENDAR_IMPORTS.lastRead(formatInstant(feed.lastFetchedAt, zone))
                      : CALENDAR_IMPORTS.neverRead}
                  </span>
                  <span className="whitespace-nowrap">{CALENDAR_IMPORTS.busyCount(String(feed.busyCount))}</span>
                </span>
                {feed.lastError ? (
                  <span className="text-red-700">{CALENDAR_IMPORTS.lastError(feed.lastError)}</span>
                ) : null}
              </div>
              {readOnly ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={action.busy}
                  aria-label={CALENDAR_IMPORTS.removeNamed(host)}
                  onClick={() => void action.run(feed.id)}
                >
                  {CALENDAR_IMPORTS.remove}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function FeedForm({ memberId }: { memberId: number | null }) {
  const add = useAddCalendarImport();
  const empty: CalendarImportBody = { url: '', memberId };
  const form = useContractForm<CalendarImportBody, ReturnType<typeof calendarImportBody.parse>>({
    schema: calendarImportBody,
    defaultValues: empty,
    fieldCodes: { 'url-not-allowed': 'url' },
    submit: async (values) => {
      const feed = await add.mutateAsync({ url: values.url, memberId });
      form.reset(empty);
      return feed.lastError
        ? CALENDAR_IMPORTS.lastError(feed.lastError)
        : CALENDAR_IMPORTS.added(String(feed.busyCount));
    },
    failure: (err) => AVAILABILITY.failed(errorText(err, { fallback: orStatus(AVAILABILITY.loadFailed) })),
  });
  const { errors } = form.formState;
  return (
    <Form form={form} className="flex flex-col gap-3">
      <TextField
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        label={CALENDAR_IMPORTS.url}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <div className="flex flex-col gap-2">
        <Button type="submit" busy={form.busy} className="self-start">
          {form.busy ? CALENDAR_IMPORTS.adding : CALENDAR_IMPORTS.add}
        </Button>
        <FormOutcome outcome={form.outcome} />
      </div>
    </Form>
  );
}
