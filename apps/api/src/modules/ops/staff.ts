import crypto from 'node:crypto';
import { REVIEW } from '@vendor-portal/contract/messages';
import type { CreateStaffBody, Staff } from '@vendor-portal/contract/ops/staff';
import type { Db } from '../../db/client.ts';
import { identities } from '../../db/schema.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { createResetToken } from '../../identity/password-reset.ts';
import type { OpsActor } from './ops-auth.ts';
import { recordAudit } from './audit.ts';
import { sendAfterCommit, type Site } from './mails.ts';

// docs/architecture.md "Review and audit": a staff account is an identity with a role, created with
// a password nobody knows; its set-password link is the reset flow's (/reset-password, one hour, once).

export async function createStaff(db: Db, site: Site, actor: OpsActor, body: CreateStaffBody): Promise<Staff> {
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const { staff, token } = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(identities)
        // Staff never verify an email to claim; their address is the one the admin typed.
        .values({ email: body.email, passwordHash, role: body.role, emailVerified: true })
        .returning({ id: identities.id, email: identities.email, role: identities.role });
      const staff = { id: row!.id, email: row!.email, role: body.role };
      await recordAudit(tx, {
        actor: actor.actor,
        action: 'staff.create',
        target: `staff:${staff.email}`,
        after: staff,
      });
      return { staff, token: await createResetToken(tx, staff.id) };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('email-already-in-use');
      throw err;
    });
  const link = `${site.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  sendAfterCommit(
    site,
    { to: staff.email, subject: REVIEW.staffInviteSubject(site.brand), text: REVIEW.staffInviteText(staff.role, link) },
    'staff invite',
  );
  // The link goes back to the ops token only (the CLI prints it); a signed-in admin gets the mail.
  return actor.identityId === null ? { ...staff, setPasswordUrl: link } : staff;
}
