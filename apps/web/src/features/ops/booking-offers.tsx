import { useDeferredValue, useState } from 'react';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import { offerForm, type OfferForm, type OfferFormValues } from '@vendor-portal/contract/offers';
import { OFFERS_CONSOLE } from '@vendor-portal/contract/messages';
import { FormOutcome, useContractForm } from '../../components/form.tsx';
import { BookingActionForm } from './booking-action-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { consoleInstant } from '../../lib/dates/dates.ts';
import { useOfferOpsBooking } from './api/offer-ops-booking.ts';
import { useOpsVendors } from './api/get-ops-vendors.ts';
import { useStaffMay } from './use-staff-role.ts';

// docs/architecture.md "Availability and dispatch", offers: each booking's offers with their state (offered to whom
// and until when, declined, ran out, claimed), and for an unclaimed one that no offer holds, the form to offer it
// to one company (reviewer and admin: STAFF_CAPABILITIES.offer). Times are the property's, as the booking's are.

type Offer = NonNullable<OpsAppointment['offers']>[number];

function offerText(o: Offer, timeZone: string): string {
  const at = (iso: string | null) => consoleInstant(iso, timeZone);
  if (o.state === 'offered') return OFFERS_CONSOLE.offerState.offered(o.vendorTitle, at(o.expiresAt));
  if (o.state === 'declined') return OFFERS_CONSOLE.offerState.declined(o.vendorTitle, at(o.declinedAt));
  if (o.state === 'expired') return OFFERS_CONSOLE.offerState.expired(o.vendorTitle, at(o.expiresAt));
  return OFFERS_CONSOLE.offerState.claimed(o.vendorTitle);
}

export function BookingOffers({ appointment: a }: { appointment: OpsAppointment }) {
  const mayOffer = useStaffMay('offer');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  const offers = a.offers ?? [];
  const held = offers.some((o) => o.state === 'offered');
  const offerable = mayOffer && !a.vendor && !a.completedAt && !a.cancelledAt && !held;
  if (offers.length === 0 && !offerable && !done) return null;
  return (
    <div className="flex w-full min-w-0 flex-col gap-2 sm:items-end">
      {offers.length > 0 ? (
        <section aria-label={OFFERS_CONSOLE.offersTitle} className="text-sm sm:text-right">
          <p className="font-medium text-gray-900">{OFFERS_CONSOLE.offersTitle}</p>
          <ul className="text-gray-700" data-testid={`offers-${a.id}`}>
            {offers.map((o) => (
              <li key={o.id} data-state={o.state}>
                {offerText(o, a.property.timeZone)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Said until the list, read again, holds the new offer: then it is listed once (issue 54 item 21). */}
      <FormOutcome outcome={done && !held ? { ok: true, text: done } : null} />
      {offerable && !open ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setDone('');
            setOpen(true);
          }}
        >
          {OFFERS_CONSOLE.offerOpen}
        </Button>
      ) : null}
      {offerable && open ? (
        <OfferJobForm
          appointment={a}
          onClose={(message) => {
            setDone(message);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

function OfferJobForm({ appointment: a, onClose }: { appointment: OpsAppointment; onClose: (done: string) => void }) {
  const [search, setSearch] = useState('');
  // Approved companies only: the others may not claim (the server says so too, with the reason).
  const vendors = useOpsVendors({ reviewStatus: 'approved', q: useDeferredValue(search) }).data?.data ?? [];
  const offer = useOfferOpsBooking();
  const form = useContractForm<OfferFormValues, OfferForm>({
    schema: offerForm,
    defaultValues: { vendorId: '', minutes: '30' },
    submit: async (values) => {
      const answer = await offer.mutateAsync({ id: a.id, body: values });
      const company = vendors.find((v) => v.id === values.vendorId)?.title ?? String(values.vendorId);
      onClose(OFFERS_CONSOLE.offerDone(company, consoleInstant(answer.expiresAt, a.property.timeZone)));
      return undefined;
    },
    failure: (err) =>
      OFFERS_CONSOLE.offerFailed(errorText(err, { fallback: orStatus(OFFERS_CONSOLE.offerFailed('')) })),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <BookingActionForm
      form={form}
      id={`offer-${a.id}`}
      title={OFFERS_CONSOLE.offerFormTitle(`${a.customer.firstName} ${a.customer.lastName}`)}
      outcome={form.outcome}
      busy={form.busy}
      submitLabel={OFFERS_CONSOLE.offerSend}
      closeLabel={OFFERS_CONSOLE.offerClose}
      onClose={() => onClose('')}
    >
      <TextField
        label={OFFERS_CONSOLE.offerCompanySearch}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <SelectField label={OFFERS_CONSOLE.offerCompany} error={errors.vendorId?.message} {...register('vendorId')}>
        <option value="">{OFFERS_CONSOLE.offerCompanyPick}</option>
        {vendors.map((v) => (
          <option key={v.id} value={String(v.id)}>
            {v.title}
          </option>
        ))}
      </SelectField>
      <TextField
        label={OFFERS_CONSOLE.offerMinutesLabel}
        type="number"
        min={5}
        max={1440}
        inputMode="numeric"
        error={errors.minutes?.message}
        {...register('minutes')}
      />
    </BookingActionForm>
  );
}
