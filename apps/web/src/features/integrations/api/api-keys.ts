import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyBody } from '@vendor-portal/contract/api-keys';
import * as paths from '@vendor-portal/contract/routes/paths';
import { unwrapList } from '../../../lib/api/api-client.ts';
import { call } from '../../../lib/api/call.ts';
import { queryKey } from '../../../lib/api/query-key.ts';
import { useSignedInQuery } from '../../../lib/api/use-signed-in-query.ts';

// docs/architecture.md "Partners": the owner's API keys, GET / POST / DELETE /api/apiKeys. Making or deleting one
// reads the list again.

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(paths.getApiKeys),
    queryFn: async () => unwrapList<ApiKey>(await call(paths.getApiKeys)) ?? [],
  });

export const useApiKeys = () => useSignedInQuery(apiKeysQueryOptions());

function useKeyChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}

export const useCreateApiKey = () => useKeyChange((body: CreateApiKeyBody) => call(paths.postApiKeys, { body }));
export const useDeleteApiKey = () => useKeyChange((id: number) => call(paths.deleteApiKeysById, { params: { id } }));
