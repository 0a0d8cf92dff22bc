import { useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { SERVICES } from '@vendor-portal/contract/messages';
import { useServices, type ServiceRecord } from '../../lib/api/get-services.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { ServiceForm, type EditableService } from './service-form.tsx';
import { ServiceList } from './service-list.tsx';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; service: EditableService };
const LIST: Mode = { kind: 'list' };

/**
 * docs/product-spec.md §2 left panel, provided services: modes list, add and edit. `readOnly` (offline, issue 28
 * item 6): the saved list only, no Add and no form.
 */
export function ServicesPanel({ readOnly = false }: { readOnly?: boolean }) {
  const services = useServices();
  const [chosenMode, setMode] = useState<Mode>({ kind: 'list' });
  const mode = readOnly ? LIST : chosenMode;
  const [notices, setNotices] = useState<string[]>([]);
  // Focus returns to what opened the form (Add Service, or the service's row) when it closes (docs/ui.md).
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<string | null>(null);
  useEffect(() => {
    if (mode.kind !== 'list' || !opener.current) return;
    const target =
      panel.current?.querySelector<HTMLElement>(`[data-focus-key="${opener.current}"]`) ??
      panel.current?.querySelector<HTMLElement>('[data-focus-key="add"]');
    target?.focus();
    opener.current = null;
  }, [mode]);

  function choose(service: ServiceRecord) {
    if (service.vendorProductId === null) return setNotices([SERVICES.missingInternalId(service.productTitle)]);
    setNotices([]);
    opener.current = `service-${service.vendorProductId}`;
    setMode({ kind: 'edit', service: { ...service, vendorProductId: service.vendorProductId } });
  }

  async function afterSave(notice?: string) {
    setMode({ kind: 'list' });
    setNotices(notice ? [notice] : []);
    // docs/product-spec.md §8: the list is refreshed after every change.
    const result = await services.refetch();
    if (result.isError) setNotices((current) => [...current, SERVICES.refreshFailed]);
  }

  const title =
    mode.kind === 'add' ? SERVICES.addTitle : mode.kind === 'edit' ? SERVICES.editTitle : SERVICES.listTitle;
  return (
    <Card aria-labelledby="services-panel-title" ref={panel}>
      <CardHeader
        title={<span id="services-panel-title">{title}</span>}
        actions={
          mode.kind === 'list' && !readOnly ? (
            <Button
              data-focus-key="add"
              onClick={() => {
                setNotices([]);
                opener.current = 'add';
                setMode({ kind: 'add' });
              }}
            >
              <Plus aria-hidden="true" className="size-4" />
              {SERVICES.addService}
            </Button>
          ) : null
        }
      />
      {mode.kind === 'list' ? (
        <>
          {notices.length > 0 ? (
            <div className="flex flex-col gap-2 px-4 pt-4 sm:px-5">
              {notices.map((notice) => (
                <Alert key={notice}>{notice}</Alert>
              ))}
            </div>
          ) : null}
          {services.isPending && services.fetchStatus === 'fetching' ? (
            <LoadingState text={SERVICES.loading} />
          ) : services.isError && !services.data ? (
            <div className="px-4 py-4 sm:px-5">
              <Alert>{SERVICES.loadFailed}</Alert>
            </div>
          ) : (
            <ServiceList services={services.data ?? []} onChoose={readOnly ? undefined : choose} />
          )}
        </>
      ) : (
        <ServiceForm
          key={mode.kind === 'edit' ? mode.service.vendorProductId : 'add'}
          service={mode.kind === 'edit' ? mode.service : undefined}
          offeredProductIds={(services.data ?? []).map((s) => s.productId)}
          onSaved={(notice) => void afterSave(notice)}
          onCancel={() => setMode({ kind: 'list' })}
        />
      )}
    </Card>
  );
}
