import { ChevronRight } from 'lucide-react';
import { SERVICES } from '@vendor-portal/contract/messages';
import type { ServiceRecord } from '../../lib/api/get-services.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { cn } from '../../components/ui/cn.ts';
import { sortZipCodes } from '../../lib/zip-codes.ts';

/**
 * docs/product-spec.md §2 left panel, list mode: title plus zips sorted numerically; choosing one opens the edit view.
 * Without `onChoose` (offline, issue 28 item 6) the rows are read-only: nothing to press.
 */
export function ServiceList({
  services,
  onChoose,
}: {
  services: ServiceRecord[];
  onChoose?: (service: ServiceRecord) => void;
}) {
  if (services.length === 0) return <EmptyState title={SERVICES.empty} />;
  return (
    <ul className="divide-y divide-gray-100">
      {services.map((service) => {
        const editable = service.vendorProductId !== null;
        const key = service.vendorProductId ?? `missing-${service.productTitle}`;
        if (!onChoose)
          return (
            <li key={key} className="flex flex-col gap-1.5 px-4 py-3 sm:px-5">
              <span className="font-medium text-gray-900">{service.productTitle}</span>
              <span className="flex flex-wrap gap-1.5">
                {sortZipCodes(service.zipCodes).map((zip) => (
                  <Badge key={zip}>{zip}</Badge>
                ))}
              </span>
            </li>
          );
        return (
          <li key={key}>
            <button
              type="button"
              data-focus-key={`service-${service.vendorProductId}`}
              onClick={() => onChoose(service)}
              aria-disabled={!editable || undefined}
              className={cn(
                'flex min-h-11 w-full items-center gap-3 px-4 py-3 text-left sm:px-5',
                editable ? 'hover:bg-gray-50' : 'cursor-not-allowed opacity-60',
              )}
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1.5">
                <span className="font-medium text-gray-900">
                  {service.productTitle}
                  {editable ? null : (
                    <span className="ml-2 text-sm font-normal text-gray-600">{SERVICES.cannotBeEdited}</span>
                  )}
                </span>
                <span className="flex flex-wrap gap-1.5">
                  {sortZipCodes(service.zipCodes).map((zip) => (
                    <Badge key={zip}>{zip}</Badge>
                  ))}
                </span>
              </span>
              {editable ? <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-400" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
