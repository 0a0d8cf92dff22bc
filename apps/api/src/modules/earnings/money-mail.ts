import type { Db, Tx } from '../../db/client.ts';
import { queueMail } from '../../lib/mail-queue.ts';

// shared/ARCHITECTURE.md "Money that is fair": every mail about a company's money (an adjustment, a dispute's
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
