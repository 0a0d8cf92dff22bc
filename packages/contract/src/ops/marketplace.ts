import { checklistTemplateSchema } from '../checklist.ts';
import { z } from 'zod';
import { ALLOWED_TIME_ZONES, bodyIdSchema } from '../common.ts';
import { SCHEDULING_INTERFACES } from '../appointments.ts';
import { REVIEW_STATUSES } from '../vendor.ts';
import { CONSOLE } from '../messages/ops.ts';
import { languageSchema } from '../preferences.ts';
import { emailSchema, lineTextSchema, phoneSchema, zipCodeSchema } from '../fields.ts';
import { DEFAULT_PAYOUT_PERCENT, payoutCentsSchema, payoutPercentSchema } from '../payout-cents.ts';

// docs/architecture.md "Ops API": the marketplace side.
// Names and titles are one line: control characters out (fields.ts lineTextSchema).
const str = (max = 200) => lineTextSchema().min(1).max(max);
/** A text the booking form requires, with the console's words (the form and the body share it). */
const required = (max = 200) => lineTextSchema().min(1, { error: CONSOLE.fieldRequired }).max(max);
const optionalText = lineTextSchema().max(200);
// The console words a bad email its own way (ours).
const customerEmail = emailSchema(CONSOLE.emailInvalid);
const customerPhone = phoneSchema();

export const opsCreateProductBody = z.object({
  title: str(),
  isActive: z.boolean().default(true),
  /** docs/architecture.md "The visit": shares of the pay frozen into each booking (default 50). */
  cancellationPayoutPercent: payoutPercentSchema.default(DEFAULT_PAYOUT_PERCENT),
  noShowPayoutPercent: payoutPercentSchema.default(DEFAULT_PAYOUT_PERCENT),
  prices: z
    .array(
      z.object({
        title: str(),
        section: lineTextSchema().max(200).nullable().optional(),
        isOutside: z.boolean().default(false),
        schedulingInterface: z.enum(SCHEDULING_INTERFACES).nullable().optional(),
        /** docs/architecture.md "Pay and earnings": the vendor's pay for one unit (0 when absent). */
        payoutCents: payoutCentsSchema.optional(),
        /** docs/architecture.md "The visit": what the customer pays for one unit (0 when absent). */
        priceCents: payoutCentsSchema.optional(),
      }),
    )
    .min(1)
    .max(50),
  /** docs/architecture.md "The visit": what the technician checks off on each job of it (frozen at booking). */
  checklist: checklistTemplateSchema.optional(),
  /** docs/architecture.md "The visit": its jobs need the customer's signature before completion. */
  signatureRequired: z.boolean().default(false),
});
export type OpsCreateProductBody = z.infer<typeof opsCreateProductBody>;
/** The same before its defaults (the demo seed and tests pass only what they set). */
export type OpsCreateProductInput = z.input<typeof opsCreateProductBody>;

export const opsCreateLegalDocumentBody = z.object({
  documentType: str(64),
  effectiveDate: z.iso.datetime({ offset: true }).or(z.iso.date()),
  contentMarkdown: z.string().min(1).max(200_000),
});

const bookingCustomer = z.object({
  firstName: required(),
  lastName: required(),
  email: customerEmail.nullable().optional(),
  phone: customerPhone.nullable().optional(),
  /** docs/architecture.md "Languages": the customer's mails (on my way, more time) and /approve; `en` when absent. */
  language: languageSchema.optional(),
});
const bookingProperty = z.object({
  title: required(),
  street1: required(),
  street2: optionalText.nullable().optional(),
  city: required(),
  state: required(),
  // Empty says 'Required.' first, as every required field of the form does.
  zipCode: required().pipe(zipCodeSchema(CONSOLE.zipInvalid)),
  timeZone: z.enum(ALLOWED_TIME_ZONES),
});
/** A booking's length in minutes: up to a day. */
const bookingDuration = z
  .number({ error: CONSOLE.durationInvalid })
  .int({ error: CONSOLE.durationInvalid })
  .min(1, { error: CONSOLE.durationInvalid })
  .max(24 * 60, { error: CONSOLE.durationInvalid });

/** How many of a price a line books. */
const lineQuantity = (error?: string) => {
  const said = error ? { error } : {};
  return z.number(said).int(said).positive(said).max(1000, said);
};

export const opsCreateAppointmentBody = z.object({
  customer: bookingCustomer,
  property: bookingProperty,
  actualDateTime: z.iso.datetime({ offset: true }),
  duration: bookingDuration,
  lines: z
    .array(
      z.object({
        productId: bodyIdSchema,
        priceId: bodyIdSchema,
        quantity: lineQuantity().default(1),
      }),
    )
    .min(1)
    .max(50),
  vendorId: bodyIdSchema.optional(),
  completedAt: z.iso.datetime({ offset: true }).optional(),
});
export type OpsCreateAppointmentBody = z.infer<typeof opsCreateAppointmentBody>;

/** A text field of a form: empty (or blank) is null, anything else must pass `schema`. */
const blankAsNull = <T>(schema: z.ZodType<T, string>) =>
  z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(schema.nullable());
/** A select of the form: one of the choices, the console's 'Required.' when none is chosen. */
const chosen = z.string().min(1, { error: CONSOLE.fieldRequired });

/** A booking's time is required unless its prices make it date-only (docs/product-spec.md §9). */
function timeUnlessDateOnly(form: { dateOnly: boolean; time: string }, ctx: z.RefinementCtx) {
  if (!form.dateOnly && !form.time) ctx.addIssue({ code: 'custom', path: ['time'], message: CONSOLE.fieldRequired });
}
/** The when of the booking form: the property's wall-clock date and time, and the length in minutes. */
const bookingWhen = {
  date: required(),
  time: z.string().trim(),
  /** What the booking's prices make it (schedulingKind, docs/product-spec.md §9): the vendor sees the day only. */
  dateOnly: z.boolean(),
  duration: z.string().transform(Number).pipe(bookingDuration),
};

/**
 * The console's booking form (docs/architecture.md "Ops API"): the body's fields as the form types them,
 * flat; the date and time are the property's wall clock, which the form turns into actualDateTime.
 */
export const opsBookingForm = z
  .object({
    ...bookingCustomer.shape,
    email: blankAsNull(customerEmail),
    phone: blankAsNull(customerPhone),
    ...bookingProperty.shape,
    street2: blankAsNull(optionalText),
    // The time is required unless the chosen prices make the booking date-only (below).
    ...bookingWhen,
    lines: z
      .array(
        z.object({
          productId: chosen,
          priceId: chosen,
          quantity: z.string().transform(Number).pipe(lineQuantity(CONSOLE.quantityInvalid)),
        }),
      )
      .min(1),
    vendorId: z.string(),
  })
  .superRefine(timeUnlessDateOnly);
export type OpsBookingFormValues = z.input<typeof opsBookingForm>;
export type OpsBookingForm = z.output<typeof opsBookingForm>;

export const opsPatchVendorBody = z.object({ reviewStatus: z.enum(REVIEW_STATUSES) });

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** POST /api/ops/appointments/{id}/reschedule: the new start (an instant; the console picks it in the property's zone). */
export const opsRescheduleBody = z.object({
  actualDateTime: z.iso.datetime({ offset: true }),
  /** The new length in minutes; the booking keeps its own when absent. */
  duration: bookingDuration.optional(),
});
export type OpsRescheduleBody = z.infer<typeof opsRescheduleBody>;

/**
 * The console's Reschedule form (issue 28 item 11): the booking form's date, time and length, with its rule
 * (a date-only booking picks a day only); the form turns them into opsRescheduleBody.
 */
export const opsRescheduleForm = z.object(bookingWhen).superRefine(timeUnlessDateOnly);
export type OpsRescheduleFormValues = z.input<typeof opsRescheduleForm>;
export type OpsRescheduleForm = z.output<typeof opsRescheduleForm>;

/** The answer of a cancel or a reschedule: the booking as it now stands. */
export const opsBookingChangeSchema = z.object({
  id: z.number().int(),
  actualDateTime: z.string().nullable(),
  duration: z.number().int(),
  cancelledAt: z.string().nullable(),
});
export type OpsBookingChange = z.infer<typeof opsBookingChangeSchema>;
