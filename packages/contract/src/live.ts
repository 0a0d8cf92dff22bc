import { z } from 'zod';

// docs/architecture.md "Live events and alerts": the events of GET /api/events and the vendor's
// alert choices. Fixed contract: outside clients and tests rely on these names and shapes.

export const LIVE_EVENTS_PATH = '/api/events';

/** Event `unclaimed`: a job entered or left the vendor's list of jobs it may claim. */
export const unclaimedEventSchema = z.object({ action: z.enum(['added', 'removed']), id: z.number().int() });
export type UnclaimedEvent = z.infer<typeof unclaimedEventSchema>;

/** Event `appointment`: one of the vendor's own appointments changed. */
export const appointmentEventSchema = z.object({
  action: z.enum(['added', 'updated', 'completed']),
  id: z.number().int(),
});
export type AppointmentEvent = z.infer<typeof appointmentEventSchema>;

/**
 * Event `vendor` (issue 38 item 11, added; clients that do not know it ignore it): what an open page of the
 * company shows changed: its crew (`team`: invitations, joins, roles, removals), its review status (`review`)
 * or a decision on one of its documents (`documents`). Every member of the company hears it. Issue 42 added
 * `timeOff` (an entry of the company's or a member's time off added or removed: every member hears it) and
 * `offers` (a job was offered to the company, or its offer was declined or ran out: the members who claim
 * hear it, and read their Unclaimed list again).
 */
export const vendorEventSchema = z.object({ action: z.enum(['team', 'review', 'documents', 'timeOff', 'offers']) });
export type VendorEvent = z.infer<typeof vendorEventSchema>;

export type LiveEvent =
  | { event: 'unclaimed'; data: UnclaimedEvent }
  | { event: 'appointment'; data: AppointmentEvent }
  | { event: 'vendor'; data: VendorEvent };

/** More streams than this per identity answer 429 (a tab holds one). */
export const MAX_STREAMS_PER_IDENTITY = 10;

/** A time of day, HH:MM (00:00–23:59), in the company's zone. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use HH:MM, 00:00 to 23:59.' });

/** Quiet hours: new-job pushes wait from `start` to `end` (across midnight when end is earlier). */
export const quietHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .strict()
  .refine((q) => q.start !== q.end, { error: 'Quiet hours start and end at different times.' });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/**
 * docs/architecture.md "Alerts on the phone": each member's own alert choices. The new-job choices are for the
 * roles that claim jobs (owner, office): a technician's answer has none of them, and sending them is 403
 * `role-forbidden` (NEW_JOB_SETTINGS).
 */
export const notificationSettingsSchema = z.object({
  emailNewJobs: z.boolean().optional(),
  onlyDuringBusinessHours: z.boolean().optional(),
  pushNewJobs: z.boolean().optional(),
  pushAssignments: z.boolean(),
  pushChanges: z.boolean(),
  quietHours: quietHoursSchema.nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The settings that apply only to the roles that claim jobs. */
export const NEW_JOB_SETTINGS = ['emailNewJobs', 'onlyDuringBusinessHours', 'pushNewJobs'] as const;

export const DEFAULT_NOTIFICATION_SETTINGS = {
  emailNewJobs: true,
  onlyDuringBusinessHours: false,
  pushNewJobs: true,
  pushAssignments: true,
  pushChanges: true,
  quietHours: null,
} as const satisfies Required<NotificationSettings>;

export const notificationSettingsPatchSchema = notificationSettingsSchema
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Nothing to change.' });
export type NotificationSettingsPatch = z.infer<typeof notificationSettingsPatchSchema>;
