import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call, type Body } from './call.ts';
import { vendorQueryOptions } from './get-vendor.ts';
import { queryKey } from './query-key.ts';

// POST /vendor (docs/product-spec.md §7), onboarding's first business-info save. (Sign-up's call, which reads
// the status, is the session's: lib/api/session/create-session-vendor.ts.) The answer becomes the
// cached vendor. The member exists from now on: its language is read again, so the language the sign-up was made
// in becomes its own (app/member-language.tsx; before, GET /api/preferences answered 404). The key is the one of
// ./preferences.ts, written here: importing that module from onboarding too made it a chunk of its own, whose name
// /login's first load then carried in its preload map (scripts/check-budgets.mjs).

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    // The business form's fields, which its schema (the same as the server's) has checked.
    mutationFn: (body: Record<string, string>) =>
      call(paths.postVendor, { body: body as Body<typeof paths.postVendor> }),
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorQueryOptions().queryKey, vendor);
      void queryClient.invalidateQueries({ queryKey: queryKey(paths.getPreferences) });
    },
  });
}
