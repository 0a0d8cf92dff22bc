import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import type { AuditEntry } from '@vendor-portal/contract/ops/staff';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useAuditLog } from './api/get-audit-log.ts';
import { consoleInstant } from '../../lib/dates/dates.ts';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** The booking an entry is about ("appointment:8"), for a link to it on the Bookings page. */
const bookingOf = (entry: AuditEntry) => /^appointment:(\d+)$/.exec(entry.target)?.[1] ?? null;

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:px-5">
      <dl className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
        <dt className="text-gray-600">{CONSOLE.auditWhen}</dt>
        <dd className="text-gray-900">
          <time dateTime={entry.at}>{consoleInstant(entry.at)}</time>
        </dd>
        <dt className="text-gray-600">{CONSOLE.auditWho}</dt>
        <dd className="break-words text-gray-900">{entry.actor}</dd>
        <dt className="text-gray-600">{CONSOLE.auditWhat}</dt>
        <dd className="flex min-w-0 flex-col text-gray-900">
          {/* As a person reads it (issue 38 item 14); the code stays, small, for a search. */}
          <span className="break-words">{entry.actionName}</span>
          {entry.actionName !== entry.action ? (
            <span className="break-words font-mono text-xs text-gray-600">{entry.action}</span>
          ) : null}
        </dd>
        <dt className="text-gray-600">{CONSOLE.auditTarget}</dt>
        <dd className="flex min-w-0 flex-col text-gray-900">
          {/* Named, with a link to the vendor it is or belongs to (issue 28 item 11); the raw key stays searchable. */}
          {bookingOf(entry) !== null && entry.targetName !== null ? (
            <Link
              to={`/ops/bookings?q=${bookingOf(entry)}`}
              className="break-words font-medium text-brand-700 underline underline-offset-2"
            >
              {entry.targetName}
            </Link>
          ) : entry.vendorId !== null && entry.targetName !== null ? (
            <Link
              to={`/ops/vendors/${entry.vendorId}`}
              className="break-words font-medium text-brand-700 underline underline-offset-2"
            >
              {entry.targetName}
            </Link>
          ) : entry.targetName !== null ? (
            <span className="break-words">{entry.targetName}</span>
          ) : null}
          <span
            className={
              entry.targetName !== null ? 'break-words font-mono text-xs text-gray-600' : 'break-words font-mono'
            }
          >
            {entry.target}
          </span>
        </dd>
      </dl>
      {entry.before !== null || entry.after !== null ? (
        <details className="text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
            {CONSOLE.auditChanges}
          </summary>
          <div className="grid gap-2 sm:grid-cols-2">
            {(
              [
                [CONSOLE.auditBefore, entry.before],
                [CONSOLE.auditAfter, entry.after],
              ] as const
            ).map(([label, value]) => (
              <figure key={label} className="min-w-0">
                <figcaption className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</figcaption>
                <pre className="max-h-64 overflow-auto rounded-lg bg-gray-50 p-2 text-xs text-gray-800">
                  {json(value)}
                </pre>
              </figure>
            ))}
          </div>
        </details>
      ) : null}
    </li>
  );
}

/** The audit log (docs/architecture.md "Staff and review"): who did what, when, before and after; searchable. */
export function AuditLogPage() {
  const [q, setQ] = useState('');
  const log = useAuditLog(useDeferredValue(q));
  let body;
  if (log.isPending) body = <LoadingState text={CONSOLE.loading} />;
  else if (log.isError) body = <Alert>{errorText(log.error, { fallback: CONSOLE.loadFailed })}</Alert>;
  else if (log.data.length === 0)
    body = <EmptyState icon={<History aria-hidden="true" className="size-8" />} title={CONSOLE.auditEmpty} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-gray-100" aria-label={CONSOLE.auditTitle}>
        {log.data.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
    );
  return (
    <>
      <PageHeader title={CONSOLE.auditTitle} />
      <div className="flex flex-col gap-4">
        <TextField
          label={CONSOLE.search}
          type="search"
          value={q}
          placeholder={CONSOLE.auditSearchPlaceholder}
          onChange={(e) => setQ(e.target.value)}
          containerClassName="sm:max-w-sm"
        />
        <Card className="overflow-hidden">{body}</Card>
      </div>
    </>
  );
}
