import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@vendor-portal/contract/live';
import type { Db } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema.ts';

/** GET /notificationSettings: the vendor's choices, the defaults until it makes one. */
export async function getNotificationSettings(db: Db, vendorId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      emailNewJobs: notificationSettings.emailNewJobs,
      onlyDuringBusinessHours: notificationSettings.onlyDuringBusinessHours,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.vendorId, vendorId))
    .limit(1);
  return row ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/** PATCH /notificationSettings (and the one-click unsubscribe): changes what is given. */
export async function patchNotificationSettings(
  db: Db,
  vendorId: number,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ vendorId, ...DEFAULT_NOTIFICATION_SETTINGS, ...patch })
    .onConflictDoUpdate({ target: notificationSettings.vendorId, set: { ...patch, updatedAt: new Date() } })
    .returning({
      emailNewJobs: notificationSettings.emailNewJobs,
      onlyDuringBusinessHours: notificationSettings.onlyDuringBusinessHours,
    });
  return row!;
}

// RFC 8058 one-click unsubscribe: the link names the vendor and carries a signature, so it works
// without signing in and cannot be forged for another vendor. It only ever turns mail off.

/** A key used only for unsubscribe links, derived from the auth secret (no new secret to manage). */
export function deriveUnsubscribeKey(authSecret: string): Buffer {
  return crypto.createHmac('sha256', authSecret).update('new-job-unsubscribe/v1').digest();
}

function sign(key: Buffer, vendorId: number): string {
  return crypto.createHmac('sha256', key).update(`unsubscribe.${vendorId}`).digest('base64url');
}

export const UNSUBSCRIBE_PATH = '/api/notificationSettings/unsubscribe';

export function unsubscribeUrl(publicUrl: string, key: Buffer, vendorId: number): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?vendor=${vendorId}&sig=${sign(key, vendorId)}`;
}

export function checkUnsubscribe(key: Buffer, vendorId: number, signature: string): boolean {
  const expected = Buffer.from(sign(key, vendorId));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
