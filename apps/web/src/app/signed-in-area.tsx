import { useCallback, type ReactNode } from 'react';
import { useSession } from '../lib/session/session.tsx';
import { AgreementGate } from '../features/agreement/agreement-gate.tsx';
import { AccountQueryClient } from '../lib/api/account-query-client.tsx';
import { OfflineCache } from '../lib/offline/offline-cache.tsx';
import { createQueryClient } from './query-client.ts';

export { SignedInLayout } from './signed-in-layout.tsx';

/**
 * What every guarded page runs in: the vendor's query cache, which lives as long as that vendor
 * stays on guarded pages (signing out leaves them, so the next vendor starts with an empty cache;
 * see AccountQueryClient), and the vendor agreement gate unless `agreement` is false (an identity
 * still onboarding).
 */
export default function SignedInArea({ agreement, children }: { agreement: boolean; children: ReactNode }) {
  const { store } = useSession();
  const newClient = useCallback(() => createQueryClient(() => store.endedElsewhere()), [store]);
  return (
    <AccountQueryClient newClient={newClient}>
      <OfflineCache>{agreement ? <AgreementGate>{children}</AgreementGate> : children}</OfflineCache>
    </AccountQueryClient>
  );
}
