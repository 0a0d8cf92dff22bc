import { z } from 'zod';

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

/** A numeric id in a path or query: anything else is a 400, never a database error. */
export const idSchema = z.coerce
  .number({ error: 'Invalid id' })
  .int({ error: 'Invalid id' })
  .positive({ error: 'Invalid id' })
  .max(MAX_INT_ID, { error: 'Invalid id' });

export const idParams = z.object({ id: idSchema });

export const zip5Schema = z.string().regex(/^\d{5}$/);

/** Calendar day, YYYY-MM-DD, that really exists. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates must be YYYY-MM-DD' })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, { error: 'Dates must be YYYY-MM-DD' });

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

/** The error body of every API failure (Fastify's shape plus a stable code). */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

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
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** `{data: [...]}` wrapper used by several of the SPEC's list answers. */
export const dataList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
export const dataOne = <T extends z.ZodType>(item: T) => z.object({ data: item });
