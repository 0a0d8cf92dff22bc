import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AgreementGate } from '../features/agreement/agreement-gate.tsx';
import { ApiError } from '../lib/api-client.ts';

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
 * What every guarded page runs in: a query cache, which lives as long as the vendor stays on
 * guarded pages (signing out leaves them, so the next vendor starts with an empty cache), and the
 * vendor agreement gate unless `agreement` is false (an identity still onboarding).
 */
export default function SignedInArea({ agreement, children }: { agreement: boolean; children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{agreement ? <AgreementGate>{children}</AgreementGate> : children}</QueryClientProvider>;
}
