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
// without signing in and cannot be forged for another vendor. It only ever turns mail off, and it
// ends (docs/architecture.md "Credentials and what ends them") when the vendor chooses again (the
// signature covers the time of the settings' last change, so any change, the unsubscribe itself
// included, ends every earlier link) and after UNSUBSCRIBE_LINK_TTL_MS.

export const UNSUBSCRIBE_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

/** A key used only for unsubscribe links, derived from the auth secret (no new secret to manage). */
export function deriveUnsubscribeKey(authSecret: string): Buffer {
  return crypto.createHmac('sha256', authSecret).update('new-job-unsubscribe/v1').digest();
}

/** What an unsubscribe link carries: the vendor, the settings' version it was made for, its end (s). */
export interface UnsubscribeLink {
  vendor: number;
  v?: number | undefined;
  exp?: number | undefined;
  sig: string;
}

function sign(key: Buffer, vendorId: number, version: number, expires: number): string {
  return crypto.createHmac('sha256', key).update(`unsubscribe.${vendorId}.${version}.${expires}`).digest('base64url');
}

/** The version of the vendor's choices: when they last changed (0 while they are the defaults). */
const versionOf = (updatedAt: Date | null | undefined) => updatedAt?.getTime() ?? 0;

export const UNSUBSCRIBE_PATH = '/api/notificationSettings/unsubscribe';

/** The link for a mail queued now, made for the vendor's choices as they stand (`settingsUpdatedAt`). */
export function unsubscribeUrl(
  publicUrl: string,
  key: Buffer,
  vendorId: number,
  settingsUpdatedAt: Date | null,
  now: Date,
): string {
  const version = versionOf(settingsUpdatedAt);
  const expires = Math.floor((now.getTime() + UNSUBSCRIBE_LINK_TTL_MS) / 1000);
  return `${publicUrl}${UNSUBSCRIBE_PATH}?vendor=${vendorId}&v=${version}&exp=${expires}&sig=${sign(key, vendorId, version, expires)}`;
}

/** Whether the link is genuine, unexpired, and made for the vendor's choices as they stand now. */
export async function checkUnsubscribe(db: Db, key: Buffer, link: UnsubscribeLink, now = new Date()): Promise<boolean> {
  const { vendor, v, exp, sig } = link;
  if (v === undefined || exp === undefined) return false;
  const expected = Buffer.from(sign(key, vendor, v, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
  if (exp * 1000 <= now.getTime()) return false;
  const [row] = await db
    .select({ updatedAt: notificationSettings.updatedAt })
    .from(notificationSettings)
    .where(eq(notificationSettings.vendorId, vendor))
    .limit(1);
  return versionOf(row?.updatedAt) === v;
}

/**
 * RFC 8058 §3.1: a one-click POST carries `List-Unsubscribe=One-Click`, as
 * application/x-www-form-urlencoded or multipart/form-data; anything else is not one.
 */
export function isOneClickBody(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded')
    return new URLSearchParams(body).getAll('List-Unsubscribe').join() === 'One-Click';
  if (type === 'multipart/form-data')
    return /content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?\s*\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(
      body,
    );
  return false;
}
