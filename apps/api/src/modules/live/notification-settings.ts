import { signMessage, verifyMessage, type LinkKeys } from '../../lib/signed-links.ts';
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NEW_JOB_SETTINGS,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@vendor-portal/contract/live';
import { may, type MemberRole } from '@vendor-portal/contract/team';
import type { Db } from '../../db/client.ts';
import { notificationSettings, vendorMembers } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

type Row = typeof notificationSettings.$inferSelect;

/** A member's choices as its role reads them: a technician's answer has no new-job settings. */
function forRole(row: Omit<Row, 'memberId' | 'updatedAt'>, role: MemberRole): NotificationSettings {
  const { quietHoursStart, quietHoursEnd, ...flags } = row;
  const settings = {
    ...flags,
    quietHours: quietHoursStart && quietHoursEnd ? { start: quietHoursStart, end: quietHoursEnd } : null,
  };
  if (may(role, 'claim')) return settings;
  const { emailNewJobs: _e, onlyDuringBusinessHours: _o, pushNewJobs: _p, ...rest } = settings;
  return rest;
}

const columns = {
  emailNewJobs: notificationSettings.emailNewJobs,
  onlyDuringBusinessHours: notificationSettings.onlyDuringBusinessHours,
  pushNewJobs: notificationSettings.pushNewJobs,
  pushAssignments: notificationSettings.pushAssignments,
  pushChanges: notificationSettings.pushChanges,
  quietHoursStart: notificationSettings.quietHoursStart,
  quietHoursEnd: notificationSettings.quietHoursEnd,
};

const DEFAULT_ROW = {
  emailNewJobs: DEFAULT_NOTIFICATION_SETTINGS.emailNewJobs,
  onlyDuringBusinessHours: DEFAULT_NOTIFICATION_SETTINGS.onlyDuringBusinessHours,
  pushNewJobs: DEFAULT_NOTIFICATION_SETTINGS.pushNewJobs,
  pushAssignments: DEFAULT_NOTIFICATION_SETTINGS.pushAssignments,
  pushChanges: DEFAULT_NOTIFICATION_SETTINGS.pushChanges,
  quietHoursStart: null,
  quietHoursEnd: null,
};

/** Who the settings are of: the member and its role (requireMember). */
export interface SettingsOwner {
  memberId: number;
  role: MemberRole;
}

/** GET /notificationSettings: the member's own choices, the defaults until it makes one. */
export async function getNotificationSettings(db: Db, member: SettingsOwner): Promise<NotificationSettings> {
  const [row] = await db
    .select(columns)
    .from(notificationSettings)
    .where(eq(notificationSettings.memberId, member.memberId))
    .limit(1);
  return forRole(row ?? DEFAULT_ROW, member.role);
}

/**
 * PATCH /notificationSettings (and the one-click unsubscribe): changes what is given, for this member only. A
 * role that does not claim jobs sending a new-job setting is 403 role-forbidden, and nothing changes.
 */
export async function patchNotificationSettings(
  db: Db,
  member: SettingsOwner,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  if (!may(member.role, 'claim') && NEW_JOB_SETTINGS.some((key) => key in patch)) throw new AppError('role-forbidden');
  const { quietHours, ...flags } = patch;
  const set = {
    ...flags,
    ...(quietHours === undefined
      ? {}
      : { quietHoursStart: quietHours?.start ?? null, quietHoursEnd: quietHours?.end ?? null }),
  };
  const [row] = await db
    .insert(notificationSettings)
    .values({ memberId: member.memberId, ...DEFAULT_ROW, ...set })
    .onConflictDoUpdate({ target: notificationSettings.memberId, set: { ...set, updatedAt: new Date() } })
    .returning(columns);
  return forRole(row!, member.role);
}

// RFC 8058 one-click unsubscribe: the link names the member it was mailed to and carries a signature, so it
// works without signing in and cannot be forged for another member. It only ever turns that member's mail
// off, and it ends (docs/architecture.md "Credentials and what ends them") when the member chooses again (the
// signature covers the time of the settings' last change, so any change, the unsubscribe itself
// included, ends every earlier link) and after UNSUBSCRIBE_LINK_TTL_MS.

export const UNSUBSCRIBE_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

/** What an unsubscribe link carries: the member, the settings' version it was made for, its end (s). */
export interface UnsubscribeLink {
  member: number;
  v?: number | undefined;
  exp?: number | undefined;
  sig: string;
}

// `member.`: a link mailed when the choices were the company's (it named the vendor) never passes for a member.
const signed = (memberId: number, version: number, expires: number) =>
  `unsubscribe.member.${memberId}.${version}.${expires}`;

/** The version of the member's choices: when they last changed (0 while they are the defaults). */
const versionOf = (updatedAt: Date | null | undefined) => updatedAt?.getTime() ?? 0;

export const UNSUBSCRIBE_PATH = '/api/notificationSettings/unsubscribe';

/** The link for a mail queued now, made for the member's choices as they stand (`settingsUpdatedAt`). */
export function unsubscribeUrl(
  publicUrl: string,
  keys: LinkKeys,
  memberId: number,
  settingsUpdatedAt: Date | null,
  now: Date,
): string {
  const version = versionOf(settingsUpdatedAt);
  const expires = Math.floor((now.getTime() + UNSUBSCRIBE_LINK_TTL_MS) / 1000);
  return `${publicUrl}${UNSUBSCRIBE_PATH}?member=${memberId}&v=${version}&exp=${expires}&sig=${signMessage(keys, signed(memberId, version, expires))}`;
}

/**
 * The member a genuine, unexpired link made for its choices as they stand now names, with its role; null for
 * any other link (forged, ended, or its member gone).
 */
export async function checkUnsubscribe(
  db: Db,
  keys: LinkKeys,
  link: UnsubscribeLink,
  now = new Date(),
): Promise<SettingsOwner | null> {
  const { member, v, exp, sig } = link;
  if (v === undefined || exp === undefined) return null;
  if (!verifyMessage(keys, signed(member, v, exp), sig)) return null;
  if (exp * 1000 <= now.getTime()) return null;
  const [row] = await db
    .select({ role: vendorMembers.role, updatedAt: notificationSettings.updatedAt })
    .from(vendorMembers)
    .leftJoin(notificationSettings, eq(notificationSettings.memberId, vendorMembers.id))
    .where(and(eq(vendorMembers.id, member), eq(vendorMembers.status, 'active')))
    .limit(1);
  return row && versionOf(row.updatedAt) === v ? { memberId: member, role: row.role } : null;
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
