import { checklistTemplateSchema } from '../checklist.ts';
import { z } from 'zod';
import { emailSchema } from '../fields.ts';
import { calendarDaySchema, WEEK_DAYS } from '../common.ts';
import { appointmentSchema, SCHEDULING_INTERFACES } from '../appointments.ts';
import { FILE_STATUSES, type FileLabel } from '../files.ts';
import { legalDocumentSchema } from '../legal.ts';
import { REVIEW } from '../messages/ops.ts';
import { payoutCentsSchema, payoutPercentSchema } from '../payout-cents.ts';
import { REVIEW_STATUSES, vendorSchema } from '../vendor.ts';
import { STAFF_ROLES } from './staff-roles.ts';

// The provider's team (docs/architecture.md "Review and audit"): staff accounts, the review console's
// API under /api/ops, the audit log. Paths, codes and shapes marked "fixed" are public contracts
// (docs/architecture.md "Staff and review"); the rest is ours and may grow.
//
// Who may call: every /api/ops route accepts OPS_TOKEN (actor "ops-token") or a staff idToken.
// A reviewer reads everything and decides reviews (vendors, documents); an admin does everything.
// A vendor's idToken on /api/ops answers 403 `staff-only`; a staff idToken on a vendor route 403
// `vendor-only`; a reviewer on an admin route 403 `admin-only`.

// ── Roles ────────────────────────────────────────────────────────────────────
// The roles are written in staff-roles.ts, beside what each may do (free of zod: the portal's first load reads them).
export { ROLES, STAFF_ROLES, type Role, type StaffRole } from './staff-roles.ts';

// ── Staff ────────────────────────────────────────────────────────────────────
/** POST /api/ops/staff (fixed; admin or OPS_TOKEN). */
export const createStaffBody = z.object({
  email: emailSchema(),
  role: z.enum(STAFF_ROLES),
});
export type CreateStaffBody = z.infer<typeof createStaffBody>;
/**
 * 201 (fixed: id, email, role). setPasswordUrl is the set-password link also mailed; it is answered
 * to OPS_TOKEN callers only (the CLI prints it), never to a signed-in admin.
 */
export const staffSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  setPasswordUrl: z.string().optional(),
});
export type Staff = z.infer<typeof staffSchema>;

/** GET /api/ops/me: who the caller is (the console shows it and hides what the role cannot do). */
export const opsMeSchema = z.object({
  actor: z.string().describe('"ops-token" or the staff email'),
  role: z.enum(STAFF_ROLES),
  identityId: z.string().nullable(),
});
export type OpsMe = z.infer<typeof opsMeSchema>;

// ── Documents ────────────────────────────────────────────────────────────────
/**
 * The document kinds that expire (docs/product-spec.md §3 VendorFile labels; §2 Account and
 * Onboarding offer two names for insurance). Approving one needs `expiresAt`; an expired one of a
 * kind, with no current approved one of that kind, makes the vendor ineligible (`document-expired`).
 */
export const EXPIRING_DOCUMENT_KINDS = {
  insurance: ['Certificate of Insurance', 'Insurance'],
  businessLicense: ['Business License'],
  stateLicense: ['State License'],
} as const satisfies Record<string, readonly FileLabel[]>;
export const EXPIRING_FILE_LABELS: readonly string[] = Object.values(EXPIRING_DOCUMENT_KINDS).flat();
export const requiresExpiry = (fileLabel: string) => EXPIRING_FILE_LABELS.includes(fileLabel);
/** How far ahead an expiry date may be: past it, a date is a typo (9999-12-31), never a document's term. */
export const MAX_EXPIRY_YEARS = 10;

/** A vendor file as staff see it: the vendor's item plus who decided, when, and whether it needs a date. */
export const opsVendorFileSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  title: z.string(),
  fileLabel: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  status: z.enum(FILE_STATUSES),
  reviewNote: z.string().nullable(),
  /** YYYY-MM-DD; the document is valid through that day. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  requiresExpiry: z.boolean(),
  /**
   * Signed link, valid for minutes, no Authorization header, `Content-Disposition: inline`, same
   * origin. An image previews with `<img src>`; a PDF opens in a new tab. The answer carries a
   * sandboxing CSP (`sandbox; default-src 'none'`), which can keep a browser's PDF viewer out of a
   * frame: to preview a PDF inline, fetch the link and show the bytes (an object URL, or a PDF
   * renderer). GET /api/ops/vendor-files/{id}/preview answers a fresh link.
   */
  mediaUrl: z.string(),
});
export type OpsVendorFile = z.infer<typeof opsVendorFileSchema>;

/**
 * PATCH /api/ops/vendor-files/{id} (fixed). Reject needs a note; approve of an expiring kind needs expiresAt (400
 * `expiry-required`), from today on (`expiry-in-past`); expiresAt is at most MAX_EXPIRY_YEARS ahead
 * (`expiry-too-far`) and only for a kind that expires (`expiry-not-applicable`).
 */
export const reviewFileBody = z
  .object({
    status: z.enum(FILE_STATUSES),
    note: z.string().trim().max(2000).optional(),
    expiresAt: calendarDaySchema.optional(),
  })
  .refine((b) => b.status !== 'rejected' || (b.note ?? '') !== '', { error: REVIEW.noteRequired, path: ['note'] });
export type ReviewFileBody = z.infer<typeof reviewFileBody>;

/** GET /api/ops/vendor-files/{id}/preview: a fresh signed link (see opsVendorFileSchema.mediaUrl). */
export const filePreviewSchema = z.object({ url: z.string(), expiresAt: z.string() });

// ── Vendors ──────────────────────────────────────────────────────────────────
/** The counts per review status beside a list. */
export const reviewCountsSchema = z.object(
  Object.fromEntries(REVIEW_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof REVIEW_STATUSES)[number],
    z.ZodNumber
  >,
);

/** GET /api/ops/vendors (fixed: query reviewStatus, q). q matches name, contact, email or zip. */
export const opsVendorListQuery = z.object({
  reviewStatus: z.enum(REVIEW_STATUSES).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
/**
 * A vendor with its review: submittedAt is when it last asked for review (its onboarding, or a
 * newer document upload), reviewedAt/reviewNote the last decision.
 */
export const opsVendorSchema = vendorSchema.extend({
  submittedAt: z.string(),
  createdAt: z.string(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Files waiting for a decision. */
  pendingFiles: z.number().int(),
});
export type OpsVendor = z.infer<typeof opsVendorSchema>;
/**
 * Waiting for review first, oldest submission first; `counts` are over every vendor matching q:
 * `pending` counts the vendors waiting for review (the vendor's own status, or a document waiting
 * whatever the vendor's status: the queue's "pending" filter is the same), `all` every vendor.
 */
export const opsVendorListSchema = z.object({
  data: z.array(opsVendorSchema),
  counts: reviewCountsSchema.extend({ all: z.number().int() }),
});
export type OpsVendorList = z.infer<typeof opsVendorListSchema>;

/** GET /api/ops/vendors/{id} (fixed: vendor with services, hours, files, agreement signature). */
export const opsVendorDetailSchema = z.object({
  data: opsVendorSchema.extend({
    emailVerified: z.boolean(),
    services: z.array(
      z.object({
        vendorProductId: z.number().int(),
        productId: z.number().int(),
        productTitle: z.string(),
        zipCodes: z.array(z.string()),
      }),
    ),
    /** The vendor's zone (its hours' zone), null before it set hours. */
    timeZone: z.string().nullable(),
    hours: z.array(z.object({ weekDay: z.enum(WEEK_DAYS), openTime: z.string(), closeTime: z.string() })),
    files: z.array(opsVendorFileSchema),
    /** The newest vendor agreement it signed, and whether that is the version in effect. Null: never signed. */
    agreement: z
      .object({
        documentId: z.number().int(),
        effectiveDate: z.string().nullable(),
        signedAt: z.string(),
        ip: z.string().nullable(),
        userAgent: z.string().nullable(),
        isCurrent: z.boolean(),
      })
      .nullable(),
  }),
});
export type OpsVendorDetail = z.infer<typeof opsVendorDetailSchema>['data'];

/** PATCH /api/ops/vendors/{id} (fixed). Reject needs a reviewNote. Answers opsVendorSchema (a vendor plus review fields). */
export const reviewVendorBody = z
  .object({
    reviewStatus: z.enum(REVIEW_STATUSES),
    reviewNote: z.string().trim().max(2000).optional(),
  })
  .refine((b) => b.reviewStatus !== 'rejected' || (b.reviewNote ?? '') !== '', {
    error: REVIEW.noteRequired,
    path: ['reviewNote'],
  });
export type ReviewVendorBody = z.infer<typeof reviewVendorBody>;

// ── Bookings ─────────────────────────────────────────────────────────────────
export const OPS_APPOINTMENT_STATES = ['unclaimed', 'claimed', 'completed'] as const;
/** An offer's state: held for the company, declined by it, past its deadline, or claimed by it while held. */
export const OFFER_STATES = ['offered', 'declined', 'expired', 'claimed'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
/** A filter's text: trimmed, at most 200 characters; empty is no filter. */
const filterText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(200).optional(),
);
/**
 * GET /api/ops/appointments?state=unclaimed|claimed|completed&limit= (admin and reviewer read; fixed). Issue 38
 * item 10 adds, all optional, for daily work on hundreds of bookings: `q` (a booking's number, or any of its
 * customer, property, city, zip code or company), `day` (its day in the property's zone), `company` (the vendor's
 * name or email), `customer` (name, email or phone) and `page` (1-based, `limit` a page). The answer keeps its
 * shape, with `total` and `page` added; its `counts` are of the bookings the filters match.
 */
export const opsAppointmentListQuery = z.object({
  state: z.enum(OPS_APPOINTMENT_STATES),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: filterText,
  day: z.preprocess((value) => (value === '' ? undefined : value), calendarDaySchema.optional()),
  company: filterText,
  customer: filterText,
});
export type OpsAppointmentListQuery = z.input<typeof opsAppointmentListQuery>;
/** Unclaimed: soonest first. Claimed: soonest first. Completed: newest completion first. */
export const opsAppointmentSchema = appointmentSchema.extend({
  vendor: z.object({ id: z.number().int(), title: z.string(), email: z.string() }).nullable(),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * docs/architecture.md "Availability and dispatch": every offer of the booking, newest first, with its state as
   * of the answer's clock (an offer neither declined nor claimed is `expired` once past `expiresAt`).
   */
  offers: z
    .array(
      z.object({
        id: z.number().int(),
        vendorId: z.number().int(),
        vendorTitle: z.string(),
        offeredBy: z.string(),
        offeredAt: z.string(),
        expiresAt: z.string(),
        state: z.enum(OFFER_STATES),
        declinedAt: z.string().nullable(),
      }),
    )
    .optional(),
});
export type OpsAppointment = z.infer<typeof opsAppointmentSchema>;
export const opsAppointmentListSchema = z.object({
  data: z.array(opsAppointmentSchema),
  /** How many bookings of the state the filters match (the pages: total / limit, rounded up). */
  total: z.number().int(),
  page: z.number().int(),
  counts: z.object(
    Object.fromEntries(OPS_APPOINTMENT_STATES.map((s) => [s, z.number().int()])) as Record<
      (typeof OPS_APPOINTMENT_STATES)[number],
      z.ZodNumber
    >,
  ),
});
// POST /api/ops/appointments: opsCreateAppointmentBody in ./marketplace.ts (admin), 201 {id, appointmentBaseId}.

// ── Catalogue ────────────────────────────────────────────────────────────────
export const opsPriceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  section: z.string().nullable(),
  isOutside: z.boolean(),
  schedulingInterface: z.enum(SCHEDULING_INTERFACES).nullable(),
  payoutCents: z.number().int(),
  /** docs/architecture.md "The visit": what the customer pays for one unit (staff only; never a vendor's answer). */
  priceCents: z.number().int(),
});
export const opsProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
  cancellationPayoutPercent: z.number().int(),
  noShowPayoutPercent: z.number().int(),
  prices: z.array(opsPriceSchema),
  /** docs/architecture.md "The visit": the product's checklist, copied into each booking. */
  checklist: checklistTemplateSchema,
  /** docs/architecture.md "The visit": a job of it is completed only once the customer has signed. */
  signatureRequired: z.boolean(),
});
export type OpsProduct = z.infer<typeof opsProductSchema>;
/** GET /api/ops/products: every product, active or not, with its prices. POST /api/ops/products (./marketplace.ts) adds one (admin). */
export const opsProductListSchema = z.object({ data: z.array(opsProductSchema) });
/**
 * PATCH /api/ops/products/{id} (admin): switch a product active or inactive, and/or set its prices' pay
 * (docs/architecture.md "Pay and earnings"). Answers opsProductSchema.
 */
export const patchProductBody = z
  .object({
    isActive: z.boolean().optional(),
    prices: z
      .array(
        z
          .object({
            id: z.number().int().positive(),
            payoutCents: payoutCentsSchema.optional(),
            /** docs/architecture.md "The visit": the customer's price for one unit. */
            priceCents: payoutCentsSchema.optional(),
          })
          .refine((p) => p.payoutCents !== undefined || p.priceCents !== undefined, { error: 'Nothing to change.' }),
      )
      .min(1)
      .max(50)
      .optional(),
    cancellationPayoutPercent: payoutPercentSchema.optional(),
    noShowPayoutPercent: payoutPercentSchema.optional(),
    /** docs/architecture.md "The visit": the whole new checklist (bookings made afterwards copy it). */
    checklist: checklistTemplateSchema.optional(),
    signatureRequired: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Nothing to change.' });
export type PatchProductBody = z.infer<typeof patchProductBody>;

// ── Agreement ────────────────────────────────────────────────────────────────
/**
 * GET /api/ops/agreement: the vendor agreement in effect (null when none) and every version, newest
 * first, with how many identities signed each. Publishing: POST /api/ops/legal-documents
 * (opsCreateLegalDocumentBody in ./marketplace.ts, documentType "vendor_agreement", effectiveDate now; admin),
 * or the shorter POST /api/ops/agreement below.
 */
export const opsAgreementSchema = z.object({
  data: legalDocumentSchema.nullable(),
  versions: z.array(
    z.object({
      id: z.number().int(),
      effectiveDate: z.string().nullable(),
      createdAt: z.string(),
      signatures: z.number().int(),
    }),
  ),
});
/** POST /api/ops/agreement (admin): publish a new version in effect now (or at effectiveDate). 201 legalDocumentSchema. */
export const publishAgreementBody = z.object({
  contentMarkdown: z.string().trim().min(1).max(200_000),
  effectiveDate: z.iso.datetime({ offset: true }).optional(),
});

// ── Expiring documents ───────────────────────────────────────────────────────
/** GET /api/ops/expiring-documents (issue 28 item 11): approved documents expiring within `days` (default 30). */
export const expiringDocumentsQuery = z.object({
  days: z.coerce.number().int().min(0).max(365).default(30),
});
/** Soonest first; expiresAt is a day (YYYY-MM-DD). */
export const expiringDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileLabel: z.string(),
  expiresAt: z.string(),
  vendor: z.object({ id: z.number().int(), title: z.string(), email: z.string() }),
});
export type ExpiringDocument = z.infer<typeof expiringDocumentSchema>;
export const expiringDocumentListSchema = z.object({ data: z.array(expiringDocumentSchema) });

// ── Audit ────────────────────────────────────────────────────────────────────
/** GET /api/ops/audit (fixed: query q, limit). q matches actor, action or target. Newest first. */
export const auditQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
/**
 * One staff or ops-token action (fixed: at, actor, action, target, before, after). actor is the
 * staff email or "ops-token"; action e.g. "vendor.review", "file.review", "staff.create",
 * "product.create", "product.update", "agreement.publish", "appointment.create", "appointment.claim";
 * target e.g. "vendor:12", "vendor-file:7", "staff:<email>", "appointment:8".
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  /** The action as a person reads it (CONSOLE.auditActions; the code itself when it has no name). */
  actionName: z.string(),
  /**
   * The target as a reviewer reads it: a vendor's company name, a document's title and vendor, a product's title,
   * a booking's service, customer and number, a staff account, an agreement version; null for others.
   */
  targetName: z.string().nullable(),
  /** The vendor the target is or belongs to (a vendor, one of its documents), for a link to its page. */
  vendorId: z.number().int().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ data: z.array(auditEntrySchema) });
