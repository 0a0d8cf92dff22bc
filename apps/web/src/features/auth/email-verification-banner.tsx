import { MailWarning } from 'lucide-react';
import { VERIFY_EMAIL } from '@vendor-portal/contract/messages';
import { ResendVerification } from '../../components/resend-verification.tsx';
import { emailVerifiedFromToken } from '../../lib/session/token-claims.ts';
import { useSession } from '../../lib/session/session.tsx';

/**
 * docs/architecture.md "Identity": while the idToken says `email_verified: false`, every signed-in
 * page asks the vendor to verify the address, with a button that mails a new link. A token without
 * the claim (issued before it existed, the demo vendor's) shows nothing.
 */
export function EmailVerificationBanner() {
  const { token } = useSession();
  if (emailVerifiedFromToken(token) !== false) return null;
  return (
    <section
      aria-label={VERIFY_EMAIL.verifyHeading}
      className="mb-4 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {VERIFY_EMAIL.bannerText}
      </p>
      <ResendVerification />
    </section>
  );
}
