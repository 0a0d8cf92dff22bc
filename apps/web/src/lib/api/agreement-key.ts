/**
 * The vendor agreement check's query key (features/agreement/api/get-agreement.ts). Invalidating
 * it re-checks the signed document, so the gate shows again when the agreement is required
 * (docs/product-spec.md §4 Vendor agreement; docs/architecture.md "Who may claim (built)").
 */
export const agreementQueryKey = ['vendor-agreement'] as const;
