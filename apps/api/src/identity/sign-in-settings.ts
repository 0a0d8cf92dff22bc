import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { identityMail, SIGN_IN_SETTINGS } from '@vendor-portal/contract/messages';
import { type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { accountLanguage } from '../lib/member-language.ts';
import type { Db, Tx } from '../db/client.ts';
import { emailChanges, identities, refreshTokens, vendorMembers, vendors } from '../db/schema.ts';
import { AppError, badRequest, isUniqueViolation, unauthenticated } from '../lib/errors.ts';
import { identityChanged, identityEligibilityChanged } from '../lib/event-bus.ts';
import type { Mailer } from '../lib/mail.ts';
import { queueMail } from '../lib/mail-queue.ts';
import { endAccountDevices } from '../modules/push/devices-ended.ts';
import { endOpenInvitations } from '../modules/team/end-invitations.ts';
import { findIdentityByEmail, normalizeEmail } from './accounts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { consumeOneTimeToken, createOneTimeToken, endPendingLinks } from './one-time-links.ts';
import { hitAll, release, type Limit } from './rate-limit.ts';
import { hashToken } from '../lib/opaque-tokens.ts';

// docs/architecture.md "Identity" (changing how a vendor signs in, from Account): a new sign-in email
// is verified by a one-time link mailed to it (the reset link's machinery, purpose email-change),
// and changes only when the link is followed; the old address is told. A new password needs the
// current one, follows registration's rule, and ends every other session.

interface Site {
  brand: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The account's sign-in facts changed: caches of the authentication check drop the identity, and
 * its vendor's eligibility (the verified email) is read again. In the change's transaction.
 */
async function signInFactsChanged(tx: Db | Tx, identityId: string): Promise<void> {
  await identityChanged(tx, identityId);
  await identityEligibilityChanged(tx, identityId);
}

/**
 * The current password, counted like a sign-in: every attempt is counted up front and taken back
 * when it is right, so only wrong guesses use up the allowance. 400 wrong-current-password.
 */
async function checkCurrentPassword(db: Db, identityId: string, password: string, limits: Limit[]) {
  const [account] = await db.select().from(identities).where(eq(identities.id, identityId)).limit(1);
  if (!account) throw unauthenticated();
  await hitAll(db, limits);
  if (!(await verifyPassword(account.passwordHash, password))) throw new AppError('wrong-current-password');
  await Promise.all(limits.map((limit) => release(db, limit)));
  return account;
}

/** The link to a new address, in the account's language (issue 46). */
function emailChangeMail(brand: string, publicUrl: string, token: string, language: Language) {
  const link = `${publicUrl}/verify-email?change=email&token=${encodeURIComponent(token)}`;
  return inLanguage(language, () => identityMail.emailChange(brand, link));
}

const emailChangedNotice = (brand: string, newEmail: string, language: Language) =>
  inLanguage(language, () => identityMail.emailChanged(brand, newEmail));

/**
 * POST /auth/email-change: with the current password, mails a link to the new address. The answer
 * is the same whether or not another account uses that address (no account enumeration): the link
 * is made either way, and only mailed when the address is free. The mail is not awaited.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  identityId: string,
  body: { newEmail: string; currentPassword: string },
  limits: { password: Limit[]; mails: Limit },
  site: Site,
): Promise<void> {
  const account = await checkCurrentPassword(db, identityId, body.currentPassword, limits.password);
  const newEmail = normalizeEmail(body.newEmail);
  if (newEmail === account.email) throw badRequest(SIGN_IN_SETTINGS.emailSame);
  await hitAll(db, [limits.mails]);
  const token = await db.transaction(async (tx) => {
    const made = await createOneTimeToken(tx, identityId, 'email-change');
    await tx.insert(emailChanges).values({ tokenHash: hashToken(made), newEmail });
    return made;
  });
  if (await findIdentityByEmail(db, newEmail)) return;
  const language = await accountLanguage(db, identityId);
  mailer
    .send({ to: newEmail, ...emailChangeMail(site.brand, site.publicUrl, token, language) })
    .catch((err: unknown) => site.log.error({ err }, 'email change mail failed'));
}

/**
 * POST /auth/email-change/confirm: the account (and its vendor, whose email is the account's) moves
 * to the link's address, which is now verified; the old address gets a notice. 400
 * invalid-email-change-token when the link is unknown, used or expired; 409 email-change-unavailable
 * when another account took the address in the meantime.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  brand: string,
  now = new Date(),
): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const identityId = await consumeOneTimeToken(tx, token, 'email-change', now);
    if (!identityId) throw new AppError('invalid-email-change-token');
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, hashToken(token)));
    const [account] = await tx
      .select({ email: identities.email })
      .from(identities)
      .where(eq(identities.id, identityId));
    if (!change || !account) throw new AppError('invalid-email-change-token');
    const taken = await findIdentityByEmail(tx, change.newEmail);
    if (taken && taken.id !== identityId) throw new AppError('email-change-unavailable');
    try {
      // A savepoint, so that a race lost on the unique index is a 409 and not a broken transaction.
      await tx.transaction(async (sp) => {
        await sp
          .update(identities)
          .set({ email: change.newEmail, emailVerified: true })
          .where(eq(identities.id, identityId));
        await sp.update(vendors).set({ email: change.newEmail }).where(eq(vendors.identityId, identityId));
        // The member's address is the account's (the team list, the partial unique index of active members).
        await sp.update(vendorMembers).set({ email: change.newEmail }).where(eq(vendorMembers.identityId, identityId));
      });
      // The new address has an account now: open invitations to it end, as at sign-up.
      await endOpenInvitations(tx, change.newEmail, now);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('email-change-unavailable');
      throw err;
    }
    // Links mailed to the old address (a reset, a verification) end, and so do other pending changes.
    await endPendingLinks(tx, identityId, 'email-change', now);
    await queueMail(
      tx,
      [
        {
          idempotencyKey: `email-changed:${change.tokenHash}`,
          to: account.email,
          ...emailChangedNotice(brand, change.newEmail, await accountLanguage(tx, identityId)),
        },
      ],
      now,
    );
    await signInFactsChanged(tx, identityId);
    return { email: change.newEmail };
  });
}

/**
 * POST /auth/password-change: the new password (registration's rule) replaces the current one. A
 * new token version ends every idToken issued before, every other session is revoked, and this
 * session (`sessionId`) stays: its refresh token keeps working and the caller signs a new idToken.
 */
export async function changePassword(
  db: Db,
  identityId: string,
  sessionId: string | undefined,
  body: { currentPassword: string; newPassword: string },
  limits: Limit[],
  now = new Date(),
) {
  const account = await checkCurrentPassword(db, identityId, body.currentPassword, limits);
  if (body.newPassword === body.currentPassword) throw badRequest(SIGN_IN_SETTINGS.newPasswordSame);
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(identities)
      .set({ passwordHash, passwordChangedAt: now, tokenVersion: sql`${identities.tokenVersion} + 1` })
      .where(eq(identities.id, identityId))
      .returning({ tokenVersion: identities.tokenVersion });
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.identityId, identityId),
          isNull(refreshTokens.revokedAt),
          ...(sessionId ? [ne(refreshTokens.familyId, sessionId)] : []),
        ),
      );
    // Every other device's push subscription ends with its session; the changer's stays.
    await endAccountDevices(tx, identityId, sessionId);
    // A reset link or an email change asked for with the old password ends (./one-time-links.ts).
    await endPendingLinks(tx, identityId, 'password-change', now);
    await signInFactsChanged(tx, identityId);
    return { ...account, tokenVersion: updated!.tokenVersion };
  });
}
