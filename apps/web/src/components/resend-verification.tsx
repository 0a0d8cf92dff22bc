import { VERIFY_EMAIL } from '@vendor-portal/contract/messages';
import { Button } from './ui/button.tsx';
import { errorText } from '../lib/errors/error-text.ts';
import { useSendEmailVerification } from '../lib/api/send-email-verification.ts';

/** POST /auth/email-verification: a success text, or the server's message (429: too often). */
export function ResendVerification({ className }: { className?: string }) {
  const resend = useSendEmailVerification();
  return (
    <div className={className ?? 'flex shrink-0 flex-col gap-1 sm:items-end'}>
      <Button variant="secondary" busy={resend.isPending} disabled={resend.isPending} onClick={() => resend.mutate()}>
        {VERIFY_EMAIL.resendVerification}
      </Button>
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-green-800">
          {VERIFY_EMAIL.verificationSent}
        </p>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(resend.error, {
            codes: { 'network-error': VERIFY_EMAIL.verifyFailed, 'not-an-api-error': VERIFY_EMAIL.verifyFailed },
            fallback: VERIFY_EMAIL.verifyFailed,
          })}
        </p>
      ) : null}
    </div>
  );
}
