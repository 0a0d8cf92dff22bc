import { useFieldArray } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { TZDate } from '@date-fns/tz';
import { useEffect, type ChangeEvent } from 'react';
import { ALLOWED_TIME_ZONES } from '@vendor-portal/contract/constants';
import { formatPhone } from '@vendor-portal/contract/field-rules';
import { schedulingKind } from '@vendor-portal/contract/scheduling-kind';
import {
  opsBookingForm,
  type OpsBookingForm,
  type OpsBookingFormValues,
  type OpsCreateAppointmentBody,
} from '@vendor-portal/contract/ops/marketplace';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@vendor-portal/contract/i18n';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n/language-names.ts';
import { useCreateOpsAppointment } from './api/create-ops-appointment.ts';
import { useOpsProducts } from './api/get-ops-products.ts';
import { useOpsVendors } from './api/get-ops-vendors.ts';

type TextName = Exclude<keyof OpsBookingFormValues, 'timeZone' | 'lines' | 'vendorId' | 'dateOnly' | 'language'>;
const NO_LINE = { productId: '', priceId: '', quantity: '1' };
const EMPTY: OpsBookingFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  language: DEFAULT_LANGUAGE,
  title: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zipCode: '',
  timeZone: ALLOWED_TIME_ZONES[0],
  date: '',
  time: '',
  dateOnly: false,
  duration: '60',
  lines: [NO_LINE],
  vendorId: '',
};

/**
 * The request body: the date and time are the property's wall clock, in the property's zone. A
 * date-only booking has no time: noon keeps its day the property's day in any zone.
 */
function bodyOf(values: OpsBookingForm): OpsCreateAppointmentBody {
  const [y, m, d] = values.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (values.dateOnly ? '12:00' : values.time).split(':').map(Number) as [number, number];
  const { firstName, lastName, email, phone, language, title, street1, street2, city, state, zipCode, timeZone } =
    values;
  return {
    // English is the default: said only when it is another (the body stays as before for most bookings).
    customer: { firstName, lastName, email, phone, ...(language && language !== DEFAULT_LANGUAGE ? { language } : {}) },
    property: { title, street1, street2, city, state, zipCode, timeZone },
    actualDateTime: new TZDate(y, m - 1, d, hh, mm, timeZone).toISOString(),
    duration: values.duration,
    lines: values.lines.map((l) => ({
      productId: Number(l.productId),
      priceId: Number(l.priceId),
      quantity: l.quantity,
    })),
    ...(values.vendorId ? { vendorId: Number(values.vendorId) } : {}),
  };
}

/** An admin books an appointment (POST /api/ops/appointments, docs/architecture.md "Ops API"). */
export function BookingForm() {
  const products = useOpsProducts();
  const vendors = useOpsVendors({ reviewStatus: 'approved' });
  const create = useCreateOpsAppointment();
  const form = useContractForm<OpsBookingFormValues, OpsBookingForm>({
    schema: opsBookingForm,
    defaultValues: EMPTY,
    submit: async (values) => {
      const created = await create.mutateAsync(bodyOf(values));
      form.reset(EMPTY);
      return CONSOLE.bookingCreated(created.id);
    },
    failure: (err) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })),
  });
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const chosen = watch('lines');

  const active = (products.data ?? []).filter((p) => p.isActive);
  // The vendor's rule (docs/product-spec.md §9 Scheduling kinds) over the prices chosen: a date-only
  // booking shows the vendor its day only, so the form asks no time (issue 28 item 5).
  const chosenPrices = chosen.flatMap(
    (l) =>
      active.find((p) => String(p.id) === l.productId)?.prices.filter((price) => String(price.id) === l.priceId) ?? [],
  );
  const dateOnly =
    schedulingKind({ products: [{ prices: chosenPrices }] } as unknown as Parameters<typeof schedulingKind>[0]) ===
    'date';
  useEffect(() => setValue('dateOnly', dateOnly), [dateOnly, setValue]);
  const phone = register('phone');
  const phoneField = {
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      e.target.value = formatPhone(e.target.value);
      return phone.onChange(e);
    },
  };
  const text = (name: TextName, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} error={errors[name]?.message} {...register(name)} {...extra} />
  );

  return (
    <Form form={form} className="flex flex-col gap-5">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-gray-900">{CONSOLE.customerTitle}</legend>
        {text('firstName', CONSOLE.firstName, { autoComplete: 'off' })}
        {text('lastName', CONSOLE.lastName, { autoComplete: 'off' })}
        {text('email', CONSOLE.email, { type: 'email', optional: true, autoComplete: 'off' })}
        {/* Formatted as typed by the contract's one formatter, as the vendor's own phone is. */}
        {text('phone', CONSOLE.phone, {
          type: 'tel',
          inputMode: 'tel',
          optional: true,
          autoComplete: 'off',
          ...phoneField,
        })}
        {/* Issue 46: the customer's mails and its /approve page are in it; each language by its own name. */}
        <SelectField label={CONSOLE.customerLanguage} {...register('language')}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-gray-900">{CONSOLE.propertyTitle}</legend>
        {text('title', CONSOLE.propertyName, { containerClassName: 'sm:col-span-2' })}
        {text('street1', CONSOLE.street1)}
        {text('street2', CONSOLE.street2, { optional: true })}
        {text('city', CONSOLE.city)}
        {text('state', CONSOLE.state)}
        {text('zipCode', CONSOLE.zipCode, { inputMode: 'numeric' })}
        <SelectField label={CONSOLE.timeZone} {...register('timeZone')}>
          {ALLOWED_TIME_ZONES.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-gray-900">{CONSOLE.workTitle}</legend>
        {lines.fields.map((line, i) => {
          const productId = chosen[i]?.productId ?? '';
          const product = active.find((p) => String(p.id) === productId);
          const lineErrors = errors.lines?.[i];
          return (
            <div key={line.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_7rem_auto]">
              <SelectField
                label={CONSOLE.product}
                error={lineErrors?.productId?.message}
                {...register(`lines.${i}.productId`, { onChange: () => setValue(`lines.${i}.priceId`, '') })}
              >
                <option value="">{CONSOLE.choose}</option>
                {active.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={CONSOLE.price}
                disabled={!product}
                // Without a product, the product's select says what is missing.
                error={productId ? lineErrors?.priceId?.message : undefined}
                {...register(`lines.${i}.priceId`)}
              >
                <option value="">{CONSOLE.choose}</option>
                {(product?.prices ?? []).map((price) => (
                  <option key={price.id} value={price.id}>
                    {price.section ? `${price.section}: ${price.title}` : price.title}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={CONSOLE.quantity}
                type="number"
                min={1}
                max={1000}
                inputMode="numeric"
                error={lineErrors?.quantity?.message}
                {...register(`lines.${i}.quantity`)}
              />
              {lines.fields.length > 1 ? (
                <Button
                  variant="ghost"
                  className="self-end text-red-700 hover:bg-red-50"
                  aria-label={CONSOLE.removeLine(i + 1)}
                  onClick={() => lines.remove(i)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </div>
          );
        })}
        {/* Adding a line starts from its product (issue 38 item 10): an empty row failed on "Required." */}
        <SelectField
          label={CONSOLE.addLine}
          hint={CONSOLE.addLineHint}
          value=""
          containerClassName="sm:max-w-xs"
          onChange={(e) => {
            const product = active.find((p) => String(p.id) === e.target.value);
            if (!product) return;
            const [only] = product.prices.length === 1 ? product.prices : [];
            lines.append(
              { productId: String(product.id), priceId: only ? String(only.id) : '', quantity: '1' },
              { shouldFocus: false },
            );
          }}
        >
          <option value="">{CONSOLE.choose}</option>
          {active.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-gray-900">{CONSOLE.whenLabel}</legend>
        {text('date', CONSOLE.date, { type: 'date' })}
        {dateOnly ? (
          <p className="self-end text-sm text-gray-700">{CONSOLE.dateOnlyBooking}</p>
        ) : (
          text('time', CONSOLE.time, { type: 'time' })
        )}
        {text('duration', CONSOLE.duration, { type: 'number', min: 1, max: 1440, inputMode: 'numeric' })}
        <SelectField label={CONSOLE.vendorOptional} containerClassName="sm:col-span-2" {...register('vendorId')}>
          <option value="">{CONSOLE.vendorNone}</option>
          {(vendors.data?.data ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.title} ({v.email})
            </option>
          ))}
        </SelectField>
      </fieldset>
      <FormOutcome outcome={form.outcome} />
      <Button type="submit" busy={form.busy} className="self-start">
        {CONSOLE.createBooking}
      </Button>
    </Form>
  );
}
