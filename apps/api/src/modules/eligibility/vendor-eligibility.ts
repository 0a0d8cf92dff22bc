import { eq, sql, type SQL } from 'drizzle-orm';
import { ELIGIBILITY_CODES, type Eligibility, type EligibilityCode } from '@vendor-portal/contract/eligibility';
import { ELIGIBILITY } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { vendors } from '../../db/schema.ts';
import { STANDING_RULES } from './rules.ts';
import { vendorTimeZone } from '../hours/vendor-time-zone.ts';
import { formatInstant } from '@vendor-portal/contract/dates';
import { DEFAULT_TIME_ZONE } from '@vendor-portal/contract/constants';

/**
 * The message of a standing refusal; `since` is when the vendor submitted its profile, written as docs/product-spec.md
 * §9's 'MMM d, yyyy' on the vendor's calendar day in its zone (issue 38 item 2: a sign-up at 9:40 PM in Denver is
 * under review since that day, not the UTC one).
 */
function reasonMessage(code: EligibilityCode, since: Date, timeZone: string): string {
  switch (code) {
    case ELIGIBILITY_CODES.agreementRequired:
      return ELIGIBILITY.agreementRequired;
    case ELIGIBILITY_CODES.emailUnverified:
      return ELIGIBILITY.emailUnverified;
    case ELIGIBILITY_CODES.vendorPendingReview:
      return ELIGIBILITY.vendorPendingReview(formatInstant(since, timeZone, 'date'));
    case ELIGIBILITY_CODES.vendorRejected:
      return ELIGIBILITY.vendorRejected;
    case ELIGIBILITY_CODES.serviceNotOffered:
      return ELIGIBILITY.noServiceOffered;
    case ELIGIBILITY_CODES.documentExpired:
      return ELIGIBILITY.documentExpired;
  }
}

/**
 * The standing rules as one text column of a select on `vendors`: a character per rule, in
 * STANDING_RULES' order, '1' when that rule refuses the vendor ('010000': its email is unverified; a
 * rule that reads null counts as passed, as the boolean columns did).
 */
export function standingRefusals(): SQL {
  return sql`concat(${sql.join(
    STANDING_RULES.map((rule) => sql`coalesce((${rule.refused})::int, 0)`),
    sql`, `,
  )})`;
}

/**
 * The eligibility answer from when the vendor signed up, its standingRefusals() text (null: no vendor) and its zone
 * (hours/vendor-time-zone.ts).
 */
export function eligibilityOf(createdAt: Date | null, refused: string | null, timeZone: string): Eligibility {
  if (!createdAt || refused === null) return { canClaim: false, reasons: [] };
  const reasons = STANDING_RULES.filter((_, i) => refused[i] === '1').map(({ code }) => ({
    code,
    message: reasonMessage(code, createdAt, timeZone),
  }));
  return { canClaim: reasons.length === 0, reasons };
}

/** Whether the vendor may claim, with every reason why not: the same rules the claim's UPDATE applies. */
export async function vendorEligibility(db: Db, vendorId: number): Promise<Eligibility> {
  const [row] = await preparedOnce(db, 'vendor_eligibility', () =>
    db
      .select({
        createdAt: vendors.createdAt,
        refused: sql<string>`${standingRefusals()}`,
        timeZone: vendorTimeZone(sql`${vendors.id}`),
      })
      .from(vendors)
      .where(eq(vendors.id, sql.placeholder('vendorId')))
      .limit(1)
      .prepare('vendor_eligibility'),
  ).execute({ vendorId });
  return eligibilityOf(row?.createdAt ?? null, row?.refused ?? null, row?.timeZone ?? DEFAULT_TIME_ZONE);
}
