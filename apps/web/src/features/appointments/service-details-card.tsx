import type { Appointment } from '@vendor-portal/contract/appointments';
import { APPOINTMENTS, EARNINGS, VISIT } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Field } from './detail-field.tsx';
import { showsPriceSection } from './logic.ts';

/** What the job is: each service's lines with their quantity and pay, the duration and the total pay. */
export function ServiceDetailsCard({ appointment }: { appointment: Appointment }) {
  const { appointmentDetails } = appointment;
  if (appointmentDetails.products.length === 0) return null;
  return (
    <Card>
      <CardHeader title={APPOINTMENTS.serviceDetailsHeading} />
      <CardBody className="flex flex-col gap-3">
        {appointmentDetails.products.map((product) => (
          <div key={product.id}>
            <h3 className="font-semibold text-gray-900">{product.title}</h3>
            <ul className="mt-1 flex flex-col gap-1">
              {product.prices.map((price) => (
                <li key={price.id} className="flex flex-wrap justify-between gap-2 text-sm text-gray-800">
                  <span>
                    {price.title}
                    {price.section && showsPriceSection(product.title) ? (
                      <span className="text-gray-600"> ({price.section})</span>
                    ) : null}
                  </span>
                  <span>
                    {APPOINTMENTS.quantityLabel}: {price.quantity}
                    {price.payoutCents === undefined ? null : (
                      <span className="ml-3 tabular-nums">{formatCents(price.payoutCents)}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <dl>
          <Field label={APPOINTMENTS.durationLabel}>{APPOINTMENTS.minutes(appointmentDetails.duration)}</Field>
          {/* No pay in the answer: the owner keeps pay from the crew (team settings). A no-show earns its
              frozen no-show pay instead of the job's (docs/features.md "The visit"). */}
          {appointment.payoutCents === undefined ? null : appointment.outcome === 'no-show' &&
            appointment.noShowCents !== undefined ? (
            <Field label={VISIT.noShowPayLabel}>
              <span className="font-semibold tabular-nums">{formatCents(appointment.noShowCents)}</span>
            </Field>
          ) : (
            <Field label={EARNINGS.payLabel}>
              <span className="font-semibold tabular-nums">{formatCents(appointment.payoutCents)}</span>
            </Field>
          )}
        </dl>
      </CardBody>
    </Card>
  );
}
