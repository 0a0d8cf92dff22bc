import type { ReviewStatus } from '@vendor-portal/contract/vendor';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';

// docs/product-spec.md §2 Onboarding "Complete": the provider's team reviews the submitted documents; the ops API
// records the outcome (docs/architecture.md, PATCH /api/ops/vendors/{id}). The vendor sees it here.
const NOTICES = {
  pending: { tone: 'info', text: ACCOUNT.reviewPending },
  approved: { tone: 'success', text: ACCOUNT.reviewApproved },
  rejected: { tone: 'warning', text: ACCOUNT.reviewRejected },
} as const;

export function ReviewStatusNotice({ status }: { status: ReviewStatus }) {
  const notice = NOTICES[status];
  return <Alert tone={notice.tone}>{notice.text}</Alert>;
}
