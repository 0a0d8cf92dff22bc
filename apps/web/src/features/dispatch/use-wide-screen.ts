import { useSyncExternalStore } from 'react';

// The dispatch board is a time grid from Tailwind's `lg` (1024 px): below it, a list per member that never
// scrolls sideways (a phone, a narrow window). Without matchMedia (a test's DOM), the list.
const WIDE = '(min-width: 1024px)';

const query = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(WIDE) : null);

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const q = query();
      q?.addEventListener('change', onChange);
      return () => q?.removeEventListener('change', onChange);
    },
    () => query()?.matches ?? false,
    () => false,
  );
}
