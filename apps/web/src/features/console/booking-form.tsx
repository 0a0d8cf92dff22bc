import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { TZDate } from '@date-fns/tz';
import { ALLOWED_TIME_ZONES } from '@vendor-portal/contract/constants';
import { isZipCode } from '@vendor-portal/contract/field-rules';
import type { OpsCreateAppointmentBody } from '@vendor-portal/contract/ops';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useCreateOpsAppointment } from './api/create-ops-appointment.ts';
import { useOpsProducts } from './api/get-ops-products.ts';
import { useOpsVendors } from './api/get-ops-vendors.ts';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'title',
  'street1',
  'street2',
  'city',
  'state',
  'zipCode',
  'date',
  'time',
  'duration',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextName, string> & { timeZone: string; vendorId: string };
interface Line {
  key: number;
  productId: string;
  priceId: string;
}
type Errors = Partial<Record<TextName | `line${number}`, string>>;

const REQUIRED: TextName[] = ['firstName', 'lastName', 'title', 'street1', 'city', 'state', 'zipCode', 'date', 'time'];
const EMPTY: Values = {
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextName, string>),
  duration: '60',
  timeZone: ALLOWED_TIME_ZONES[0],
  vendorId: '',
};

/** What the form says is wrong, field by field (the server checks the same with opsCreateAppointmentBody). */
function validate(values: Values, lines: Line[]): Errors {
  const errors: Errors = {};
  for (const name of REQUIRED) if (!values[name].trim()) errors[name] = CONSOLE.fieldRequired;
  if (values.zipCode.trim() && !isZipCode(values.zipCode.trim())) errors.zipCode = CONSOLE.zipInvalid;
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = CONSOLE.emailInvalid;
  const duration = Number(values.duration);
  if (!Number.isInteger(duration) || duration < 1 || duration > 1440) errors.duration = CONSOLE.durationInvalid;
  lines.forEach((line, i) => {
    if (!line.productId || !line.priceId) errors[`line${i}`] = CONSOLE.fieldRequired;
  });
  return errors;
}

/** The request body: the date and time are the property's wall clock, in the property's zone. */
function bodyOf(values: Values, lines: Line[]): OpsCreateAppointmentBody {
  const [y, m, d] = values.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = values.time.split(':').map(Number) as [number, number];
  const optional = (v: string) => (v.trim() ? v.trim() : null);
  return {
    customer: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: optional(values.email),
      phone: optional(values.phone),
    },
    property: {
      title: values.title.trim(),
      street1: values.street1.trim(),
      street2: optional(values.street2),
      city: values.city.trim(),
      state: values.state.trim(),
      zipCode: values.zipCode.trim(),
      timeZone: values.timeZone as OpsCreateAppointmentBody['property']['timeZone'],
    },
    actualDateTime: new TZDate(y, m - 1, d, hh, mm, values.timeZone).toISOString(),
    duration: Number(values.duration),
    lines: lines.map((l) => ({ productId: Number(l.productId), priceId: Number(l.priceId), quantity: 1 })),
    ...(values.vendorId ? { vendorId: Number(values.vendorId) } : {}),
  };
}

/** An admin books an appointment (POST /api/ops/appointments, docs/architecture.md "Ops API"). */
export function BookingForm() {
  const products = useOpsProducts();
  const vendors = useOpsVendors({ reviewStatus: 'approved' });
  const create = useCreateOpsAppointment();
  const [values, setValues] = useState<Values>(EMPTY);
  const [lines, setLines] = useState<Line[]>([{ key: 0, productId: '', priceId: '' }]);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const active = (products.data ?? []).filter((p) => p.isActive);
  const text = (name: TextName, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={errors[name]}
      {...extra}
    />
  );
  const setLine = (key: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setOutcome(null);
    const found = validate(values, lines);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const created = await create.mutateAsync(bodyOf(values, lines));
      setOutcome({ ok: true, text: CONSOLE.bookingCreated(created.id) });
      setValues(EMPTY);
      setLines([{ key: Date.now(), productId: '', priceId: '' }]);
    } catch (err) {
      setOutcome({
        ok: false,
        text: CONSOLE.saveFailed(errorText(err, { show: 'any', fallback: CONSOLE.loadFailed })),
      });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-gray-900">{CONSOLE.customerTitle}</legend>
        {text('firstName', CONSOLE.firstName, { autoComplete: 'off' })}
        {text('lastName', CONSOLE.lastName, { autoComplete: 'off' })}
        {text('email', CONSOLE.email, { type: 'email', optional: true, autoComplete: 'off' })}
        {text('phone', CONSOLE.phone, { type: 'tel', optional: true, autoComplete: 'off' })}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-gray-900">{CONSOLE.propertyTitle}</legend>
        {text('title', CONSOLE.propertyName, { containerClassName: 'sm:col-span-2' })}
        {text('street1', CONSOLE.street1)}
        {text('street2', CONSOLE.street2, { optional: true })}
        {text('city', CONSOLE.city)}
        {text('state', CONSOLE.state)}
        {text('zipCode', CONSOLE.zipCode, { inputMode: 'numeric' })}
        <SelectField
          label={CONSOLE.timeZone}
          value={values.timeZone}
          onChange={(e) => setValues((v) => ({ ...v, timeZone: e.target.value }))}
        >
          {ALLOWED_TIME_ZONES.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-gray-900">{CONSOLE.workTitle}</legend>
        {lines.map((line, i) => {
          const product = active.find((p) => String(p.id) === line.productId);
          return (
            <div key={line.key} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <SelectField
                label={CONSOLE.product}
                value={line.productId}
                onChange={(e) => setLine(line.key, { productId: e.target.value, priceId: '' })}
                error={errors[`line${i}`] && !line.productId ? errors[`line${i}`] : undefined}
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
                value={line.priceId}
                disabled={!product}
                onChange={(e) => setLine(line.key, { priceId: e.target.value })}
                error={errors[`line${i}`] && line.productId && !line.priceId ? errors[`line${i}`] : undefined}
              >
                <option value="">{CONSOLE.choose}</option>
                {(product?.prices ?? []).map((price) => (
                  <option key={price.id} value={price.id}>
                    {price.section ? `${price.section}: ${price.title}` : price.title}
                  </option>
                ))}
              </SelectField>
              {lines.length > 1 ? (
                <Button
                  variant="ghost"
                  className="self-end text-red-700 hover:bg-red-50"
                  aria-label={CONSOLE.removeLine(i + 1)}
                  onClick={() => setLines((ls) => ls.filter((l) => l.key !== line.key))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </div>
          );
        })}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setLines((ls) => [...ls, { key: Date.now(), productId: '', priceId: '' }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {CONSOLE.addLine}
        </Button>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-gray-900">{CONSOLE.whenLabel}</legend>
        {text('date', CONSOLE.date, { type: 'date' })}
        {text('time', CONSOLE.time, { type: 'time' })}
        {text('duration', CONSOLE.duration, { type: 'number', min: 1, max: 1440, inputMode: 'numeric' })}
        <SelectField
          label={CONSOLE.vendorOptional}
          value={values.vendorId}
          onChange={(e) => setValues((v) => ({ ...v, vendorId: e.target.value }))}
          containerClassName="sm:col-span-2"
        >
          <option value="">{CONSOLE.vendorNone}</option>
          {(vendors.data?.data ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.title} ({v.email})
            </option>
          ))}
        </SelectField>
      </fieldset>
      {outcome ? <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert> : null}
      <Button type="submit" busy={create.isPending} className="self-start">
        {CONSOLE.createBooking}
      </Button>
    </form>
  );
}
