// Not an entry of the table: its path is configuration (VITE_TOKEN_SYNC_PATH, apps/api TOKEN_SYNC_PATH).
// eslint-disable-next-line client-data/route-paths
import { apiRequest } from '../api-client.ts';

/** Optional same-origin token sync (docs/product-spec.md §7): POST with the token, DELETE when there is none. */
export function tokenSync(path: string | undefined) {
  if (!path) return undefined;
  return async (token: string | null) => {
    try {
      await apiRequest(path, { base: '', method: token ? 'POST' : 'DELETE', token });
    } catch {
      /* best effort */
    }
  };
}
