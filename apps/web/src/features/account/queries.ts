import { queryOptions } from '@tanstack/react-query';
import { fetchVendorFiles } from '../../lib/api/vendor-files.ts';
import { fetchVendor } from '../../lib/session/session-store.ts';

// Server state of the Account page. Nothing loads without a token (SPEC §6).

export const profileQuery = (token: string | null) =>
  queryOptions({ queryKey: ['vendor'], queryFn: () => fetchVendor(token!), enabled: Boolean(token) });

// A file's mediaUrl is a signed link valid for 15 minutes: refetch before the shown links expire.
const LINK_REFRESH_MS = 10 * 60 * 1000;

export const vendorFilesQuery = (token: string | null) =>
  queryOptions({ queryKey: ['vendorFiles'], queryFn: fetchVendorFiles, enabled: Boolean(token), refetchInterval: LINK_REFRESH_MS });
