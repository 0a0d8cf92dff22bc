// Plain constants and functions of the contract, free of zod: the SPA's first-load bundle can
// import them without pulling in the schema library (common.ts re-exports them).

// SPEC §9: the zones a vendor may choose.
export const ALLOWED_TIME_ZONES = [
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/New_York',
  'America/Chicago',
] as const;
export type AllowedTimeZone = (typeof ALLOWED_TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: AllowedTimeZone = 'America/Denver';

// SPEC §9: the week runs Monday to Sunday.
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const MAX_INT_ID = 2_147_483_647;

/**
 * SPEC §5 Time values: normalised to HH:MM; HH:MM:SS is cut to HH:MM; hours 0-23, minutes 0-59;
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

/** Stable error codes shared by server and client. */
export const ERROR_CODES = {
  validation: 'validation-error',
  unauthenticated: 'unauthenticated',
  notFound: 'not-found',
  conflict: 'conflict',
  tooManyRequests: 'too-many-requests',
  emailInUse: 'email-already-in-use',
  invalidCredential: 'invalid-credential',
  payloadTooLarge: 'payload-too-large',
  unsupportedMediaType: 'unsupported-media-type',
  internal: 'internal-error',
  unavailable: 'unavailable',
  agreementRequired: 'agreement-required',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
