import { Link } from 'react-router';
import type { NearbyItem } from '@vendor-portal/contract/eligibility';
import { TRUST } from '@vendor-portal/contract/messages';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { PayLine } from '../../components/pay-line.tsx';
import { JobHead, serviceOf, When } from './job-parts.tsx';

/**
 * Jobs near the vendor that need a service it does not offer (issue 29): what each pays and what to add
 * to claim it, with a link to Services.
 */
export function NearbyJobs({ items }: { items: NearbyItem[] }) {
  return (
    <section aria-labelledby="nearby-title" className="flex flex-col gap-3 pt-2">
      <div>
        <h2 id="nearby-title" className="text-lg font-semibold text-gray-900">
          {TRUST.nearbyTitle}
        </h2>
        <p className="text-sm text-gray-700">{TRUST.nearbyIntro}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => {
          const needs = item.missingProducts.map((p) => p.title).join(', ');
          return (
            <li key={item.appointmentId}>
              <Card className="flex h-full flex-col">
                <CardBody className="flex flex-1 flex-col gap-3">
                  <JobHead
                    service={serviceOf(item.products)}
                    when={<When value={item.actualDateTime} timeZone={item.timeZone} kind={item.schedulingKind} />}
                    length={item.appointmentLength}
                  />
                  <p className="text-sm text-gray-800">{[item.city, item.zipCode].filter(Boolean).join(', ')}</p>
                  <PayLine cents={item.payoutCents} />
                  <p className="text-sm font-medium text-gray-900">{TRUST.nearbyNeeds(needs)}</p>
                  <Link to="/services" className={buttonClasses('secondary', 'md', 'mt-auto w-full text-center')}>
                    {TRUST.addServiceFor(needs)}
                  </Link>
                </CardBody>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
