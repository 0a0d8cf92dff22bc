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
 * or a decision on one of its documents (`documents`). Every member of the company hears it.
 */
export const vendorEventSchema = z.object({ action: z.enum(['team', 'review', 'documents']) });
export type VendorEvent = z.infer<typeof vendorEventSchema>;

export type LiveEvent =
  | { event: 'unclaimed'; data: UnclaimedEvent }
  | { event: 'appointment'; data: AppointmentEvent }
  | { event: 'vendor'; data: VendorEvent };

/** More streams than this per identity answer 429 (a tab holds one). */
export const MAX_STREAMS_PER_IDENTITY = 10;

export const notificationSettingsSchema = z.object({
  emailNewJobs: z.boolean(),
  onlyDuringBusinessHours: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNewJobs: true,
  onlyDuringBusinessHours: false,
};

export const notificationSettingsPatchSchema = notificationSettingsSchema
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Nothing to change.' });
export type NotificationSettingsPatch = z.infer<typeof notificationSettingsPatchSchema>;
