import { z } from 'zod';
import { ALLOWED_TIME_ZONES, bodyIdSchema } from '../common.ts';
import { SCHEDULING_INTERFACES } from '../appointments.ts';
import { REVIEW_STATUSES } from '../vendor.ts';
import { ZIP_CODE_PATTERN } from '../field-rules.ts';

// docs/architecture.md "Ops API": the marketplace side.
const str = (max = 200) => z.string().trim().min(1).max(max);

export const opsCreateProductBody = z.object({
  title: str(),
  isActive: z.boolean().default(true),
  prices: z
    .array(
      z.object({
        title: str(),
        section: z.string().trim().max(200).nullable().optional(),
        isOutside: z.boolean().default(false),
        schedulingInterface: z.enum(SCHEDULING_INTERFACES).nullable().optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type OpsCreateProductBody = z.infer<typeof opsCreateProductBody>;

export const opsCreateLegalDocumentBody = z.object({
  documentType: str(64),
  effectiveDate: z.iso.datetime({ offset: true }).or(z.iso.date()),
  contentMarkdown: z.string().min(1).max(200_000),
});

export const opsCreateAppointmentBody = z.object({
  customer: z.object({
    firstName: str(),
    lastName: str(),
    email: z.email().max(254).nullable().optional(),
    phone: z.string().trim().max(40).nullable().optional(),
  }),
  property: z.object({
    title: str(),
    street1: str(),
    street2: z.string().trim().max(200).nullable().optional(),
    city: str(),
    state: str(),
    zipCode: z.string().regex(ZIP_CODE_PATTERN),
    timeZone: z.enum(ALLOWED_TIME_ZONES),
  }),
  actualDateTime: z.iso.datetime({ offset: true }),
  duration: z
    .number()
    .int()
    .positive()
    .max(24 * 60),
  lines: z
    .array(
      z.object({
        productId: bodyIdSchema,
        priceId: bodyIdSchema,
        quantity: z.number().int().positive().max(1000).default(1),
      }),
    )
    .min(1)
    .max(50),
  vendorId: bodyIdSchema.optional(),
  completedAt: z.iso.datetime({ offset: true }).optional(),
});
export type OpsCreateAppointmentBody = z.infer<typeof opsCreateAppointmentBody>;

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
