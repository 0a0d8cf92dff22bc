import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field } from './detail-field.tsx';

/** The job's customer: name, and the email and phone as links that write and call. */
export function CustomerCard({ customer }: { customer: Appointment['customer'] }) {
  const NA = APPOINTMENTS.notAvailable;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  return (
    <Card>
      <CardHeader title={APPOINTMENTS.customerHeading} />
      <CardBody>
        <dl className="flex flex-col gap-2">
          <Field label={APPOINTMENTS.nameLabel}>{name || NA}</Field>
          <Field label={APPOINTMENTS.emailLabel}>
            {customer?.email ? (
              <a className="text-brand-700 underline" href={`mailto:${customer.email}`}>
                {customer.email}
              </a>
            ) : (
              NA
            )}
          </Field>
          <Field label={APPOINTMENTS.phoneLabel}>
            {customer?.phone ? (
              <a className="text-brand-700 underline" href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>
                {customer.phone}
              </a>
            ) : (
              NA
            )}
          </Field>
        </dl>
      </CardBody>
    </Card>
  );
}
