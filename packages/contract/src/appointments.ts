import { z } from 'zod';
import { assigneeSchema } from './team.ts';
import { bodyIdSchema, calendarDaySchema, idSchema } from './common.ts';
import { APPOINTMENTS } from './messages.ts';
import { visitFields } from './visit-fields.ts';

export const SCHEDULING_INTERFACES = ['date', 'datetime'] as const;
export type SchedulingInterface = (typeof SCHEDULING_INTERFACES)[number];

// docs/product-spec.md §3 Product (catalogue).
export const productSchema = z.object({ id: z.number().int(), title: z.string(), isActive: z.boolean() });
export type Product = z.infer<typeof productSchema>;
export const productListQuery = z.object({ isActive: z.enum(['true', 'false']).optional() });

// docs/product-spec.md §3 Appointment.
export const appointmentPriceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  section: z.string().nullable(),
  isOutside: z.boolean(),
  schedulingInterface: z.enum(SCHEDULING_INTERFACES).nullable(),
  /**
   * The line's pay frozen at booking: quantity × unit, in cents (docs/architecture.md "Pay and earnings");
   * absent for the office and technicians while the owner keeps pay from the crew (team settings).
   */
  payoutCents: z.number().int().optional(),
});
export const appointmentProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  prices: z.array(appointmentPriceSchema),
});
export const customerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export const propertySchema = z.object({
  title: z.string(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  timeZone: z.string(),
});
export const appointmentSchema = z.object({
  id: z.number().int(),
  appointmentBaseId: z.number().int(),
  actualDateTime: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When ops cancelled it (only its vendor's detail and the calendar feed still show it); absent or null otherwise. */
  cancelledAt: z.string().nullable().optional(),
  customer: customerSchema,
  property: propertySchema,
  appointmentDetails: z.object({
    duration: z.number().int(),
    products: z.array(appointmentProductSchema),
  }),
  /** The job's pay: the sum of its lines' payoutCents (absent where the crew does not see pay). */
  payoutCents: z.number().int().optional(),
  /** Frozen at booking: what a late cancellation by the marketplace earns (a no-show's pay: visitFields). */
  cancellationCents: z.number().int().optional(),
  /** The member who does it (a company with a crew); absent while nobody is assigned, so a one-person company's answers stay the SPEC's. */
  assignee: assigneeSchema.optional(),
  // docs/architecture.md "The visit": arrival, departure and the outcome, each present once it has a value.
  ...visitFields,
});
export type Appointment = z.infer<typeof appointmentSchema>;
/** PATCH /api/appointment/assignee/{id} answers: `assignee` always present, null when nobody holds the job. */
export const assignedAppointmentSchema = appointmentSchema.extend({ assignee: assigneeSchema.nullable() });
export type AppointmentPrice = z.infer<typeof appointmentPriceSchema>;
export type AppointmentProduct = z.infer<typeof appointmentProductSchema>;

// GET /appointment: calendar days in the vendor's zone; startDate inclusive, endDate exclusive.
export const appointmentListQuery = z.object({
  startDate: calendarDaySchema.optional(),
  endDate: calendarDaySchema.optional(),
  completed: z.enum(['true', 'false']).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  /** `none`: only the jobs no member holds (docs/architecture.md "A company with a crew"). */
  assignee: z.enum(['none']).optional(),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuery>;

// docs/product-spec.md §3 Unclaimed item.
/**
 * docs/architecture.md "The working day": whether the job (start to start + its length) falls within the
 * vendor's business hours that day, in the vendor's zone, and which of its open appointments overlap it.
 */
export const jobFitSchema = z.object({
  withinHours: z.boolean(),
  conflicts: z.array(z.number().int()),
  /**
   * docs/architecture.md "Availability and dispatch": the job falls in the company's time off, and the members
   * who take jobs and are free then. The API always sends both; optional so that an answer of before reads.
   */
  timeOff: z.boolean().optional(),
  free: z.array(z.number().int()).optional(),
});
export type JobFit = z.infer<typeof jobFitSchema>;

export const unclaimedItemSchema = z.object({
  baseAppointment: z.object({ id: z.number().int(), appointmentLength: z.number().int() }),
  appointment: appointmentSchema,
  property: propertySchema,
  customer: customerSchema,
  fit: jobFitSchema,
  /**
   * docs/architecture.md "Availability and dispatch": the job is held for this company alone until `expiresAt`
   * (null otherwise). The API always sends it; optional so that an answer of before reads.
   */
  offer: z.object({ expiresAt: z.string() }).nullable().optional(),
});
export type UnclaimedItem = z.infer<typeof unclaimedItemSchema>;

// docs/product-spec.md §3 AppointmentNote.
export const NOTE_MAX_LENGTH = 5000;
/**
 * A note must show something: whitespace and invisible format characters (zero-width space and
 * joiners, word joiner, byte-order mark, soft hyphen: Unicode category Cf) alone make a blank note.
 */
const VISIBLE_CHARACTER = /[^\s\p{Cf}]/u;
export const noteText = z
  .string({ error: APPOINTMENTS.noteEmpty })
  .trim()
  .refine((text) => VISIBLE_CHARACTER.test(text), { error: APPOINTMENTS.noteEmpty, abort: true })
  .max(NOTE_MAX_LENGTH, { error: APPOINTMENTS.noteTooLong });
export const appointmentNoteSchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  jobNotes: z.string(),
  messageType: z.string(),
  createdAt: z.string(),
  /** Whether the caller may edit and delete it (`mayChangeNote`: its author, the owner and the office). */
  mayChange: z.boolean(),
});
export type AppointmentNote = z.infer<typeof appointmentNoteSchema>;
export const noteListQuery = z.object({ appointmentId: idSchema });
export const createNoteBody = z.object({
  appointmentId: bodyIdSchema,
  jobNotes: noteText,
  messageType: z.literal('vendor').optional().default('vendor'),
});
export const patchNoteBody = z.object({ jobNotes: noteText });
