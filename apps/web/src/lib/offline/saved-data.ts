import { createStore, del, get, set } from 'idb-keyval';
import type { Persister } from '@tanstack/react-query-persist-client';

// docs/architecture.md "Phone and calendar": what the vendor has opened, saved in IndexedDB for
// reading offline. One entry, marked with its vendor (the persister's buster), dropped on sign-out.

const store = () => createStore('vendor-portal-cache', 'saved');
const KEY = 'queryCache';

export const savedDataPersister: Persister = {
  persistClient: (client) => set(KEY, client, store()),
  restoreClient: () => get(KEY, store()),
  removeClient: () => del(KEY, store()),
};

/** Signing out forgets what was saved (lib/session/session-store.ts). */
export async function clearSavedData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await del(KEY, store());
}
