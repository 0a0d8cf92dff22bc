import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ELIGIBILITY_CODES } from '@vendor-portal/contract/eligibility';
import { ApiError } from '../lib/api/api-client.ts';
import { recheckAgreement } from '../lib/api/agreement-key.ts';

// A literal keeps the contract's zod schemas out of the signed-in area's chunk.
const AGREEMENT_REQUIRED: typeof ELIGIBILITY_CODES.agreementRequired = 'agreement-required';

/**
 * The signed-in area's query cache (app/signed-in-area.tsx), one per vendor. `onUnauthenticated` runs when any
 * call is answered 401: the session has ended (signed out elsewhere, password reset), so the tab signs out
 * instead of showing failed loads as if they were empty data.
 */
export function createQueryClient(onUnauthenticated?: () => void): QueryClient {
  // docs/architecture.md "Who may claim (built)": any call refused with 403 agreement-required (a
  // new version published while signed in) re-checks the agreement, so the gate shows again
  // without a reload. One place for every query and mutation of the signed-in area.
  const onError = (err: unknown) => {
    if (err instanceof ApiError && err.status === 403 && err.code === AGREEMENT_REQUIRED) void recheckAgreement(client);
    if (err instanceof ApiError && err.status === 401) onUnauthenticated?.();
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept for a day, so what the vendor opened is still saved for offline reading (lib/offline/).
        gcTime: 24 * 60 * 60 * 1000,
        refetchOnWindowFocus: true,
        // Client errors (404, 401, 400) will not change by retrying.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
  return client;
}
