import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { FIELD } from '@vendor-portal/contract/messages';
import { useSession } from '../session/session.tsx';
import { useOnline } from './use-online.ts';
import { noteOutbox } from './note-outbox.ts';
import { savedAt } from '../dates/dates.ts';

// docs/architecture.md "Phone and calendar": the signed-in area's query cache is saved to IndexedDB
// and restored before the pages ask for anything, so what the vendor has opened stays readable offline.

const SAVED_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export function OfflineCache({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { vendorId } = useSession();
  const persisting = vendorId !== null && typeof indexedDB !== 'undefined';
  const [restoredFor, setRestoredFor] = useState<number | null>(null);

  useEffect(() => {
    if (!persisting) return;
    let active = true;
    let unsubscribe = () => {};
    // The persister and IndexedDB come in their own chunk, after the signed-in area.
    void import('./persist.ts')
      .then(({ persistQueryClient, savedDataPersister }) => {
        if (!active) return;
        const [stop, restored] = persistQueryClient({
          // One build of TanStack Query's core for the app and another inside the persister: the same API.
          queryClient: queryClient as unknown as Parameters<typeof persistQueryClient>[0]['queryClient'],
          persister: savedDataPersister,
          // Another vendor's saved data is never restored.
          buster: `vendor-${vendorId}`,
          maxAge: SAVED_FOR_MS,
        });
        unsubscribe = stop;
        return restored;
      })
      // What was saved is for reading without a network. Online, it only fills the page while the pages ask
      // the server again: everything restored counts as stale, so a reload shows what changed since.
      .then(() => {
        if (active && navigator.onLine) void queryClient.invalidateQueries({ refetchType: 'none' });
      })
      .catch(() => {})
      .finally(() => active && setRestoredFor(vendorId));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [queryClient, vendorId, persisting]);

  if (persisting && restoredFor !== vendorId) return null;
  return (
    <>
      <OfflineBanner />
      {vendorId !== null ? <NoteSync vendorId={vendorId} /> : null}
      {children}
    </>
  );
}

/** When this device saved its copy, as docs/product-spec.md §9 writes it (lib/dates/dates.ts). */
export { savedAt };

/** When the newest data the cache holds was saved (0: nothing). */
function useNewestSaved(): number {
  const queryClient = useQueryClient();
  return Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.state.dataUpdatedAt),
  );
}

const BANNER_CLASSES =
  'fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-t border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 shadow';

// At the bottom of the screen, clear of the fixed header, wherever the vendor has scrolled.
/** "You're offline. Showing what was saved at {time}.": the newest data the cache holds. */
export function OfflineBanner() {
  const online = useOnline();
  const newest = useNewestSaved();
  if (online) return null;
  return (
    <div role="status" className={BANNER_CLASSES}>
      {newest > 0 ? FIELD.offlineBanner(savedAt(newest)) : FIELD.offlineBannerNothingSaved}
    </div>
  );
}

/**
 * Online, but the server does not answer (issue 28): "The server cannot be reached. Showing what was saved at
 * {time}.", where the offline banner goes, with a way to ask again.
 */
export function ServerUnreachableBanner({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const newest = useNewestSaved();
  return (
    <div role="status" className={BANNER_CLASSES}>
      <span>{newest > 0 ? FIELD.serverUnreachableBanner(savedAt(newest)) : FIELD.serverUnreachableNothingSaved}</span>
      <button
        type="button"
        className="min-h-11 font-semibold underline disabled:opacity-60"
        disabled={retrying}
        aria-busy={retrying || undefined}
        onClick={onRetry}
      >
        {FIELD.serverRetry}
      </button>
    </div>
  );
}

/** Sends the notes written offline when the network is back (and when the vendor's pages open). */
function NoteSync({ vendorId }: { vendorId: number }) {
  const online = useOnline();
  useEffect(() => {
    if (online) void noteOutbox.sync(vendorId);
  }, [online, vendorId]);
  return null;
}
