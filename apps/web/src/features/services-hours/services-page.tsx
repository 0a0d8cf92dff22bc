import { SERVICES } from '@vendor-portal/contract/messages';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { HoursPanel } from './hours-panel.tsx';
import { ServicesPanel } from './services-panel.tsx';

/** docs/product-spec.md §2 Services & Hours (/services): provided services on the left, business hours on the right. */
export function ServicesPage() {
  return (
    <>
      <PageHeader title={SERVICES.pageTitle} />
      <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
        <ServicesPanel />
        <HoursPanel />
      </div>
    </>
  );
}
