import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, ChevronRight } from 'lucide-react';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useExpiringDocuments } from './api/get-expiring-documents.ts';
import { consoleDay } from '../../lib/dates/dates.ts';

const DAYS = 30;

/**
 * Documents expiring in the next 30 days (issue 28 item 11): one list with their vendors, soonest
 * first; each opens the vendor's review page, where a replacement is reviewed.
 */
export function ExpiringDocumentsPage() {
  const documents = useExpiringDocuments();
  let body: ReactNode;
  if (documents.isPending) body = <LoadingState text={CONSOLE.loading} />;
  else if (documents.isError) body = <Alert>{errorText(documents.error, { fallback: CONSOLE.loadFailed })}</Alert>;
  else if (documents.data.length === 0)
    body = <EmptyState icon={<CalendarClock aria-hidden="true" className="size-8" />} title={CONSOLE.expiringEmpty} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-gray-100" aria-label={CONSOLE.expiringTitle}>
        {documents.data.map((doc) => (
          <li key={doc.id}>
            <Link
              to={`/ops/vendors/${doc.vendor.id}`}
              className="flex min-h-11 items-center gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:bg-gray-50 sm:px-5"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="break-words font-medium text-gray-900">{doc.vendor.title}</span>
                <span className="break-words text-sm text-gray-700">
                  {doc.title} · {doc.fileLabel}
                </span>
                <span className="text-sm font-medium text-amber-800">
                  {CONSOLE.expiresOn(consoleDay(doc.expiresAt))}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <PageHeader title={CONSOLE.expiringTitle}>
        <p className="w-full text-sm text-gray-700">{CONSOLE.expiringHint(DAYS)}</p>
      </PageHeader>
      <Card className="overflow-hidden">{body}</Card>
    </>
  );
}
