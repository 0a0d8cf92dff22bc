import { CheckCircle2, Clock } from 'lucide-react';
import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, LIVE } from '@vendor-portal/contract/messages';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { PayLine } from '../../components/pay-line.tsx';
import { schedulingKind } from '../../lib/dates/dates.ts';
import { OfflineReason } from '../../lib/offline/offline-reason.tsx';
import { useOnline } from '../../lib/offline/use-online.ts';
import { JobFitLine, type Clash } from './job-fit.tsx';
import { serviceOf, When } from './job-parts.tsx';
import { OfferLine } from './offer-line.tsx';

/**
 * One unclaimed job: its service, time, pay, fit, address, the customer (only for a vendor that may
 * claim) and lines, and the Claim button, which becomes a marker once claimed on this visit.
 */
export function UnclaimedCard({
  item,
  clashes,
  fresh,
  canClaim,
  claimed,
  claiming,
  disabled,
  onClaim,
}: {
  item: UnclaimedItem;
  clashes: Clash[];
  fresh: boolean;
  canClaim: boolean;
  claimed: boolean;
  claiming: boolean;
  disabled: boolean;
  onClaim: (clashes: Clash[]) => void;
}) {
  const { appointment, property, customer, baseAppointment } = item;
  const online = useOnline();
  const products = appointment.appointmentDetails?.products ?? [];
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  const street = [property.street1, property.street2].filter(Boolean).join(', ');
  const place = [property.city, [property.state, property.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card
      className={cn('flex h-full flex-col', fresh && 'motion-safe:animate-slide-in ring-2 ring-brand-600')}
      data-fresh={fresh || undefined}
      data-claimed={claimed || undefined}
    >
      <CardBody className="flex flex-1 flex-col gap-3">
        {item.offer && !claimed ? (
          <OfferLine appointmentId={appointment.id} expiresAt={item.offer.expiresAt} canDecline={canClaim} />
        ) : null}
        <div className="flex items-start justify-between gap-2">
          <div>
            {fresh ? <Badge tone="success">{LIVE.newJobBadgeLabel}</Badge> : null}
            <h2 className="text-lg font-semibold text-gray-900">{serviceOf(products)}</h2>
            <When
              value={appointment.actualDateTime}
              timeZone={property.timeZone}
              kind={schedulingKind(appointment.appointmentDetails)}
            />
            <PayLine cents={appointment.payoutCents} className="mt-1" />
          </div>
          <Badge tone="brand" className="shrink-0 gap-1">
            <Clock aria-hidden="true" className="size-3" />
            {APPOINTMENTS.lengthBadge(baseAppointment.appointmentLength)}
          </Badge>
        </div>
        <JobFitLine fit={item.fit} clashes={clashes} />
        <address className="text-sm not-italic text-gray-800">
          {property.title ? <span className="block font-medium">{property.title}</span> : null}
          {street ? <span className="block">{street}</span> : null}
          <span className="block">{place}</span>
        </address>
        {/* The server blanks customer data for a vendor that may not claim: no empty labels then. */}
        {canClaim ? (
          <div className="text-sm text-gray-800">
            <span className="block font-medium">{name || APPOINTMENTS.notAvailable}</span>
            <span className="block break-all">{customer.email || APPOINTMENTS.notAvailable}</span>
          </div>
        ) : null}
        <ul className="flex flex-col gap-1 border-t border-gray-100 pt-2 text-sm text-gray-800">
          {products.flatMap((product) =>
            product.prices.map((price) => (
              <li key={`${product.id}-${price.id}`}>
                {price.title}
                {price.quantity > 1 ? (
                  <span className="text-gray-600"> {APPOINTMENTS.quantitySuffix(price.quantity)}</span>
                ) : null}
              </li>
            )),
          )}
        </ul>
        {claimed ? (
          // Where the button was, the same size and not a control: a second tap lands here and does nothing.
          <p className="mt-auto flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 text-sm font-semibold text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {APPOINTMENTS.claimedMarker}
          </p>
        ) : canClaim ? (
          <>
            <Button
              className="mt-auto w-full"
              busy={claiming}
              disabled={disabled || !online}
              onClick={() => onClaim(clashes)}
            >
              {APPOINTMENTS.claim}
            </Button>
            <OfflineReason />
          </>
        ) : null}
      </CardBody>
    </Card>
  );
}
