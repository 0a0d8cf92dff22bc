import { queryOptions } from '@tanstack/react-query';
import type { LegalDocument } from '@vendor-portal/contract/legal';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// GET /api/ops/agreement (docs/architecture.md "Staff and review"): the vendor agreement in effect and
// every version with its signatures.

export interface OpsAgreement {
  data: LegalDocument | null;
  versions: { id: number; effectiveDate: string | null; createdAt: string; signatures: number }[];
}

const fetchOpsAgreement = () => call(paths.getOpsAgreement);

export const opsAgreementQueryOptions = () => queryOptions({ queryKey: ['opsAgreement'], queryFn: fetchOpsAgreement });

export const useOpsAgreement = () => useSignedInQuery(opsAgreementQueryOptions());
