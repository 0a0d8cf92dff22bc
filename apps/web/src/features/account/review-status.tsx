import type { ReviewStatus } from '@vendor-portal/contract/vendor';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { ReviewReason } from '../../components/review-reason.tsx';
import { useVendorFiles } from '../../lib/api/get-vendor-files.ts';

// docs/product-spec.md §2 Onboarding "Complete": the provider's team reviews the submitted documents; the ops API
// records the outcome (docs/architecture.md, PATCH /api/ops/vendors/{id}). The vendor sees it here.
// Texts are read at render (issue 46: a module's constant would keep the language it loaded in).
export function ReviewStatusNotice({ status, note }: { status: ReviewStatus; note?: string | null }) {
  if (status === 'approved') return <ApprovedNotice />;
  if (status === 'rejected')
    return (
      <Alert tone="warning">
        <RejectedNotice note={note} />
      </Alert>
    );
  return <Alert tone="info">{ACCOUNT.reviewPending}</Alert>;
}

/**
 * Issue 38 item 11: "have been approved" only when every document's own status says so. The company's approval
 * stands while a newer upload waits or a document was refused since, and the notice names those documents as
 * their rows do, instead of contradicting them.
 */
function ApprovedNotice() {
  const files = useVendorFiles();
  const titles = (status: string) =>
    (files.data ?? [])
      .filter((f) => f.status === status)
      .map((f) => f.title)
      .join(', ');
  const rejected = titles('rejected');
  const pending = titles('pending');
  if (!rejected && !pending) return <Alert tone="success">{ACCOUNT.reviewApproved}</Alert>;
  return (
    <Alert tone={rejected ? 'warning' : 'info'}>
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{ACCOUNT.reviewApprovedCompany}</p>
        {rejected ? <p>{ACCOUNT.reviewApprovedButRejected(rejected)}</p> : null}
        {pending ? <p>{ACCOUNT.reviewApprovedButPending(pending)}</p> : null}
        {rejected ? (
          <a href="#files-title" className="inline-flex min-h-11 items-center font-medium underline underline-offset-2">
            {ACCOUNT.goToDocuments}
          </a>
        ) : null}
      </div>
    </Alert>
  );
}

/**
 * Issue 28: why, and what to fix. The documents named are those whose own status is rejected (their rows say the
 * same), so the notice never contradicts a document the team approved.
 */
function RejectedNotice({ note }: { note?: string | null }) {
  const files = useVendorFiles();
  const rejected = (files.data ?? []).filter((f) => f.status === 'rejected').map((f) => f.title);
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">{ACCOUNT.reviewRejected}</p>
      <ReviewReason note={note} />
      <p>{rejected.length > 0 ? ACCOUNT.reviewRejectedFiles(rejected.join(', ')) : ACCOUNT.reviewRejectedNoFile}</p>
      <a href="#files-title" className="inline-flex min-h-11 items-center font-medium underline underline-offset-2">
        {ACCOUNT.goToDocuments}
      </a>
    </div>
  );
}
