import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { hasCode, isRefusal, isUnauthenticated } from '../lib/errors/parse-error.ts';
import { recheckAgreement } from '../lib/api/agreement-key.ts';

/**
 * The signed-in area's query cache (app/signed-in-area.tsx), one per vendor. `onUnauthenticated` runs when any
 * call is refused as unauthenticated (401): the session has ended (signed out elsewhere, password reset), so the tab signs out
 * instead of showing failed loads as if they were empty data.
 */
export function createQueryClient(onUnauthenticated?: () => void): QueryClient {
  // docs/architecture.md "Who may claim": any call refused with 403 agreement-required (a
  // new version published while signed in) re-checks the agreement, so the gate shows again
  // without a reload. One place for every query and mutation of the signed-in area.
  const onError = (err: unknown) => {
    if (hasCode(err, 'agreement-required')) void recheckAgreement(client);
    if (isUnauthenticated(err)) onUnauthenticated?.();
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
        retry: (count, err) => !isRefusal(err) && count < 2,
      },
    },
  });
  return client;
}
