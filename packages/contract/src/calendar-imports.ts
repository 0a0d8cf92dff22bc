import { z } from 'zod';
import { CALENDAR_IMPORTS } from './messages/calendar-imports.ts';
import { bodyIdSchema } from './common.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": a calendar the company
// (memberId null) or a member imports as busy time, by its secret iCalendar address.

export const CALENDAR_URL_MAX = 2000;

export const calendarImportSchema = z.object({
  id: z.number().int(),
  /** null: the whole company. */
  memberId: z.number().int().nullable(),
  /** The secret address, answered only to the company it belongs to. */
  url: z.string(),
  lastFetchedAt: z.string().nullable(),
  /** Why the last read failed, in the reader's language; null when it was good. */
  lastError: z.string().nullable(),
  busyCount: z.number().int(),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;
export const calendarImportListSchema = z.object({
  data: z.array(calendarImportSchema),
  /** The caller's own member id (what its Account's card adds for). */
  memberId: z.number().int().optional(),
});

/** POST /api/calendarImports. Whether the address may be read at all is the server's (400 url-not-allowed). */
export const calendarImportBody = z
  .object({
    url: z
      .string({ error: () => CALENDAR_IMPORTS.urlInvalid })
      .trim()
      .max(CALENDAR_URL_MAX, { error: () => CALENDAR_IMPORTS.urlTooLong })
      .regex(/^(https?|webcal):\/\/[^\s/?#]+[^\s]*$/i, {
        error: () => CALENDAR_IMPORTS.urlInvalid,
      }),
    memberId: bodyIdSchema.nullable().default(null),
  })
  .strict();
export type CalendarImportBody = z.input<typeof calendarImportBody>;
