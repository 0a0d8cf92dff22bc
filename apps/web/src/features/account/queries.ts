import { queryOptions } from '@tanstack/react-query';
import { fetchVendorFiles } from '../../lib/api/vendor-files.ts';
import { fetchVendor } from '../../lib/session/session-store.ts';

// Server state of the Account page. Nothing loads without a token (SPEC §6). Keys carry the
// session's vendor, so after a sign-out another vendor signing in never sees cached data.

interface Scope {
  token: string | null;
  vendorId: number | null;
}

export const profileQuery = ({ token, vendorId }: Scope) =>
  queryOptions({ queryKey: ['vendor', vendorId], queryFn: () => fetchVendor(token!), enabled: Boolean(token) });

// A file's mediaUrl is a signed link valid for 15 minutes: refetch before the shown links expire.
const LINK_REFRESH_MS = 10 * 60 * 1000;

export const vendorFilesQuery = ({ token, vendorId }: Scope) =>
  queryOptions({ queryKey: ['vendorFiles', vendorId], queryFn: fetchVendorFiles, enabled: Boolean(token), refetchInterval: LINK_REFRESH_MS });
