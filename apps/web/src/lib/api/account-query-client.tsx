import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSession } from '../session/session.tsx';

/** Another value where one was known: null (not known yet, or signed out) is no other account. */
const replaced = <T,>(known: T | null, now: T | null) => known !== null && now !== null && known !== now;

/**
 * The query cache of one signed-in vendor. Query keys hold no token and no vendor, so the cache
 * itself is what keeps one vendor's data from another: signing out leaves the signed-in area
 * (app/signed-in-area.tsx), which drops it; another account appearing without that (another
 * email or vendorId than the last known) gets a fresh cache, and the pages under it start over.
 * An identity that creates its vendor (vendorId null → id) stays the same account.
 */
export function AccountQueryClient({ newClient, children }: { newClient: () => QueryClient; children: ReactNode }) {
  const session = useSession();
  const [scope, setScope] = useState(() => ({
    email: session.email,
    vendorId: session.vendorId,
    client: newClient(),
    generation: 0,
  }));
  const email = session.email ?? scope.email;
  const vendorId = session.vendorId ?? scope.vendorId;
  if (scope.email !== email || scope.vendorId !== vendorId) {
    const otherAccount = replaced(scope.email, email) || replaced(scope.vendorId, vendorId);
    setScope(
      otherAccount
        ? { email, vendorId, client: newClient(), generation: scope.generation + 1 }
        : { ...scope, email, vendorId },
    );
  }
  return (
    <QueryClientProvider key={scope.generation} client={scope.client}>
      {children}
    </QueryClientProvider>
  );
}
