import type { Adjustment, CreateAdjustmentBody } from '@vendor-portal/contract/adjustments';
import type { Db } from '../../db/client.ts';
import { addAdjustment, mailAdjustment } from '../earnings/adjustments.ts';
import { recordAudit } from './audit.ts';
import type { OpsActor } from './ops-auth.ts';

// docs/architecture.md "Money that is fair": an admin's credit or debit, in the company's current week,
// with its reason; audited, and the company is mailed, in one transaction.

export async function createManualAdjustment(
  db: Db,
  actor: OpsActor,
  body: CreateAdjustmentBody,
  now: Date,
): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    // A manual adjustment names no appointment: no unique key can refuse it.
    const added = (await addAdjustment(tx, { ...body, kind: 'manual', createdBy: actor.actor }, now))!;
    const { vendorEmail: _mailedTo, vendorLanguage: _language, ...adjustment } = added;
    await recordAudit(tx, {
      actor: actor.actor,
      action: 'adjustment.create',
      target: `vendor:${body.vendorId}`,
      after: adjustment,
    });
    await mailAdjustment(tx, added, now);
    return adjustment;
  });
}
