import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';
import { agreementQueryOptions, type AgreementCheck } from './get-agreement.ts';

// POST /signedDocument?documentId, no body (docs/product-spec.md §7). After it succeeds the overlay closes (§4).

function signAgreement(token: string, documentId: number): Promise<unknown> {
  return call(paths.postSignedDocument, { query: { documentId }, token });
}

export function useSignAgreement(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => signAgreement(token!, documentId),
    onSuccess: () =>
      queryClient.setQueryData<AgreementCheck>(agreementQueryOptions(token).queryKey, { required: false }),
  });
}
