import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, FIELD } from '@vendor-portal/contract/messages';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field } from './detail-field.tsx';

/** The job's property: its name, its address with a link for directions, its time zone. */
export function PropertyCard({ property }: { property: Appointment['property'] }) {
  const NA = APPOINTMENTS.notAvailable;
  const address = [
    property?.street1,
    property?.street2,
    [property?.city, [property?.state, property?.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Card>
      <CardHeader title={APPOINTMENTS.propertyHeading} />
      <CardBody>
        <dl className="flex flex-col gap-2">
          <Field label={APPOINTMENTS.nameLabel}>{property?.title || NA}</Field>
          <Field label={APPOINTMENTS.addressLabel}>
            {address || NA}
            {address ? (
              <a
                className="ml-2 text-brand-700 underline"
                href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {FIELD.directions}
              </a>
            ) : null}
          </Field>
          <Field label={APPOINTMENTS.timeZoneLabel}>{property?.timeZone || NA}</Field>
        </dl>
      </CardBody>
    </Card>
  );
}
