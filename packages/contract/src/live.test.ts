import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NEW_JOB_SETTINGS,
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
} from './live.ts';

// docs/architecture.md "Alerts on the phone": each member's settings, and what a technician's answer lacks.

describe('notification settings', () => {
  it('has the contract’s defaults', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({
      emailNewJobs: true,
      onlyDuringBusinessHours: false,
      pushNewJobs: true,
      pushAssignments: true,
      pushChanges: true,
      quietHours: null,
    });
    expect(NEW_JOB_SETTINGS).toEqual(['emailNewJobs', 'onlyDuringBusinessHours', 'pushNewJobs']);
  });

  it('reads a technician’s answer without the new-job settings', () => {
    expect(
      notificationSettingsSchema.safeParse({ pushAssignments: true, pushChanges: false, quietHours: null }).success,
    ).toBe(true);
    expect(notificationSettingsSchema.safeParse({ emailNewJobs: true }).success).toBe(false);
  });

  it('takes quiet hours as HH:MM in the company’s zone, across midnight, or null; nothing else', () => {
    const ok = (quietHours: unknown) => notificationSettingsPatchSchema.safeParse({ quietHours }).success;
    expect(ok({ start: '22:00', end: '07:00' })).toBe(true);
    expect(ok(null)).toBe(true);
    for (const bad of [
      { start: '24:00', end: '07:00' },
      { start: '7:00', end: '08:00' },
      { start: '22:00' },
      { start: '09:00', end: '09:00' },
      { start: '22:00', end: '07:00', x: 1 },
    ])
      expect(ok(bad), JSON.stringify(bad)).toBe(false);
    expect(notificationSettingsPatchSchema.safeParse({}).success).toBe(false);
  });
});
