import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ELIGIBILITY_CODES, type EligibilityCode } from '@vendor-portal/contract/eligibility';
import { VENDOR_AGREEMENT } from '@vendor-portal/contract/legal';
import { EXPIRING_DOCUMENT_KINDS } from '@vendor-portal/contract/ops/staff';
import {
  appointments,
  identities,
  legalDocuments,
  signedDocuments,
  vendorFiles,
  vendorProducts,
  vendors,
  vendorZipCodes,
} from '../../db/schema.ts';

// The rules that decide whether a vendor may claim, written ONCE as SQL so that the same
// expressions give the reasons shown with the unclaimed list and sit inside the claim's
// conditional UPDATE (one statement decides the race, as before).

/** The id of the vendor agreement in effect now, or null when none is (then nothing is required). */
const agreementInEffect = sql`(
  select d.id from ${legalDocuments} d
  where d.document_type = ${VENDOR_AGREEMENT} and d.effective_date is not null and d.effective_date <= now()
  order by d.effective_date desc, d.id desc limit 1
)`;

/** True when an agreement is in effect and `identityId` has not signed it. */
export const agreementMissing = (identityId: SQL) => sql`(${agreementInEffect} is not null and not exists (
  select 1 from ${signedDocuments} s where s.identity_id = ${identityId} and s.document_id = ${agreementInEffect}
))`;

/**
 * The kind of an expiring document (docs/product-spec.md §3 VendorFile labels): both insurance
 * labels are one kind, each licence its own; null for a label that does not expire.
 */
const kindOf = (label: SQL) =>
  sql`(case ${sql.join(
    Object.entries(EXPIRING_DOCUMENT_KINDS).map(
      ([kind, labels]) =>
        sql`when ${label} in (${sql.join(
          labels.map((l) => sql`${l}`),
          sql`, `,
        )}) then ${kind}`,
    ),
    sql` `,
  )} end)`;

/** Today in UTC, as the reviewer's expiry dates are written: a document is valid through its day. */
const today = sql`(now() at time zone 'UTC')::date`;

/**
 * docs/architecture.md "Review and audit": an approved insurance certificate or licence has expired
 * and no approved, current document of the same kind replaces it.
 */
const documentExpired = sql`exists (
  select 1 from ${vendorFiles} f0
  where f0.vendor_id = ${vendors.id} and f0.status = 'approved' and f0.expires_at < ${today}
    and ${kindOf(sql`f0.file_label`)} is not null
    and not exists (
      select 1 from ${vendorFiles} f1
      where f1.vendor_id = f0.vendor_id and f1.status = 'approved' and f1.expires_at >= ${today}
        and ${kindOf(sql`f1.file_label`)} = ${kindOf(sql`f0.file_label`)}
    )
)`;

export interface StandingRule {
  code: EligibilityCode;
  /** True when the vendor row (`vendors` in the enclosing query) is refused by this rule. */
  refused: SQL;
}

/**
 * What the vendor itself must fix before it may claim anything, in the order the portal shows them.
 * Each expression reads the `vendors` row of the enclosing query.
 */
export const STANDING_RULES: StandingRule[] = [
  { code: ELIGIBILITY_CODES.agreementRequired, refused: agreementMissing(sql`${vendors.identityId}`) },
  {
    code: ELIGIBILITY_CODES.emailUnverified,
    refused: sql`not exists (
      select 1 from ${identities} i0 where i0.id = ${vendors.identityId} and i0.email_verified
    )`,
  },
  { code: ELIGIBILITY_CODES.vendorPendingReview, refused: sql`(${vendors.reviewStatus} = 'pending')` },
  { code: ELIGIBILITY_CODES.vendorRejected, refused: sql`(${vendors.reviewStatus} = 'rejected')` },
  { code: ELIGIBILITY_CODES.documentExpired, refused: documentExpired },
  {
    code: ELIGIBILITY_CODES.serviceNotOffered,
    refused: sql`not exists (
      select 1 from ${vendorProducts} vp0 join ${vendorZipCodes} z0 on z0.vendor_product_id = vp0.id
      where vp0.vendor_id = ${vendors.id}
    )`,
  },
];

/**
 * The zip codes the vendor serves, each with the ids of the products it offers there (a jsonb array):
 * what servesEveryProduct (the claim, the live events) and the unclaimed list both read the offer from.
 */
export function offeredByZip(vendorId: number | SQL): SQL {
  return sql`select z.zip_code, jsonb_agg(vp.product_id) as products
    from ${vendorProducts} vp join ${vendorZipCodes} z on z.vendor_product_id = vp.id
    where vp.vendor_id = ${vendorId}
    group by z.zip_code`;
}

/**
 * A booking's stored lines (appointments.lines) are all offered: it has at least one line, and no line's
 * product is missing from `products` (a jsonb array of product ids, as offeredByZip gives them). One
 * jsonpath test per row, no subquery per line.
 */
export function everyLineOffered(lines: SQL, products: SQL): SQL {
  return sql`(jsonb_array_length(${lines}) > 0
    and not jsonb_path_exists(${lines}, '$[*] ? (!(@.productId == $p[*]))', jsonb_build_object('p', ${products})))`;
}

/**
 * The vendor serves the appointment's zip code for every product of it (and it has at least one
 * line). Reads the `appointments` row of the enclosing query, with its stored lines (appointments.lines).
 */
export function servesEveryProduct(vendorId: number | SQL): SQL {
  // The zip-code IN list is implied by the rest; it lets the planner walk the unclaimed index by zip.
  return sql`(${servesZip(vendorId)}
    and exists (
      select 1 from (${offeredByZip(vendorId)}) o
      where o.zip_code = ${appointments.zipCode} and ${everyLineOffered(sql`${appointments.lines}`, sql`o.products`)}
    ))`;
}

/** The vendor serves the appointment's zip code for at least one product. */
export function servesZip(vendorId: number | SQL): SQL {
  return sql`${appointments.zipCode} in (
      select z.zip_code from ${vendorZipCodes} z join ${vendorProducts} vp on vp.id = z.vendor_product_id
      where vp.vendor_id = ${vendorId}
    )`;
}

/** The vendor passes every standing rule. */
export function inGoodStanding(vendorId: number | SQL): SQL {
  const passes = STANDING_RULES.map((rule) => sql`not (${rule.refused})`);
  return sql`exists (select 1 from ${vendors} where ${and(eq(vendors.id, vendorId), ...passes)})`;
}

/** The one eligibility condition of a claim: the vendor in good standing, serving every product. */
export function claimableBy(vendorId: number | SQL): SQL {
  return sql`(${inGoodStanding(vendorId)} and ${servesEveryProduct(vendorId)})`;
}
