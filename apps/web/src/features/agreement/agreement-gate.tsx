import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { AUTH } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { ErrorText } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDateIn } from '../../lib/dates/dates.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useLanguage } from '../../lib/i18n/language.ts';
import { useAgreementCheck } from './api/get-agreement.ts';
import { useSignAgreement } from './api/sign-agreement.ts';
import { ServerUnreachableBanner } from '../../lib/offline/offline-cache.tsx';
import { AGREEMENT_TEXT_CLASSES } from '../../components/markdown/markdown-classes.ts';

const AgreementMarkdown = lazy(() => import('../../components/markdown/agreement-markdown.tsx'));

// docs/product-spec.md §2 Vendor agreement gate, §4 Vendor agreement, §5 Agreement, §8 Session and agreement.
export function AgreementGate({ children }: { children: ReactNode }) {
  useLanguage(); // its chrome re-renders in a new language at once (issue 46)
  const { token, store } = useSession();
  const check = useAgreementCheck(token);
  const sign = useSignAgreement(token);
  // A vendor who does not agree can leave: the overlay offers Sign Out beside I Agree (the route guard then
  // shows /login).
  const signOut = () => void store.signOut();

  if (!token) return <Overlay error={AUTH.tokenNotFound} />;
  if (check.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center gap-3 text-gray-700">
        <Spinner className="text-brand-700" />
        <p role="status">{AUTH.loading}</p>
      </div>
    );
  }
  const retry = () => void check.refetch();
  // Blocked only when the gate knows: a check that fails with nothing known before (saved on this device, or read
  // earlier in this visit) says so; one that fails after an answer keeps that answer (issue 28).
  if (check.isError && !check.data)
    return <Overlay error={AUTH.agreementCheckFailed} onRetry={retry} retrying={check.isFetching} />;
  const document = check.data.required ? check.data.document : null;
  // One tree whether or not the overlay shows, so closing it does not remount the page.
  return (
    <>
      {check.isError && !document ? <ServerUnreachableBanner onRetry={retry} retrying={check.isFetching} /> : null}
      <div inert={Boolean(document)}>{children}</div>
      {document ? (
        <Overlay
          markdown={document.contentMarkdown}
          effectiveDate={document.effectiveDate}
          onSignOut={signOut}
          error={sign.isError ? AUTH.agreementUpdateFailed : null}
          onAgree={() => sign.mutate(document.id)}
          agreeing={sign.isPending}
        />
      ) : null}
    </>
  );
}

interface OverlayProps {
  markdown?: string;
  effectiveDate?: string | null;
  onSignOut?: () => void;
  error?: string | null;
  onAgree?: () => void;
  agreeing?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}

/** The full-screen overlay: the app behind it is inert, so focus stays inside (docs/ui.md). */
function Overlay({ markdown, effectiveDate, onSignOut, error, onAgree, agreeing, onRetry, retrying }: OverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-stretch justify-center bg-gray-900/60 sm:items-center sm:p-6">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="agreement-title"
        tabIndex={-1}
        className="flex max-h-dvh w-full flex-col bg-white shadow-xl outline-none sm:max-h-[90dvh] sm:max-w-2xl sm:rounded-xl"
      >
        <h2
          id="agreement-title"
          className="border-b border-gray-200 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-gray-600"
        >
          {AUTH.agreementTitle}
        </h2>
        {effectiveDate ? (
          <p className="px-5 pt-3 text-sm text-gray-600">
            {AUTH.agreementEffective(formatDateIn(effectiveDate, undefined, 'date'))}
          </p>
        ) : null}
        <div className={`${AGREEMENT_TEXT_CLASSES} flex-1 overflow-y-auto px-5 py-4`}>
          {markdown === undefined ? null : markdown.trim() ? (
            <Suspense fallback={<p role="status">{AUTH.loading}</p>}>
              <AgreementMarkdown source={markdown} />
            </Suspense>
          ) : (
            <p>{AUTH.agreementNotFound}</p>
          )}
        </div>
        <div className="flex flex-col gap-3 border-t border-gray-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-end">
          <ErrorText className="sm:mr-auto">{error}</ErrorText>
          {onRetry ? (
            <Button variant="secondary" busy={retrying} onClick={onRetry}>
              {AUTH.tryAgain}
            </Button>
          ) : null}
          {onSignOut ? (
            <Button variant="secondary" onClick={onSignOut}>
              {AUTH.signOut}
            </Button>
          ) : null}
          {onAgree ? (
            <Button busy={agreeing} onClick={onAgree}>
              {AUTH.agreeButton}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
