import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { opsAgreementQueryOptions } from './get-ops-agreement.ts';

// POST /api/ops/agreement (docs/architecture.md "Staff and review"): a new version in effect now;
// every vendor signs it again.

const publishAgreement = (contentMarkdown: string) => call(paths.postOpsAgreement, { body: { contentMarkdown } });

export function usePublishAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsAgreementQueryOptions().queryKey }),
  });
}
