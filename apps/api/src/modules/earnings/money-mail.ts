import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addressLanguage } from '../../lib/member-language.ts';
import { queueMail } from '../../lib/mail-queue.ts';
import { seesPaySql } from '../team/crew-pay.ts';

// docs/architecture.md "Money that is fair": every mail about a company's money (an adjustment, a dispute's
// answer, a new dispute for staff) leaves through this one function, queued in the change's transaction. The
// mail and push queues are being unified: this is the one line to change when they are.

export interface MoneyMail {
  /** The same key is the same mail (queued once, sent once). */
  key: string;
  to: string;
  subject: string;
  text: string;
}

export async function queueMoneyMail(tx: Db | Tx, mail: MoneyMail, now: Date): Promise<void> {
  await queueMail(tx, [{ idempotencyKey: mail.key, to: mail.to, subject: mail.subject, text: mail.text }], now);
}

/**
 * The address a mail that names the company's pay goes to (docs/architecture.md "Money that is fair", "Pay
 * seen by the crew"): the company's address, unless that is an office member's or technician's own (the office
 * may set the profile's email to its own account's) while the owner keeps pay from the crew: then the owner's.
 * Who sees pay is `seesPay` (contract/team-roles.ts), here in its SQL form.
 */
export const payMailTo = (vendorId: SQL | number) => sql`(
  select case when not exists (
      select 1 from vendor_members pm where pm.vendor_id = pv.id and lower(pm.email) = lower(pv.email)
        and not ${seesPaySql(sql`pm.role`, sql`pv.crew_sees_pay`)})
    then pv.email
    else coalesce((select po.email from vendor_members po where po.vendor_id = pv.id and po.role = 'owner' order by po.id limit 1), pv.email)
  end
  from vendors pv where pv.id = ${vendorId})`;

/**
 * The language of that address's reader (issue 46): the member whose address it is, else the owner's; English
 * without a member. A mail about the company's money is written in it (`inLanguage`), dates and amounts too.
 */
export const payMailLanguage = (vendorId: SQL | number) => addressLanguage(vendorId, payMailTo(vendorId));
