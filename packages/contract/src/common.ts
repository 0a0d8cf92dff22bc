import { z } from 'zod';
import { MAX_INT_ID } from './constants.ts';

export * from './constants.ts';

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

/** The error body of every API failure (Fastify's shape plus a stable code). */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{data: [...]}` wrapper used by several of the SPEC's list answers. */
export const dataList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
export const dataOne = <T extends z.ZodType>(item: T) => z.object({ data: item });
