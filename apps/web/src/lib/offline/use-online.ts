import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// TanStack Query pauses queries and mutations while offline; its online manager only learns of
// changes from events, so a page opened without a network starts from the browser's own answer.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/** Whether the browser has a network (docs/architecture.md "Phone and calendar"). */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
}
