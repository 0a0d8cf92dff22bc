import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * The vendor agreement check's query key (features/agreement/api/get-agreement.ts). Invalidating
 * it re-checks the signed document, so the gate shows again when the agreement is required
 * (docs/product-spec.md §4 Vendor agreement; docs/architecture.md "Who may claim").
 */
export const agreementQueryKey = ['vendor-agreement'] as const;

/** Re-checks the agreement: the gate shows again if it is required. */
export const recheckAgreement = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: agreementQueryKey });

/** recheckAgreement for a component (the Unclaimed page's "accept the agreement" button). */
export function useRecheckAgreement() {
  const queryClient = useQueryClient();
  return () => recheckAgreement(queryClient);
}
