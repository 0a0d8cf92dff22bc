import { FIELD } from '@vendor-portal/contract/messages';
import { useOnline } from './use-online.ts';

/** Beside an action that needs the server: why it is disabled while offline. */
export function OfflineReason({ id }: { id?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p id={id} className="text-sm text-amber-900">
      {FIELD.offlineActionDisabled}
    </p>
  );
}
