import type { LegalDocument, VENDOR_AGREEMENT } from '@vendor-portal/contract/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { hasCode } from '../../../lib/errors/parse-error.ts';
import { agreementQueryKey } from '../../../lib/api/agreement-key.ts';

// docs/product-spec.md §7 GET /legalDocument and GET /signedDocument; §4 Vendor agreement.

// A literal here keeps the contract's zod schemas out of the signed-in area's chunk.
const DOCUMENT_TYPE: typeof VENDOR_AGREEMENT = 'vendor_agreement';

export type AgreementCheck = { required: false } | { required: true; document: LegalDocument };

/** docs/product-spec.md §4: required with no signed record, no effective date, or a signature older than it. */
export function signingRequired(document: Pick<LegalDocument, 'effectiveDate'>, signedDate: string | null): boolean {
  if (!signedDate || !document.effectiveDate) return true;
  return Date.parse(signedDate) < Date.parse(document.effectiveDate);
}

const notFound = (err: unknown) => hasCode(err, 'not-found');

async function checkAgreement(token: string): Promise<AgreementCheck> {
  let document: LegalDocument;
  try {
    // docs/product-spec.md §6: the legal-document fetch carries no token.
    document = await call(paths.getLegalDocument, { query: { documentType: DOCUMENT_TYPE }, token: null });
  } catch (err) {
    // No agreement in effect: there is nothing to sign, so nothing blocks the vendor.
    if (notFound(err)) return { required: false };
    throw err;
  }
  let signedDate: string | null = null;
  try {
    signedDate =
      (await call(paths.getSignedDocument, { query: { documentId: document.id }, token })).signedDate ?? null;
  } catch (err) {
    if (!notFound(err)) throw err;
  }
  return signingRequired(document, signedDate) ? { required: true, document } : { required: false };
}

/**
 * Keyed by the agreement alone: the token is not in the key, so the 50-minute token refresh does
 * not re-check, and the cache belongs to one signed-in vendor (app/signed-in-area.tsx).
 */
export const agreementQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: agreementQueryKey, queryFn: () => checkAgreement(token!), enabled: Boolean(token) });

/** The gate's check; not through useSignedInQuery, as the gate shows its own text without a token. */
export const useAgreementCheck = (token: string | null) => useQuery(agreementQueryOptions(token));
