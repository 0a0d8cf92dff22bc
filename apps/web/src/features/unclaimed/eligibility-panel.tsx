import { Link } from 'react-router';
import { dayFromEnglish, formatDay } from '@vendor-portal/contract/dates';
import type { EligibilityReason } from '@vendor-portal/contract/eligibility';
import { localize } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { ELIGIBILITY, SETUP, TRUST } from '@vendor-portal/contract/messages';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useRecheckAgreement } from '../../lib/api/agreement-key.ts';
import { ResendVerification } from '../../components/resend-verification.tsx';
import { ReviewReason } from '../../components/review-reason.tsx';
import { useVendor } from '../../lib/api/get-vendor.ts';

// docs/architecture.md "Who may claim": every reason the vendor may not claim, in the
// server's words, each with the action that fixes it.

/**
 * The value `message` (a one-argument message) put in the server's English `text`, or null when `text` is not that
 * message. Its English is read around a marker, as the build compiled it (docs/decisions/033).
 */
function valueIn(text: string, message: (value: string) => string): string | null {
  const [before = '', after = ''] = inLanguage('en', () => message('\u0000')).split('\u0000');
  const fits = text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after);
  return fits ? text.slice(before.length, text.length - after.length) : null;
}

/** The server's reason (in English, as the API answers) in the member's language. */
function reasonText(reason: EligibilityReason): string {
  if (reason.code === 'vendor-pending-review') {
    const since = valueIn(reason.message, (value) => ELIGIBILITY.vendorPendingReview(value));
    // The day is written in English by the server: the reader's language writes it again (es-US: "23 nov 2026").
    const day = since && dayFromEnglish(since);
    if (since) return ELIGIBILITY.vendorPendingReview(day ? formatDay(day) : since);
  }
  return localize(reason.message);
}
export function EligibilityPanel({ reasons }: { reasons: EligibilityReason[] }) {
  return (
    <section
      aria-labelledby="eligibility-title"
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-4 text-amber-950 sm:px-5"
    >
      <h2 id="eligibility-title" className="text-lg font-semibold">
        {TRUST.panelTitle}
      </h2>
      <p className="mt-1 text-sm">{TRUST.panelIntro}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {reasons.map((reason) => (
          <li
            key={reason.code}
            className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-white px-3 py-3 text-sm text-gray-900 sm:flex-row sm:items-center sm:justify-between"
          >
            {reason.code === 'vendor-rejected' ? (
              <div className="flex flex-col gap-1">
                <p>{reasonText(reason)}</p>
                <RejectionReason />
              </div>
            ) : (
              <p>{reasonText(reason)}</p>
            )}
            <ReasonAction code={reason.code} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const linkAction = buttonClasses('secondary', 'md', 'shrink-0');

function ReasonAction({ code }: { code: EligibilityReason['code'] }) {
  switch (code) {
    case 'agreement-required':
      return <ShowAgreement />;
    case 'email-unverified':
      return <ResendVerification />;
    case 'service-not-offered':
      return (
        <Link to="/services" className={linkAction}>
          {TRUST.addService}
        </Link>
      );
    case 'document-expired':
      return (
        <Link to="/account" className={linkAction}>
          {TRUST.updateDocuments}
        </Link>
      );
    case 'vendor-rejected':
      return (
        <Link to="/account" className={linkAction}>
          {SETUP.seeWhatToFix}
        </Link>
      );
    default:
      // Under review: the message says it all; the provider's team acts.
      return null;
  }
}

/** The agreement gate re-checks the signed document and shows itself again. */
function ShowAgreement() {
  const recheckAgreement = useRecheckAgreement();
  return (
    <Button variant="secondary" className="shrink-0" onClick={() => void recheckAgreement()}>
      {TRUST.acceptAgreement}
    </Button>
  );
}

/** Issue 28: the reviewer's reason, read from the vendor's answer (GET /vendor's reviewNote). */
function RejectionReason() {
  const vendor = useVendor();
  return <ReviewReason note={vendor.data?.reviewNote} />;
}
