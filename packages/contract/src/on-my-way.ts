import { z } from 'zod';
import { DAY } from './messages/day.ts';

// docs/architecture.md "The working day": POST /api/appointment/{id}/on-my-way {etaMinutes: 5–240} → 202.

export const ETA_MIN_MINUTES = 5;
export const ETA_MAX_MINUTES = 240;
/** The presets the control offers first (a custom value covers the rest of 5–240). */
export const ETA_PRESETS = [15, 30, 45, 60] as const;
/** At most one on-my-way mail per job in this many minutes (429 with Retry-After). */
export const ON_MY_WAY_INTERVAL_MINUTES = 10;

export const etaMinutesSchema = z
  .number({ error: DAY.etaRange })
  .int({ error: DAY.etaRange })
  .min(ETA_MIN_MINUTES, { error: DAY.etaRange })
  .max(ETA_MAX_MINUTES, { error: DAY.etaRange });

export const onMyWayBody = z.object({ etaMinutes: etaMinutesSchema });
export type OnMyWayBody = z.infer<typeof onMyWayBody>;

/** The last on-my-way of one job: when it was sent and the arrival it announced (ISO instants). */
export const onMyWaySchema = z.object({
  appointmentId: z.number().int(),
  sentAt: z.string(),
  etaMinutes: z.number().int(),
  arrivesAt: z.string(),
});
export type OnMyWay = z.infer<typeof onMyWaySchema>;

/** The control's custom value, as typed (a number of minutes), checked with the body's own rule. */
export const onMyWayForm = z.object({
  etaMinutes: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: DAY.etaRange })
    .transform(Number)
    .pipe(etaMinutesSchema),
});
export type OnMyWayFormValues = z.input<typeof onMyWayForm>;
