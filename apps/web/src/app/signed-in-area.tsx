import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AgreementGate } from '../features/agreement/agreement-gate.tsx';
import { ApiError } from '../lib/api-client.ts';
import { AccountQueryClient } from '../lib/api/account-query-client.tsx';

export { SignedInLayout } from './signed-in-layout.tsx';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // Client errors (404, 401, 400) will not change by retrying.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

/**
 * What every guarded page runs in: the vendor's query cache, which lives as long as that vendor
 * stays on guarded pages (signing out leaves them, so the next vendor starts with an empty cache;
 * see AccountQueryClient), and the vendor agreement gate unless `agreement` is false (an identity
 * still onboarding).
 */
export default function SignedInArea({ agreement, children }: { agreement: boolean; children: ReactNode }) {
  return (
    <AccountQueryClient newClient={createQueryClient}>
      {agreement ? <AgreementGate>{children}</AgreementGate> : children}
    </AccountQueryClient>
  );
}
