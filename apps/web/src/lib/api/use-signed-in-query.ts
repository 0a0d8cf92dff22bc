import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSession } from '../session/session.tsx';

/**
 * useQuery for the vendor's data: docs/product-spec.md §6, without a token nothing loads. Every endpoint hook
 * goes through here, so that rule is written once.
 */
export function useSignedInQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  enabled = true,
) {
  const { token } = useSession();
  return useQuery({ ...options, enabled: Boolean(token) && enabled });
}
