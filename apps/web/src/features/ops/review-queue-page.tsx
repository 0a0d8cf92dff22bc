import { useDeferredValue, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronRight, UsersRound } from 'lucide-react';
import type { ReviewStatus } from '@vendor-portal/contract/vendor';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useOpsVendors } from './api/get-ops-vendors.ts';
import { consoleDay } from '../../lib/dates/dates.ts';

import { REVIEW_STATUSES, REVIEW_TONE } from './review-status.ts';

const isStatus = (value: string | null): value is ReviewStatus =>
  (REVIEW_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The review queue (docs/architecture.md "Staff and review"): vendors waiting for review first (the
 * vendor's own status, or a document waiting whatever that status), oldest submission first; a filter per status with its count, and a search by name, email or zip. The
 * filter and search live in the URL, so a reviewer's back button returns to the same list.
 */
export function ReviewQueuePage() {
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as ReviewStatus) : undefined;
  const q = params.get('q') ?? '';
  const deferredQ = useDeferredValue(q);
  const vendors = useOpsVendors({ reviewStatus: status, q: deferredQ });

  const update = (next: { status?: ReviewStatus | undefined; q?: string }) => {
    const merged = { status, q, ...next };
    const search = new URLSearchParams();
    if (merged.status) search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    setParams(search, { replace: true });
  };

  const counts = vendors.data?.counts;
  // A vendor waiting with an approved status counts under Pending and Approved: All is the server's.
  const total = counts?.all;
  const filters: { value: ReviewStatus | undefined; label: string; count: number | undefined }[] = [
    { value: undefined, label: CONSOLE.statusAll, count: total },
    ...REVIEW_STATUSES.map((s) => ({ value: s, label: CONSOLE.reviewStatus[s], count: counts?.[s] })),
  ];

  let body: ReactNode;
  if (vendors.isPending) body = <LoadingState text={CONSOLE.loading} />;
  else if (vendors.isError) body = <Alert>{errorText(vendors.error, { fallback: CONSOLE.loadFailed })}</Alert>;
  else if (vendors.data.data.length === 0)
    body = (
      <EmptyState
        icon={<UsersRound aria-hidden="true" className="size-8" />}
        title={CONSOLE.queueEmpty}
        hint={CONSOLE.queueEmptyHint}
      />
    );
  else
    body = (
      <ul className="flex flex-col divide-y divide-gray-100" aria-label={CONSOLE.queueTitle}>
        {vendors.data.data.map((vendor) => (
          <li key={vendor.id}>
            <Link
              to={`/ops/vendors/${vendor.id}`}
              className="flex min-h-11 items-center gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:bg-gray-50 sm:px-5"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="break-words font-medium text-gray-900">{vendor.title}</span>
                <span className="text-sm text-gray-600">
                  <span className="break-all">{vendor.email}</span> ·{' '}
                  {/* A zip never breaks inside (issue 28 item 12: "8 0204" at 390 px). */}
                  <span className="whitespace-nowrap">{vendor.zipCode}</span>
                </span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
                  <span>{CONSOLE.submittedOn(consoleDay(vendor.submittedAt))}</span>
                  {vendor.pendingFiles > 0 ? (
                    <Badge tone="info">{CONSOLE.pendingDocuments(vendor.pendingFiles)}</Badge>
                  ) : null}
                </span>
              </span>
              <Badge tone={REVIEW_TONE[vendor.reviewStatus]}>{CONSOLE.reviewStatus[vendor.reviewStatus]}</Badge>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader title={CONSOLE.queueTitle} />
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div role="group" aria-label={CONSOLE.statusFilterLabel} className="flex flex-wrap gap-2">
            {filters.map((f) => {
              const pressed = f.value === status;
              return (
                <button
                  key={f.label}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => update({ status: f.value })}
                  className={cn(
                    'min-h-11 rounded-lg border px-3 text-sm font-medium',
                    pressed
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
                  )}
                >
                  {f.count === undefined ? f.label : CONSOLE.statusCount(f.label, f.count)}
                </button>
              );
            })}
          </div>
          <TextField
            label={CONSOLE.search}
            type="search"
            value={q}
            placeholder={CONSOLE.queueSearchPlaceholder}
            onChange={(e) => update({ q: e.target.value })}
            containerClassName="lg:w-80"
          />
        </div>
        <Card className="overflow-hidden">{body}</Card>
      </div>
    </>
  );
}
