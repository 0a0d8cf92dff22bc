import { Link } from 'react-router';
import { SETUP } from '@vendor-portal/contract/messages';
import { ReviewReason } from '../../components/review-reason.tsx';
import { useVendor } from '../../lib/api/get-vendor.ts';

// Issue 28: a vendor waiting for review, or not approved, lands here: the review's state, what the team checks,
// the reviewer's reason, and what the vendor can do meanwhile, on the page it lands on.

const LINK =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * `onboardingFinished`: every onboarding step done (GET /vendorSetup). Before that a vendor is not under review
 * (issue 38 item 9): the "Finish setting up" checklist says what is left instead.
 */
export function ReviewNotice({ onboardingFinished = true }: { onboardingFinished?: boolean }) {
  const vendor = useVendor().data;
  if (vendor?.reviewStatus === 'pending' && onboardingFinished) {
    return (
      <section
        aria-labelledby="review-notice-title"
        className="rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950"
      >
        <h2 id="review-notice-title" className="text-base font-semibold">
          {SETUP.reviewPendingTitle}
        </h2>
        <p>{SETUP.reviewPendingText}</p>
        <p className="mt-2">{SETUP.reviewPendingMeanwhile}</p>
        <ul className="flex flex-col sm:flex-row sm:gap-6">
          <li>
            <Link to="/services" className={LINK}>
              {SETUP.reviewPendingServices}
            </Link>
          </li>
          <li>
            <Link to="/unclaimed" className={LINK}>
              {SETUP.reviewPendingJobs}
            </Link>
          </li>
        </ul>
      </section>
    );
  }
  if (vendor?.reviewStatus === 'rejected') {
    return (
      <section
        aria-labelledby="review-notice-title"
        className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <h2 id="review-notice-title" className="text-base font-semibold">
          {SETUP.reviewRejectedTitle}
        </h2>
        <ReviewReason note={vendor.reviewNote} />
        <p>{SETUP.reviewRejectedNext}</p>
        <Link to="/account" className={LINK}>
          {SETUP.seeWhatToFix}
        </Link>
      </section>
    );
  }
  return null;
}
