import { useCallback, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session/session.tsx';
import { AgreementGate } from '../features/agreement/agreement-gate.tsx';
import { AccountQueryClient } from '../lib/api/account-query-client.tsx';
import { OfflineCache } from '../lib/offline/offline-cache.tsx';
import { createQueryClient } from './query-client.ts';
import { useMay } from '../lib/roles/role-access.ts';
import { MemberLanguage } from './member-language.tsx';

export { SignedInLayout } from './signed-in-layout.tsx';

/**
 * What every guarded page runs in: the vendor's query cache, which lives as long as that vendor
 * stays on guarded pages (signing out leaves them, so the next vendor starts with an empty cache;
 * see AccountQueryClient), and the vendor agreement gate unless `agreement` is false (an identity
 * still onboarding). The agreement is signed by the owner for the company: other members are not asked, and
 * the company's setup (onboarding) is the owner's and the office's (docs/features.md "A company with a crew").
 */
export default function SignedInArea({ agreement, children }: { agreement: boolean; children: ReactNode }) {
  const { store } = useSession();
  const { pathname } = useLocation();
  const signs = useMay('signAgreement');
  const setsUp = useMay('setup');
  const newClient = useCallback(() => createQueryClient(() => store.endedElsewhere()), [store]);
  if (pathname === '/onboarding' && !setsUp) return <Navigate to="/" replace />;
  return (
    <AccountQueryClient newClient={newClient}>
      <MemberLanguage />
      <OfflineCache>{agreement && signs ? <AgreementGate>{children}</AgreementGate> : children}</OfflineCache>
    </AccountQueryClient>
  );
}
