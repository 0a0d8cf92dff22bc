import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { VERIFY_EMAIL } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { hasCode } from '../../lib/errors/parse-error.ts';
import { useSession } from '../../lib/session/session.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../lib/api/call.ts';
import { AuthShell } from './auth-shell.tsx';

type Outcome = 'verifying' | 'verified' | 'invalid' | 'taken' | 'failed';

// docs/architecture.md "Identity": the page a verification link opens (/verify-email?token=…). It
// confirms once (the link is single use); a signed-in vendor then gets a fresh idToken, whose
// `email_verified: true` takes the banner away. A link with `change=email` moves the sign-in email
// to the address it was mailed to (Account's Sign-in card) and says so in that link's own words.
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const emailChange = params.get('change') === 'email';
  const { store } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'verifying' : 'invalid');
  const started = useRef(false);

  const confirm = useCallback(async () => {
    setOutcome('verifying');
    try {
      await call(emailChange ? paths.postAuthEmailChangeConfirm : paths.postAuthEmailVerificationConfirm, {
        body: { token },
      });
    } catch (err) {
      // The link's token is unknown, used or expired (or not a token at all); the new address was taken meanwhile.
      const invalid = hasCode(err, 'invalid-verification-token', 'invalid-email-change-token', 'validation-error');
      setOutcome(invalid ? 'invalid' : emailChange && hasCode(err, 'email-change-unavailable') ? 'taken' : 'failed');
      return;
    }
    // The refresh finishes before the page says so: leaving while it is on its way would lose the
    // rotated refresh cookie, and the next start would look like a replay.
    if (store.getState().token) await store.refreshToken();
    setOutcome('verified');
  }, [token, store, emailChange]);

  useEffect(() => {
    // Once per link, also when StrictMode runs the effect twice: a second confirm would be refused.
    if (!token || started.current) return;
    started.current = true;
    void confirm();
  }, [token, confirm]);

  return (
    <AuthShell title={VERIFY_EMAIL.verifyHeading}>
      {outcome === 'verifying' ? (
        <p role="status" className="flex items-center gap-3 text-sm text-gray-700">
          <Spinner className="text-brand-700" />
          {VERIFY_EMAIL.verifying}
        </p>
      ) : null}
      {outcome === 'verified' ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{emailChange ? VERIFY_EMAIL.emailChanged : VERIFY_EMAIL.verified}</Alert>
          <Link to="/" className={buttonClasses('primary', 'md', 'w-full')}>
            {VERIFY_EMAIL.continueToPortal}
          </Link>
        </div>
      ) : null}
      {outcome === 'invalid' ? (
        <div className="flex flex-col gap-4">
          <Alert>
            <span className="block font-medium">
              {emailChange ? VERIFY_EMAIL.emailChangeLinkInvalid : VERIFY_EMAIL.verifyLinkInvalid}
            </span>
            <span className="block">{VERIFY_EMAIL.verifyNewLinkHint}</span>
          </Alert>
          <Link to="/" className={buttonClasses('secondary', 'md', 'w-full')}>
            {VERIFY_EMAIL.goToPortal}
          </Link>
        </div>
      ) : null}
      {outcome === 'taken' ? <Alert>{VERIFY_EMAIL.emailChangeTaken}</Alert> : null}
      {outcome === 'failed' ? (
        <div className="flex flex-col gap-4">
          <Alert>{VERIFY_EMAIL.verifyFailed}</Alert>
          <Button variant="secondary" className="w-full" onClick={() => void confirm()}>
            {VERIFY_EMAIL.tryAgain}
          </Button>
        </div>
      ) : null}
    </AuthShell>
  );
}
