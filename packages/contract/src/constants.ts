// Plain constants and functions of the contract, free of zod: the SPA's first-load bundle can
// import them without pulling in the schema library (common.ts re-exports them).

// docs/product-spec.md §9: the zones a vendor may choose.
export const ALLOWED_TIME_ZONES = [
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/New_York',
  'America/Chicago',
] as const;
export type AllowedTimeZone = (typeof ALLOWED_TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: AllowedTimeZone = 'America/Denver';

// docs/product-spec.md §9: the week runs Monday to Sunday.
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const MAX_INT_ID = 2_147_483_647;

/**
 * docs/product-spec.md §5 Time values: normalised to HH:MM; HH:MM:SS is cut to HH:MM; hours 0-23, minutes 0-59;
 * anything else becomes empty.
 */
export function normalizeTime(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return '';
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return '';
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

// The error codes, their HTTP statuses and default messages: one table, in errors.ts (import
// ERROR_CODES from there; a type-only re-export keeps this module's run-time imports unchanged).
export type { ErrorCode } from './errors.ts';
