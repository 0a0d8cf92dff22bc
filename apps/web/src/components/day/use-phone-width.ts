import { useSyncExternalStore } from 'react';

// The day at a glance is the phone's view of today: on wider screens the three columns already show the
// day side by side. Below Tailwind's `md` (768 px), as the columns stack.
const PHONE = '(max-width: 767px)';

const query = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE) : null);

export function usePhoneWidth(): boolean {
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
