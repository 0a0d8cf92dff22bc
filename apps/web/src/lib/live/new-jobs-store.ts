import { useSyncExternalStore } from 'react';

// The jobs that arrived live since the vendor last looked at the Unclaimed page: highlighted on
// the page and counted on its menu entry. One per tab, like the stream that fills it.

let ids: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
const set = (next: ReadonlySet<number>) => {
  ids = next;
  for (const l of listeners) l();
};

export const newJobs = {
  add(id: number) {
    if (!ids.has(id)) set(new Set([...ids, id]));
  },
  remove(id: number) {
    if (ids.has(id)) set(new Set([...ids].filter((i) => i !== id)));
  },
  clear() {
    if (ids.size > 0) set(new Set());
  },
  get: () => ids,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const useNewJobs = (): ReadonlySet<number> => useSyncExternalStore(newJobs.subscribe, newJobs.get);
