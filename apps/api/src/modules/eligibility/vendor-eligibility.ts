import { eq, sql, type SQL } from 'drizzle-orm';
import { ELIGIBILITY_CODES, type Eligibility, type EligibilityCode } from '@vendor-portal/contract/eligibility';
import { ELIGIBILITY } from '@vendor-portal/contract/messages';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { vendors } from '../../db/schema.ts';
import { STANDING_RULES } from './rules.ts';

/** The message of a standing refusal; `since` is when the vendor submitted its profile. */
export function reasonMessage(code: EligibilityCode, since: Date): string {
  switch (code) {
    case ELIGIBILITY_CODES.agreementRequired:
      return ELIGIBILITY.agreementRequired;
    case ELIGIBILITY_CODES.emailUnverified:
      return ELIGIBILITY.emailUnverified;
    case ELIGIBILITY_CODES.vendorPendingReview:
      return ELIGIBILITY.vendorPendingReview(since.toISOString().slice(0, 10));
    case ELIGIBILITY_CODES.vendorRejected:
      return ELIGIBILITY.vendorRejected;
    case ELIGIBILITY_CODES.serviceNotOffered:
      return ELIGIBILITY.noServiceOffered;
    case ELIGIBILITY_CODES.documentExpired:
      return ELIGIBILITY.documentExpired;
  }
}

/** The standing rules as columns `r0`, `r1`… of a select on `vendors` (true: refused by that rule). */
export function standingColumns(): SQL[] {
  return STANDING_RULES.map((rule, i) => sql`${rule.refused} as ${sql.identifier(`r${i}`)}`);
}

/** The eligibility answer from a row holding the standing columns (`r0`…) and the vendor's createdAt. */
export function eligibilityOf(row: { createdAt: Date | null } & Record<string, unknown>): Eligibility {
  if (!row.createdAt) return { canClaim: false, reasons: [] };
  const createdAt = row.createdAt;
  const reasons = STANDING_RULES.filter((_, i) => row[`r${i}`] === true).map(({ code }) => ({
    code,
    message: reasonMessage(code, createdAt),
  }));
  return { canClaim: reasons.length === 0, reasons };
}

/** Whether the vendor may claim, with every reason why not: the same rules the claim's UPDATE applies. */
export async function vendorEligibility(db: Db, vendorId: number): Promise<Eligibility> {
  const [row] = await preparedOnce(db, 'vendor_eligibility', () => {
    const flags = Object.fromEntries(
      STANDING_RULES.map((rule, i) => [`r${i}`, sql<boolean>`${rule.refused}`.mapWith(Boolean)]),
    );
    return db
      .select({ createdAt: vendors.createdAt, ...flags })
      .from(vendors)
      .where(eq(vendors.id, sql.placeholder('vendorId')))
      .limit(1)
      .prepare('vendor_eligibility');
  }).execute({ vendorId });
  return row ? eligibilityOf(row) : { canClaim: false, reasons: [] };
}
