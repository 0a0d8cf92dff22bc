import { sql } from 'drizzle-orm';
import { MEMBER_ROLES, MEMBER_STATUSES } from '@vendor-portal/contract/team';
import { LANGUAGES } from '@vendor-portal/contract/i18n';
import { API_KEY_SCOPES } from '@vendor-portal/contract/api-keys';
import type { QueuedPushPayload } from '../lib/push.ts';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// The whole domain of docs/product-spec.md §3, plus what the identity service and the ops side need.
// Integer identities for the SPEC's numeric ids; uuids for identities and tokens.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true });

// ── Identity ─────────────────────────────────────────────────────────────────
export const identities = pgTable('identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  passwordChangedAt: tz('password_changed_at'),
  /** Raised by a password reset: idTokens and refresh families of an older version are dead. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Set by a verification link (docs/architecture.md "Identity"); only a verified account may claim. */
  emailVerified: boolean('email_verified').notNull().default(false),
  /** The idToken claim `role`: vendors, or the provider's team (docs/architecture.md "Review and audit"). */
  role: varchar('role', { length: 16, enum: ['vendor', 'reviewer', 'admin'] })
    .notNull()
    .default('vendor'),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    familyExpiresAt: tz('family_expires_at').notNull(),
    rotatedAt: tz('rotated_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_identity_idx').on(t.identityId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account the link acts on; null for an invitation, whose account does not exist yet. */
    identityId: uuid('identity_id').references(() => identities.id, { onDelete: 'cascade' }),
    /** An invitation's member (docs/architecture.md "A company with a crew"): cancelling it deletes the link. */
    memberId: integer('member_id').references(() => vendorMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the one-time link does: the same machinery serves password reset and email verification. */
    purpose: text('purpose', { enum: ['password-reset', 'email-verification', 'email-change', 'invitation'] })
      .notNull()
      .default('password-reset'),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    index('password_reset_tokens_identity_idx').on(t.identityId),
    index('password_reset_tokens_member_idx').on(t.memberId),
  ],
);

/** Fixed-window counters shared by every process (docs/architecture.md: limits hold across processes). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tz('reset_at').notNull(),
});

export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

// ── Vendors ──────────────────────────────────────────────────────────────────
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    identityId: uuid('identity_id')
      .notNull()
      .unique()
      .references(() => identities.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    contactName: varchar('contact_name', { length: 200 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    street1: varchar('street1', { length: 200 }).notNull().default(''),
    street2: varchar('street2', { length: 200 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    state: varchar('state', { length: 100 }).notNull().default(''),
    zipCode: varchar('zip_code', { length: 10 }).notNull().default(''),
    reviewStatus: varchar('review_status', { length: 16, enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    // The review (docs/architecture.md "Review and audit"): when it (re)entered the queue, the last decision.
    submittedAt: tz('submitted_at').notNull().defaultNow(),
    reviewNote: text('review_note'),
    reviewedAt: tz('reviewed_at'),
    /** Whether the office and technicians see pay (docs/architecture.md "Money that is fair"); the owner's choice. */
    crewSeesPay: boolean('crew_sees_pay').notNull().default(false),
    /**
     * Issue 57, docs/architecture.md "Scorecard and tiers": the tier of its last 28 days as the tier sweep last
     * found it (modules/quality/tier-sweep.ts), so that what reads it (the console, the insights) never computes it.
     */
    tier: varchar('tier', { length: 8, enum: ['standard', 'pro', 'elite'] })
      .notNull()
      .default('standard'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_email_idx').on(t.email),
    // The overview's funnel: the vendors who signed up in a period (docs/architecture.md "The marketplace at a glance").
    index('vendors_created_idx').on(t.createdAt),
  ],
);

// ── A company with a crew (docs/architecture.md "A company with a crew") ─────
/**
 * A vendor's people. The identity that created the vendor is its owner (a trigger adds that row with the
 * vendor: every way a vendor is made, onboarding, seeds, benches, gets one); the owner invites `office` and
 * `technician` members by email, who have an identity once they joined (status `active`).
 */
export const vendorMembers = pgTable(
  'vendor_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** Set when the invitation is confirmed (or at once for the owner); one company per identity. */
    identityId: uuid('identity_id')
      .unique()
      .references(() => identities.id, { onDelete: 'cascade' }),
    /**
     * The member's address. One active member per address (one company per account); an open invitation
     * is one per company and address: two companies may each invite one person, neither learns of the other.
     */
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 200 }).notNull().default(''),
    role: varchar('role', { length: 16, enum: MEMBER_ROLES }).notNull(),
    status: varchar('status', { length: 16, enum: MEMBER_STATUSES }).notNull().default('invited'),
    /** The member who sent the invitation (null for the owner, or once that member is removed). */
    invitedBy: integer('invited_by'),
    /**
     * When an open invitation ended because its address made an account of its own (signed up, or joined
     * another company): the link no longer works and the team list says so until the owner removes it.
     */
    endedAt: tz('ended_at'),
    /**
     * Whether the member is given jobs (docs/architecture.md "Availability and dispatch"); null: its role's
     * default (a technician yes, the office no, the owner while the company has no technician), set by the owner.
     */
    takesJobs: boolean('takes_jobs'),
    /** The member's language (issue 46, docs/architecture.md "Languages"): its pages, mails and pushes. */
    language: varchar('language', { length: 2, enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_members_company_email_idx').on(t.vendorId, t.email),
    uniqueIndex('vendor_members_active_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'active'`),
    index('vendor_members_email_idx').on(t.email),
    index('vendor_members_vendor_idx').on(t.vendorId),
  ],
);

/**
 * Time off (docs/architecture.md "Availability and dispatch"): days (inclusive) and, for part of a day, times
 * HH:MM, both on the wall clock of the company's zone; `memberId` null is the whole company. Stored as the
 * person wrote it, so that a change of zone or of DST reads it again as the same days.
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => vendorMembers.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: varchar('start_time', { length: 5 }),
    endTime: varchar('end_time', { length: 5 }),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('time_off_vendor_idx').on(t.vendorId, t.endDate)],
);

/**
 * A calendar the company (memberId null) or one member imports as busy time (docs/architecture.md "Partners: API
 * keys, webhooks and the company's own calendar"). `url` is the calendar's secret iCalendar address: a credential
 * of the company's, answered only to it and never logged in full (calendar-imports/service.ts hostOf). The sweep
 * reads it again once `lastFetchedAt` is 15 minutes old; a failed read keeps the busy times of the last good one.
 */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => vendorMembers.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2000 }).notNull(),
    /** When the feed was last tried (its read, good or not); null until the first. */
    lastFetchedAt: tz('last_fetched_at'),
    /** Why the last read failed (null when it was good). */
    lastError: varchar('last_error', { length: 500 }),
    busyCount: integer('busy_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_imports_vendor_idx').on(t.vendorId), index('calendar_imports_due_idx').on(t.lastFetchedAt)],
);

/**
 * The busy times of an imported calendar, as instants (the feed's events expanded 60 days ahead), counted as
 * time off of its member or of the company (availability/busy.ts offTimes). Replaced whole at each good read.
 */
export const calendarBusy = pgTable(
  'calendar_busy',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => calendarImports.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => vendorMembers.id, { onDelete: 'cascade' }),
    starts: tz('starts').notNull(),
    ends: tz('ends').notNull(),
  },
  (t) => [index('calendar_busy_vendor_idx').on(t.vendorId, t.ends), index('calendar_busy_import_idx').on(t.importId)],
);

/**
 * docs/architecture.md "Availability and dispatch", offers: the provider's team holds an unclaimed job for one company
 * until `expiresAt`. Expiry is not stored as an event: an offer neither declined nor claimed is over once the
 * clock passes `expiresAt` (decided at read time). `expiryAuditedAt` marks that its expiry is in the audit log.
 */
export const appointmentOffers = pgTable(
  'appointment_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    offeredBy: varchar('offered_by', { length: 254 }).notNull(),
    offeredAt: tz('offered_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    declinedAt: tz('declined_at'),
    declinedBy: varchar('declined_by', { length: 254 }),
    /** When the offered company claimed the job while it was held for it. */
    claimedAt: tz('claimed_at'),
    expiryAuditedAt: tz('expiry_audited_at'),
  },
  (t) => [index('appointment_offers_job_idx').on(t.appointmentId, t.expiresAt)],
);

// ── Catalogue ────────────────────────────────────────────────────────────────
export const products = pgTable('products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: varchar('title', { length: 200 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * What a job of this product earns when the marketplace cancels it late, and when its customer is not there,
   * in percent of its pay (docs/architecture.md "The visit", "Money that is fair"): frozen into each booking.
   */
  cancellationPayoutPercent: integer('cancellation_payout_percent').notNull().default(50),
  noShowPayoutPercent: integer('no_show_payout_percent').notNull().default(50),
  /** docs/architecture.md "The visit": what the technician checks off on every job of it, copied into each booking. */
  checklist: jsonb('checklist')
    .$type<ChecklistTemplateItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** docs/architecture.md "The visit": a job of it is completed only once the customer has signed (frozen at booking). */
  signatureRequired: boolean('signature_required').notNull().default(false),
  createdAt: createdAt(),
});

/** One item of a product's checklist as staff write it (docs/architecture.md "The visit"). */
export interface ChecklistTemplateItem {
  text: string;
  required: boolean;
  photo: boolean;
}

export const prices = pgTable(
  'prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    section: varchar('section', { length: 200 }),
    isOutside: boolean('is_outside').notNull().default(false),
    schedulingInterface: varchar('scheduling_interface', { length: 16, enum: ['date', 'datetime'] }),
    /** What the vendor earns for one unit, in integer cents (docs/architecture.md "Pay and earnings"). */
    payoutCents: integer('payout_cents').notNull().default(0),
    /**
     * What the customer pays for one unit, in integer cents (docs/architecture.md "The visit", more time): frozen
     * into each booking; never in a vendor's answer.
     */
    priceCents: integer('price_cents').notNull().default(0),
  },
  (t) => [index('prices_product_idx').on(t.productId)],
);

// ── What a vendor offers, where and when ─────────────────────────────────────
export const vendorProducts = pgTable(
  'vendor_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_products_vendor_product_idx').on(t.vendorId, t.productId)],
);

export const vendorZipCodes = pgTable(
  'vendor_zip_codes',
  {
    vendorProductId: integer('vendor_product_id')
      .notNull()
      .references(() => vendorProducts.id, { onDelete: 'cascade' }),
    zipCode: varchar('zip_code', { length: 5 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorProductId, t.zipCode] }), index('vendor_zip_codes_zip_idx').on(t.zipCode)],
);

export const vendorHours = pgTable(
  'vendor_hours',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    weekDay: varchar('week_day', { length: 9 }).notNull(),
    openTime: varchar('open_time', { length: 5 }).notNull().default(''),
    closeTime: varchar('close_time', { length: 5 }).notNull().default(''),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_hours_vendor_day_idx').on(t.vendorId, t.weekDay)],
);

export const vendorFiles = pgTable(
  'vendor_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    fileLabel: varchar('file_label', { length: 64 }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    // The review (docs/architecture.md "Review and audit"): a new upload is pending.
    status: varchar('status', { length: 16, enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewNote: text('review_note'),
    expiresAt: date('expires_at', { mode: 'string' }),
    reviewedAt: tz('reviewed_at'),
    reviewedBy: varchar('reviewed_by', { length: 254 }),
  },
  (t) => [index('vendor_files_vendor_idx').on(t.vendorId)],
);

// ── Appointments (booked by the marketplace, worked by vendors) ──────────────
/** One line of a booking with its product's and price's catalogue fields (appointments.lines). */
export interface AppointmentLineSnapshot {
  productId: number;
  productTitle: string;
  priceId: number;
  priceTitle: string;
  quantity: number;
  section: string | null;
  isOutside: boolean;
  schedulingInterface: 'date' | 'datetime' | null;
}

export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  firstName: varchar('first_name', { length: 200 }).notNull(),
  lastName: varchar('last_name', { length: 200 }).notNull(),
  email: varchar('email', { length: 254 }),
  phone: varchar('phone', { length: 40 }),
  /** The customer's language (issue 46, docs/architecture.md "Languages"): its mails and the /approve page. */
  language: varchar('language', { length: 2, enum: LANGUAGES }).notNull().default('en'),
  createdAt: createdAt(),
});

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    street1: varchar('street1', { length: 200 }).notNull(),
    street2: varchar('street2', { length: 200 }),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    zipCode: varchar('zip_code', { length: 5 }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
  },
  (t) => [index('properties_customer_idx').on(t.customerId)],
);

export const appointmentBases = pgTable('appointment_bases', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  appointmentLength: integer('appointment_length').notNull(),
  createdAt: createdAt(),
});

export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentBaseId: integer('appointment_base_id')
      .notNull()
      .references(() => appointmentBases.id),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    /** Copied from the property so the unclaimed query is one indexed scan. */
    zipCode: varchar('zip_code', { length: 5 }).notNull(),
    actualDateTime: tz('actual_date_time'),
    duration: integer('duration').notNull(),
    completedAt: tz('completed_at'),
    claimedAt: tz('claimed_at'),
    /** Ops cancelled the booking (docs/architecture.md "Ops API"): off every list; the feed marks it cancelled. */
    cancelledAt: tz('cancelled_at'),
    createdAt: createdAt(),
    /**
     * The booking's lines as answered (docs/product-spec.md §3 Appointment), in line order: written with the
     * lines when the booking is made (they never change), so no answer rebuilds them from the catalogue.
     */
    lines: jsonb('lines').$type<AppointmentLineSnapshot[]>().notNull(),
    /** Its base's appointmentLength, which never changes: no answer joins appointment_bases for it. */
    appointmentLength: integer('appointment_length').notNull(),
    /**
     * The pay frozen at booking (docs/architecture.md "Pay and earnings"): each line's quantity × unit, in
     * line order, and their total, which the earnings aggregate sums. A later catalogue change alters neither.
     */
    // 64-bit (docs/architecture.md "Money that is fair"): a line of 1,000 units at $100,000.00 is 10^10
    // cents, past 2^31 − 1; mode 'number' is exact to 2^53, beyond what 50 such lines can reach.
    linePayoutCents: bigint('line_payout_cents', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull().default(0),
    /**
     * Frozen at booking too: what a late cancellation by the marketplace earns (an adjustment of kind
     * `cancellation-fee`), each line's pay × its product's percent, rounded down.
     */
    cancellationCents: bigint('cancellation_cents', { mode: 'number' }).notNull().default(0),
    /** The member who does the job (docs/architecture.md "A company with a crew"); null: the company's, unassigned. */
    assigneeId: integer('assignee_id').references(() => vendorMembers.id, { onDelete: 'set null' }),
    /** docs/architecture.md "The visit": when the technician arrived and left (the server's clock). */
    checkedInAt: tz('checked_in_at'),
    checkedOutAt: tz('checked_out_at'),
    /** How a completed job ended: null while open (and for jobs completed before outcomes were kept: completed). */
    outcome: varchar('outcome', { length: 16, enum: ['completed', 'no-show'] }),
    /**
     * The pay of a no-show, frozen at booking from each line's product's noShowPayoutPercent, rounded down (read
     * through modules/visit/no-show-pay.ts); null for a booking made before it was frozen (the default share).
     */
    noShowCents: bigint('no_show_cents', { mode: 'number' }),
    /**
     * The week (its Monday) of the payout that paid this completed job, written when the week is paid
     * (docs/architecture.md "Money that is fair"): the unpaid weeks read only the jobs without it
     * (appointments_unpaid_completed_idx), so their cost follows what is unpaid, not every job ever done.
     */
    paidWeek: date('paid_week', { mode: 'string' }),
    /** What the technician wrote when closing the job as a no-show. */
    noShowNote: text('no_show_note'),
    /**
     * docs/architecture.md "The visit": what the customer pays, frozen at booking (quantity × each price's
     * priceCents), grown pro rata with the duration and pay by approved extra time. Never in a vendor's answer.
     */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    /** Frozen at booking from its products: completion waits for the customer's signature. */
    signatureRequired: boolean('signature_required').notNull().default(false),
    /**
     * The product id of each line, in line order, derived by PostgreSQL from `lines` (which never change): the
     * overview's coverage gaps read it from appointments_open_jobs_idx instead of each job's lines.
     */
    productIds: jsonb('product_ids')
      .$type<number[]>()
      .generatedAlwaysAs(sql`jsonb_path_query_array(lines, '$[*].productId')`),
  },
  (t) => [
    // A vendor's list by day, split by completion (docs/product-spec.md §7's four list calls).
    index('appointments_vendor_open_idx')
      .on(t.vendorId, t.actualDateTime)
      .where(sql`${t.completedAt} is null`),
    index('appointments_vendor_done_idx')
      .on(t.vendorId, t.actualDateTime)
      .where(sql`${t.completedAt} is not null`),
    // A vendor's earnings by week of completion (modules/earnings: one aggregate over this range).
    index('appointments_vendor_completed_at_idx')
      .on(t.vendorId, t.completedAt, t.payoutCents)
      .where(sql`${t.completedAt} is not null`),
    // The console's unpaid weeks (ops/payouts.ts listUnpaidWeeks): completed jobs no payout holds yet, with what
    // they earn, read index-only.
    index('appointments_unpaid_completed_idx')
      .on(t.vendorId, t.completedAt, t.payoutCents, t.outcome, t.noShowCents)
      .where(sql`${t.completedAt} is not null and ${t.paidWeek} is null`),
    // A technician's own jobs by day (every list, the feed and the stream of a technician filter on it).
    index('appointments_assignee_idx')
      .on(t.assigneeId, t.actualDateTime)
      .where(sql`${t.assigneeId} is not null`),
    // Unclaimed by area and time.
    index('appointments_unclaimed_idx')
      .on(t.zipCode, t.actualDateTime)
      .where(sql`${t.vendorId} is null and ${t.completedAt} is null`),
    // The overview's open jobs: not held, not completed, not cancelled, oldest booking first (the list reads
    // it in order and filters the future ones on the third column; the counts and the coverage gaps' groups
    // by zip code and products are index-only scans).
    index('appointments_open_jobs_idx')
      .on(t.createdAt, t.id, t.actualDateTime, t.zipCode, sql`product_ids`)
      .where(sql`${t.vendorId} is null and ${t.completedAt} is null and ${t.cancelledAt} is null`),
    // The overview's time to claim: the jobs claimed in a period, with their booking time (an index-only
    // range scan for the count, the percentiles and the weeks: docs/performance.md "Insights views").
    index('appointments_claimed_idx')
      .on(t.claimedAt, t.createdAt)
      .where(sql`${t.claimedAt} is not null`),
    // Issue 57: the quality console and the tier sweep read every company's last 28 days of completed jobs by
    // completion time, index-only (docs/performance.md "Scorecard and quality").
    index('appointments_completed_quality_idx')
      .on(t.completedAt, t.vendorId, t.outcome, t.actualDateTime, t.checkedInAt)
      .where(sql`${t.completedAt} is not null and ${t.vendorId} is not null`),
  ],
);

/**
 * Issue 57, docs/architecture.md "Scorecard and tiers": each time a company hands a job back, with the job's start
 * then, written in the release's transaction (modules/appointments/release.ts). A release under 48 hours before
 * the start is a late release on the company's scorecard.
 */
export const jobReleases = pgTable(
  'job_releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    releasedAt: tz('released_at').notNull(),
    startsAt: tz('starts_at').notNull(),
  },
  (t) => [
    index('job_releases_vendor_idx').on(t.vendorId, t.releasedAt),
    index('job_releases_released_idx').on(t.releasedAt, t.vendorId, t.startsAt),
  ],
);

/**
 * The overview's time to claim, kept by PostgreSQL (migration 0014_insights3's triggers on appointments, in the
 * transaction of the write that books, claims or releases): the claimed jobs counted by the hour of the claim
 * (UTC), the service (product 0: the job as a whole) and the wait from booking to claim in minutes, to 3
 * significant digits (claim_wait_bucket). A period's figures read a few thousand of these rows instead of every
 * claim (docs/performance.md "Insights views").
 */
export const claimWaits = pgTable(
  'claim_waits',
  {
    claimHour: timestamp('claim_hour').notNull(),
    productId: integer('product_id').notNull(),
    waitMinutes: doublePrecision('wait_minutes').notNull(),
    /** The jobs claimed. */
    jobs: integer('jobs').notNull(),
    /** Their lines of the service (the weight of the wait in the service's percentiles). */
    lines: integer('lines').notNull(),
  },
  (t) => [primaryKey({ columns: [t.claimHour, t.productId, t.waitMinutes] })],
);

/**
 * The customer's link of a booking (docs/architecture.md "The customer's page"): only the SHA-256 of its token, written
 * when the link is first made (modules/customer-job/job-link.ts derives the token from the signing secret, so every
 * customer mail carries the same link). Lookup by digest; the link ends 30 days after completion or cancellation.
 */
export const jobLinks = pgTable('job_links', {
  appointmentId: integer('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  tokenDigest: varchar('token_digest', { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The thread between a booking's customer and the company (docs/architecture.md "Messages about the job"): plain
 * text, oldest first; `memberId` is the writer of a company message (null for the customer's, or once removed),
 * `author` the first name shown, kept as written.
 */
export const jobMessages = pgTable(
  'job_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    from: varchar('from', { length: 8, enum: ['customer', 'company'] }).notNull(),
    memberId: integer('member_id').references(() => vendorMembers.id, { onDelete: 'set null' }),
    /**
     * The company that held the job when the message was written: a company reads only its own part of the
     * thread, so a job released and claimed by another shows the new company none of the first one's messages.
     */
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('job_messages_appointment_idx').on(t.appointmentId, t.id)],
);

/**
 * Per thread, when the customer was last mailed of the company's messages (or will be, for one waiting for its
 * turn): at most one mail per 10 minutes (modules/customer-job/messages.ts).
 */
export const jobThreads = pgTable('job_threads', {
  appointmentId: integer('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  customerMailAt: tz('customer_mail_at'),
});

export const appointmentLines = pgTable(
  'appointment_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceId: integer('price_id')
      .notNull()
      .references(() => prices.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [index('appointment_lines_appointment_idx').on(t.appointmentId)],
);

export const appointmentNotes = pgTable(
  'appointment_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    jobNotes: text('job_notes').notNull(),
    /**
     * The member who wrote it (issue 54 item 8): it may change its own; the roles that change any note
     * (`changeAnyNote`) the rest. Null for a note from before authors were kept, or of a member since removed.
     */
    authorMemberId: integer('author_member_id').references(() => vendorMembers.id, { onDelete: 'set null' }),
    messageType: varchar('message_type', { length: 16 }).notNull().default('vendor'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('appointment_notes_appointment_idx').on(t.appointmentId, t.createdAt)],
);

// ── Legal ────────────────────────────────────────────────────────────────────
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentType: varchar('document_type', { length: 64 }).notNull(),
    effectiveDate: tz('effective_date'),
    contentMarkdown: text('content_markdown').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('legal_documents_type_idx').on(t.documentType, t.effectiveDate)],
);

export const signedDocuments = pgTable(
  'signed_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    signedDate: tz('signed_date').notNull().defaultNow(),
    ip: inet('ip'),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (t) => [uniqueIndex('signed_documents_identity_document_idx').on(t.identityId, t.documentId)],
);

// ── Review and audit (docs/architecture.md "Review and audit") ───────────────
/** One row per staff or ops-token action, written in the change's transaction; the database refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: tz('at').notNull().defaultNow(),
    actor: varchar('actor', { length: 254 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 300 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** One row per expiry reminder sent: a file is reminded once per threshold (days before expiry: 30, 7, 0). */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => vendorFiles.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    expiresAt: date('expires_at', { mode: 'string' }).notNull(),
    sentAt: tz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.threshold, t.expiresAt] })],
);

/**
 * A vendor's week marked paid by staff (docs/architecture.md "Pay and earnings"): the key makes paying
 * twice impossible, also for two admins at once (INSERT ... ON CONFLICT DO NOTHING).
 */
export const payouts = pgTable(
  'payouts',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    reference: varchar('reference', { length: 100 }).notNull(),
    completedCount: integer('completed_count').notNull(),
    // 64-bit (docs/architecture.md "Money that is fair"): a week's total may pass 2^31 − 1 cents.
    completedCents: bigint('completed_cents', { mode: 'number' }).notNull(),
    /** The week's adjustments when it was paid (docs/architecture.md "Money that is fair"): paid with its jobs. */
    adjustmentsCents: bigint('adjustments_cents', { mode: 'number' }).notNull().default(0),
    paidAt: tz('paid_at').notNull().defaultNow(),
    paidBy: varchar('paid_by', { length: 254 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.weekStart] })],
);

/**
 * Money in a vendor's week beside its jobs (docs/architecture.md "Money that is fair"): a credit or a debit
 * an admin adds, a late cancellation's fee, or a dispute's amount. The week is the vendor's (Monday, its zone)
 * at the moment the adjustment was made; a week's total is its jobs' pay plus its adjustments.
 */
export const adjustments = pgTable(
  'adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    kind: varchar('kind', { length: 24, enum: ['manual', 'cancellation-fee', 'dispute'] }).notNull(),
    /** The cancelled job of a `cancellation-fee`, or the job a dispute was about. */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdBy: varchar('created_by', { length: 254 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('adjustments_vendor_week_idx').on(t.vendorId, t.weekStart),
    // A cancellation pays its fee once, whatever retries the cancel.
    uniqueIndex('adjustments_cancellation_fee_idx')
      .on(t.appointmentId)
      .where(sql`${t.kind} = 'cancellation-fee'`),
  ],
);

/** A company's dispute of a week or one of its jobs; closed only with a written response by an admin. */
export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    message: varchar('message', { length: 2000 }).notNull(),
    status: varchar('status', { length: 16, enum: ['open', 'resolved', 'rejected'] })
      .notNull()
      .default('open'),
    response: varchar('response', { length: 2000 }),
    adjustmentId: integer('adjustment_id').references(() => adjustments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: tz('resolved_at'),
    resolvedBy: varchar('resolved_by', { length: 254 }),
  },
  (t) => [
    index('disputes_vendor_idx').on(t.vendorId, t.createdAt),
    index('disputes_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    // Issue 54 item 5: one open dispute per job, and one per company and week about the whole week, decided here so
    // that requests at once cannot both open one (the loser answers 409 with the open one's id).
    uniqueIndex('disputes_one_open_per_job_idx')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'open' and ${t.appointmentId} is not null`),
    uniqueIndex('disputes_one_open_per_week_idx')
      .on(t.vendorId, t.weekStart)
      .where(sql`${t.status} = 'open' and ${t.appointmentId} is null`),
  ],
);

/** The daily jobs' last completed day (a run missed while the server was down happens at the next start). */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
  finishedAt: tz('finished_at').notNull(),
});

// ── Field: calendar feeds and offline notes (docs/architecture.md "Phone and calendar") ──────
/**
 * One private calendar feed per member; only a digest of its secret is kept. The feed goes with its
 * member (a removed member's feed stops); which jobs it holds is decided by the member's role when
 * it is read (docs/architecture.md "Phone and calendar").
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => vendorMembers.id, { onDelete: 'cascade' }),
    /** The member's company (a member never changes company). */
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_feeds_vendor_idx').on(t.vendorId)],
);

// ── Live events and alerts (docs/architecture.md "Live events and alerts") ────
/**
 * Every event published on the bus, written in the publisher's transaction: its id orders the
 * events across processes (the SSE `id:`), and the rows of the last minutes let a client that
 * reconnects to any process resume with Last-Event-ID. Payloads are a type and ids only.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 64 }).notNull(),
    payload: jsonb('payload').$type<Record<string, number | string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

/**
 * Each member's alert choices (docs/architecture.md "Alerts on the phone"); no row means the defaults. The
 * new-job choices apply to the roles that claim (owner, office); a technician's row keeps their defaults.
 */
export const notificationSettings = pgTable('member_notification_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => vendorMembers.id, { onDelete: 'cascade' }),
  emailNewJobs: boolean('email_new_jobs').notNull().default(true),
  onlyDuringBusinessHours: boolean('only_during_business_hours').notNull().default(false),
  pushNewJobs: boolean('push_new_jobs').notNull().default(true),
  pushAssignments: boolean('push_assignments').notNull().default(true),
  pushChanges: boolean('push_changes').notNull().default(true),
  /** HH:MM in the company's zone, both or neither: new-job pushes wait until the end. */
  quietHoursStart: varchar('quiet_hours_start', { length: 5 }),
  quietHoursEnd: varchar('quiet_hours_end', { length: 5 }),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * When a company was last told of a job (docs/architecture.md "Alerts on the phone": at most once an hour,
 * however often the job is released, moved or opened again). One row per company and job.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    alertedAt: tz('alerted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.appointmentId] })],
);

/**
 * The one outgoing queue (docs/decisions/027-one-queue-of-our-own.md): mail and Web Push messages waiting to be
 * sent, queued in the transaction of the change they tell about and sent by the queue worker (FOR UPDATE SKIP
 * LOCKED). The idempotency key makes a message queued twice one message. The table keeps its first name so
 * that every query, bench and dashboard written against it stays valid; `kind` tells the two apart.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 8, enum: ['mail', 'push', 'webhook'] })
      .notNull()
      .default('mail'),
    /** Mail only (a push row leaves them empty). */
    to: text('to').notNull().default(''),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Push only: the subscription, the message and its delivery options (lib/push.ts QueuedPushPayload). */
    push: jsonb('push').$type<QueuedPushPayload>(),
    /** When the change the message tells about committed (a booking): the alert latency counts from it. */
    causedAt: tz('caused_at'),
    /** A message no longer worth sending (its subscription gone, or an hour of refusals): never taken again. */
    droppedAt: tz('dropped_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
    /** The request that queued it (its x-request-id), for the job's log line (docs/operations.md "Logs"). */
    requestId: varchar('request_id', { length: 128 }),
    /** The queuing request's span (W3C traceparent) when tracing was on: the job's span is its child. */
    traceparent: varchar('traceparent', { length: 64 }),
    /**
     * The offer whose deadline the message waits for (new-job alerts queued at offer time, due at its expiry):
     * dropped when taken if the offer was declined (the decline alerts at once) or the job claimed meanwhile.
     */
    offerId: integer('offer_id'),
    /** Webhook only: the delivery it sends (webhook_deliveries; lib/webhooks.ts). */
    webhookDeliveryId: bigint('webhook_delivery_id', { mode: 'number' }),
    /**
     * Rows of one order key leave one at a time, in id order: a row is not taken while an earlier one of its key is
     * neither sent nor dropped (a webhook endpoint's events about one job, lib/webhooks.ts).
     */
    orderKey: varchar('order_key', { length: 100 }),
  },
  (t) => [
    uniqueIndex('mail_queue_idempotency_idx').on(t.idempotencyKey),
    index('mail_queue_order_idx')
      .on(t.orderKey, t.id)
      .where(sql`${t.orderKey} is not null and ${t.sentAt} is null and ${t.droppedAt} is null`),
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.droppedAt} is null`),
  ],
);

/**
 * A device's Web Push subscription (docs/architecture.md "Alerts on the phone"): one row per endpoint, held by
 * the member who subscribed last, or by a member of the provider's staff (from the console: jobs still
 * unclaimed near their start); it ends with its holder (cascade), its removal, or the push service's 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** A vendor's member; null for a staff device (then staffIdentityId is set: exactly one of the two). */
    memberId: integer('member_id').references(() => vendorMembers.id, { onDelete: 'cascade' }),
    staffIdentityId: uuid('staff_identity_id').references(() => identities.id, { onDelete: 'cascade' }),
    /**
     * A customer's phone, for one booking (docs/architecture.md "The customer's page", POST /api/public/job/push):
     * then neither memberId nor staffIdentityId is set.
     */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * The session (refresh family, the idToken's `sid`) the device subscribed in: its sign-out ends this device's
     * subscription, and a password change keeps only the changer's (modules/push/devices-ended.ts). Null for a
     * subscription made without a session, which only a change of the whole account ends.
     */
    sessionId: uuid('session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_session_idx').on(t.sessionId),
    index('push_subscriptions_member_idx').on(t.memberId),
    index('push_subscriptions_staff_idx').on(t.staffIdentityId),
    index('push_subscriptions_appointment_idx').on(t.appointmentId),
    check(
      'push_subscriptions_one_holder',
      sql`num_nonnulls(${t.memberId}, ${t.staffIdentityId}, ${t.appointmentId}) = 1`,
    ),
  ],
);

// ── Account defects: idempotent creates, email change (docs/architecture.md "Idempotent creates", "Identity") ──
/**
 * The answer of a create request sent with an Idempotency-Key, per identity (`scope`): the same key
 * again answers it without running the request twice; a key sent with another request is refused.
 * A row without status is a request still running (or one that died: it expires with the row).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: varchar('scope', { length: 80 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    /** Digest of the method, route, parameters and body: the same key must come with the same request. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: text('body'),
    contentType: text('content_type'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** The address an email-change link (a one-time token of purpose email-change) moves the account to. */
export const emailChanges = pgTable('email_changes', {
  tokenHash: text('token_hash')
    .primaryKey()
    .references(() => passwordResetTokens.tokenHash, { onDelete: 'cascade' }),
  newEmail: varchar('new_email', { length: 254 }).notNull(),
});

// ── The working day: on my way (docs/architecture.md "The working day") ──────────
/**
 * The last on-my-way mail of each job: shown to the vendor ("Sent at 9:12 AM") and the rate limit
 * (one per job in 10 minutes), kept here so that every process sees it.
 */
export const onMyWay = pgTable(
  'on_my_way',
  {
    appointmentId: integer('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    sentAt: tz('sent_at').notNull(),
    etaMinutes: integer('eta_minutes').notNull(),
  },
  // The vendor's messages of the last day (GET /api/appointment/on-my-way).
  (t) => [index('on_my_way_vendor_sent_idx').on(t.vendorId, t.sentAt)],
);

// ── The visit's checklist (docs/architecture.md "The visit") ─────────────────
/** A booking's checklist, copied from its products' at booking (a later catalogue change alters none). */
export const appointmentChecklistItems = pgTable(
  'appointment_checklist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    required: boolean('required').notNull(),
    photo: boolean('photo').notNull(),
    doneAt: tz('done_at'),
    doneBy: integer('done_by').references(() => vendorMembers.id, { onDelete: 'set null' }),
    /** The member's name when it ticked the item (staff read who did it even once it has left the company). */
    doneByName: text('done_by_name'),
  },
  (t) => [index('appointment_checklist_items_appointment_idx').on(t.appointmentId, t.position)],
);

// ── Photos of the work (docs/architecture.md "The working day") ────────────────
export const appointmentPhotos = pgTable(
  'appointment_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8, enum: ['before', 'after'] }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_photos_appointment_idx').on(t.appointmentId, t.createdAt)],
);

// ── The customer's signature (docs/architecture.md "The visit") ──────────────────
/** A PNG drawn on the technician's phone, stored like a photo of the job; the newest one is the job's. */
export const appointmentSignatures = pgTable(
  'appointment_signatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The signer's name as typed beside the drawing. */
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_signatures_appointment_idx').on(t.appointmentId, t.createdAt)],
);

// ── More time, approved by the customer (docs/architecture.md "The visit") ───────
/**
 * A technician's request for more minutes. The customer's link carries a random token of which only the
 * SHA-256 is kept; the amounts it adds are computed when it is asked (what the customer is shown is what an
 * approval adds). `status` moves once from pending; a pending one past `expiresAt` reads as expired.
 */
export const extraTimeRequests = pgTable(
  'extra_time_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => vendorMembers.id, { onDelete: 'set null' }),
    minutes: integer('minutes').notNull(),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 16, enum: ['pending', 'approved', 'declined', 'expired'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tz('expires_at').notNull(),
    /** What an approval adds: to the job's pay, per line in line order, and to the customer's price. */
    linePayoutCents: bigint('line_payout_cents', { mode: 'number' }).array().notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    decidedAt: tz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('extra_time_requests_appointment_idx').on(t.appointmentId, t.id)],
);

/**
 * A customer's rating of a completed booking (docs/architecture.md "Ratings and the right of reply"): one per
 * booking, held 72 hours before it counts (`published_at` null) while the company may reply once and appeal. An
 * appealed rating stays held until an admin keeps it (published then) or removes it (never counts). It belongs to
 * the company that completed the job (`vendor_id`), whatever happens to the booking later.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    comment: text('comment'),
    createdAt: tz('created_at').notNull(),
    /** When it started to count and show: 72 hours after `created_at`, or an admin's "keep" of an appeal. */
    publishedAt: tz('published_at'),
    replyBody: text('reply_body'),
    replyAt: tz('reply_at'),
    replyMemberId: integer('reply_member_id').references(() => vendorMembers.id, { onDelete: 'set null' }),
    appealReason: text('appeal_reason'),
    appealedAt: tz('appealed_at'),
    appealMemberId: integer('appeal_member_id').references(() => vendorMembers.id, { onDelete: 'set null' }),
    decision: varchar('decision', { length: 8, enum: ['keep', 'remove'] }),
    decisionNote: text('decision_note'),
    decidedAt: tz('decided_at'),
    /** The admin's identity (staff are identities, not members). */
    decidedBy: uuid('decided_by').references(() => identities.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ratings_vendor_idx').on(t.vendorId, t.createdAt),
    // Issue 57: every company's counted ratings of the last 28 days (the console, the tier sweep), index-only.
    index('ratings_counted_idx')
      .on(t.createdAt, t.vendorId, t.stars, t.appointmentId)
      .where(sql`${t.publishedAt} is not null and ${t.decision} is distinct from 'remove'`),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A company's API keys (docs/architecture.md "Partners: API keys, webhooks and the company's own calendar"): only
 * the key's SHA-256 digest is kept (lib/opaque-tokens.ts), so the table never hands a working key out. Deleting the
 * row ends the key on every process (the `apiKey.revoked` event, identity/api-keys.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    scope: varchar('scope', { length: 8, enum: API_KEY_SCOPES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The member (the owner) who made it; null once that member is gone. */
    createdBy: integer('created_by').references(() => vendorMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Written at most once a minute per key, so a busy key does not write on every request. */
    lastUsedAt: tz('last_used_at'),
  },
  (t) => [index('api_keys_vendor_idx').on(t.vendorId)],
);

/**
 * A company's webhook endpoint (docs/architecture.md "Partners: API keys, webhooks and the company's own calendar"):
 * where its events are sent, signed with its secret (Standard Webhooks). The secret is kept as it was given, as the
 * push subscriptions' keys are: it must sign every delivery (docs/decisions/079-webhooks-signed-with-standardwebhooks.md).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    /** `whsec_` and base64 of 32 random bytes: shown once, kept to sign. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The customer's email and phone in the events' data (off by default). */
    includeCustomer: boolean('include_customer').notNull().default(false),
    /** Failed attempts since the last success: 50 disable the endpoint. */
    failuresInARow: integer('failures_in_a_row').notNull().default(0),
    lastSuccessAt: tz('last_success_at'),
    /** Why it was switched off by the portal (50 failures in a row); null when enabled or switched off by the owner. */
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_vendor_idx').on(t.vendorId)],
);

/**
 * One event for one endpoint: its body as sent (the same bytes and `webhook-id` on every attempt), how many
 * attempts, the last answer's status and when one was a success. Sent by the one queue (mail_queue kind `webhook`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header: `msg_` and random characters, the same on every attempt and resend. */
    messageId: varchar('message_id', { length: 64 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The last attempt's HTTP status; null before any or when none came (a timeout, a refused address). */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: tz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
);
