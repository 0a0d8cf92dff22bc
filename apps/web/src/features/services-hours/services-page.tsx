import { SERVICES } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useServices } from '../../lib/api/get-services.ts';
import { vendorHoursQueryOptions } from '../../lib/api/get-vendor-hours.ts';
import { useSignedInQuery } from '../../lib/api/use-signed-in-query.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { HoursPanel } from './hours-panel.tsx';
import { ServicesPanel } from './services-panel.tsx';
import { CompanyCalendars, CompanyTimeOff } from './company-time-off.tsx';

/** docs/product-spec.md §2 Services & Hours (/services): provided services on the left, business hours on the right. */
export function ServicesPage() {
  const online = useOnline();
  const services = useServices();
  const hours = useSignedInQuery(vendorHoursQueryOptions());
  // Issue 28: offline, what was saved on this device shows; with nothing saved, the page says it needs a
  // connection instead of "No services added yet." for a vendor that has services.
  const nothingSaved = !online && (services.data === undefined || hours.data === undefined);
  return (
    <>
      <PageHeader title={SERVICES.pageTitle} />
      {nothingSaved ? (
        <Alert tone="warning">{SERVICES.needsConnection}</Alert>
      ) : (
        <div className="flex flex-col gap-4">
          {/* Issue 28 item 6: offline, the saved services and hours read-only, never a form that fails on save. */}
          {online ? null : <Alert tone="info">{SERVICES.offlineReadOnly}</Alert>}
          <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
            <ServicesPanel readOnly={!online} />
            <HoursPanel readOnly={!online} />
          </div>
          <CompanyTimeOff readOnly={!online} />
          <CompanyCalendars readOnly={!online} />
        </div>
      )}
    </>
  );
}
