import { Link } from 'react-router';
import { FileWarning } from 'lucide-react';
import type { VendorFile } from '@vendor-portal/contract/files';
import { DOCUMENTS } from '@vendor-portal/contract/messages';
import { Badge } from '../../components/ui/badge.tsx';
import { useVendorFiles } from '../../lib/api/get-vendor-files.ts';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { formatDay, todayIn } from '../../lib/dates/dates.ts';

// A document's review as the vendor sees it (docs/architecture.md "Staff and review"). This module
// is part of the signed-in layout's chunk (the banner shows on every signed-in page), so the Account
// page's file list gets the status badges without adding to its own chunk. Days are written by lib/dates/dates.ts
// (Intl, no date library); "today" is the vendor's calendar day in its own zone (issue 38 item 2).

/** How many days before its expiry a document is announced (docs/architecture.md "Expiry reminders"). */
const EXPIRY_NOTICE_DAYS = 30;

/** Today's calendar day (YYYY-MM-DD) in the vendor's zone (this device's when unknown). */
const today = (now = new Date(), timeZone?: string): string => todayIn(now, timeZone);

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A document is valid through its expiry day. */
const isExpired = (file: Pick<VendorFile, 'expiresAt'>, day = today()) =>
  file.expiresAt !== null && file.expiresAt < day;

/** The status badges of one file on the Account page, with the reason of a rejection. */
export function DocumentStatus({ file }: { file: VendorFile }) {
  const day = today(new Date(), useVendorTimeZone());
  if (file.status === 'rejected')
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge tone="neutral">{DOCUMENTS.statusRejected}</Badge>
        {file.reviewNote ? (
          <span className="text-sm text-gray-800">{DOCUMENTS.rejectedReason(file.reviewNote)}</span>
        ) : null}
        <span className="text-xs text-gray-600">{DOCUMENTS.replaceHint}</span>
      </span>
    );
  if (file.status === 'pending') return <Badge tone="warning">{DOCUMENTS.statusPending}</Badge>;
  if (!file.expiresAt) return <Badge tone="success">{DOCUMENTS.statusApproved}</Badge>;
  if (isExpired(file, day))
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge tone="warning">{DOCUMENTS.expired}</Badge>
        <span className="text-xs text-gray-600">{DOCUMENTS.replaceHint}</span>
      </span>
    );
  return (
    <span className="flex flex-wrap gap-2">
      <Badge tone="success">{DOCUMENTS.statusApproved}</Badge>
      <Badge>{DOCUMENTS.expiresOn(formatDay(file.expiresAt))}</Badge>
    </span>
  );
}

// docs/product-spec.md §2 offers two names for the insurance document (Account and Onboarding).
const kindOf = (label: string) => (label === 'Insurance' ? 'Certificate of Insurance' : label);

/**
 * The approved documents with an expiry that expire within EXPIRY_NOTICE_DAYS or have expired: per
 * kind, only the one valid longest counts (an approved replacement ends the notice).
 */
export function expiringDocuments(files: VendorFile[], day = today()): VendorFile[] {
  const latest = new Map<string, VendorFile>();
  for (const file of files) {
    if (file.status !== 'approved' || !file.expiresAt) continue;
    const kind = kindOf(file.fileLabel);
    const known = latest.get(kind);
    if (!known || known.expiresAt! < file.expiresAt) latest.set(kind, file);
  }
  const limit = addDays(day, EXPIRY_NOTICE_DAYS);
  return [...latest.values()].filter((f) => f.expiresAt! <= limit);
}

/** On every signed-in page: a document that expires within 30 days or has expired, with a link to Account. */
export function DocumentExpiryBanner() {
  const files = useVendorFiles();
  const day = today(new Date(), useVendorTimeZone());
  const due = files.data ? expiringDocuments(files.data, day) : [];
  if (due.length === 0) return null;
  return (
    <section
      aria-label={DOCUMENTS.bannerLabel}
      className="mb-4 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <ul className="flex flex-col gap-1">
        {due.map((file) => (
          <li key={file.id} className="flex items-start gap-2">
            <FileWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {isExpired(file, day)
              ? DOCUMENTS.bannerExpired(file.title, formatDay(file.expiresAt!))
              : DOCUMENTS.bannerExpiring(file.title, formatDay(file.expiresAt!))}
          </li>
        ))}
      </ul>
      <Link
        to="/account"
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-amber-300 bg-white px-4 font-medium text-amber-950 hover:bg-amber-100"
      >
        {DOCUMENTS.bannerLink}
      </Link>
    </section>
  );
}
