import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LegalDocument } from '@vendor-portal/contract/legal';
import { api } from '../../../lib/api/api-client.ts';
import { opsAgreementQueryOptions } from './get-ops-agreement.ts';

// POST /api/ops/agreement (docs/architecture.md "Staff and review"): a new version in effect now;
// every vendor signs it again.

export const publishAgreement = (contentMarkdown: string) =>
  api.post<LegalDocument>('/ops/agreement', { contentMarkdown }, { idempotent: true });

export function usePublishAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsAgreementQueryOptions().queryKey }),
  });
}
