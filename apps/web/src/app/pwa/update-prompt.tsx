import { useEffect, useState } from 'react';
import { FIELD } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';

// docs/architecture.md "Phone and calendar": the service worker, registered once the page has
// loaded (it is not part of any page's first load). A new deployment's worker waits; the vendor is
// told "A new version is available" and Reload hands over to it, so the shell is never silently stale.

/** What the prompt needs of workbox-window's Workbox (a fake in tests). */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
}

async function registerWorkbox(): Promise<UpdatableWorker | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const { Workbox } = await import('workbox-window');
  return new Workbox('/sw.js', { scope: '/' });
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export default function UpdatePrompt({
  worker = registerWorkbox,
  reload = () => window.location.reload(),
}: {
  worker?: () => Promise<UpdatableWorker | null>;
  reload?: () => void;
}) {
  const [waiting, setWaiting] = useState<UpdatableWorker | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    const start = async () => {
      const wb = await worker();
      if (!wb || cancelled) return;
      wb.addEventListener('waiting', () => setWaiting(wb));
      await wb.register();
      // A vendor keeps the app open for days: look for a new deployment now and then.
      timer = setInterval(() => void wb.update().catch(() => {}), UPDATE_CHECK_MS);
    };
    const onLoad = () => void start().catch(() => {});
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener('load', onLoad);
    };
  }, [worker]);

  if (!waiting) return null;
  const update = () => {
    waiting.addEventListener('controlling', reload);
    waiting.messageSkipWaiting();
  };
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg border border-gray-200 bg-white px-4 py-3 text-sm text-gray-900 shadow-lg"
    >
      <span>{FIELD.updateAvailable}</span>
      <Button size="sm" onClick={update}>
        {FIELD.reload}
      </Button>
    </div>
  );
}
