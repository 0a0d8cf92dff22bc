import { z } from 'zod';
import { MAX_INT_ID } from './constants.ts';

export * from './constants.ts';

const INVALID_ID = { error: 'Invalid id' };
const checkedId = <T>(n: z.ZodCoercedNumber<T>) => n.int(INVALID_ID).positive(INVALID_ID).max(MAX_INT_ID, INVALID_ID);

/**
 * An id is plain decimal digits with no leading zero: `0x15`, `+21`, `021`, ` 21` and `1e3` are not
 * ids, although a number coercion would read them as one.
 */
const ID_DIGITS = /^[1-9]\d*$/;

/** A numeric id in a path or query: anything else is a 400, never a database error. */
export const idSchema = z
  .string(INVALID_ID)
  .regex(ID_DIGITS, INVALID_ID)
  .pipe(checkedId(z.coerce.number<string>(INVALID_ID)));

export const idParams = z.object({ id: idSchema });

/**
 * A numeric id in a JSON body: a number, or plain digits in a string (as some clients send ids). Not a
 * boolean or an array, which a plain coercion would turn into 1 or into the array's one number.
 */
export const bodyIdSchema = z
  .union([z.number(), z.string().regex(ID_DIGITS)], INVALID_ID)
  .pipe(checkedId(z.coerce.number<string | number>(INVALID_ID)));

/** Calendar day, YYYY-MM-DD, that really exists. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates must be YYYY-MM-DD' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: 'Dates must be YYYY-MM-DD' },
  );

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
