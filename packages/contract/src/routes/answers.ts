import { errorBodySchema } from '../common.ts';

/**
 * The error answers an entry lists (`responses: { 200: x, ...errors(400, 404) }`): each status answers the shared
 * error body `{statusCode, error, message, code}`. An answer with words of its own (a description, or a body with
 * more fields, like the busy member's 409) is written beside it.
 */
export const errors = <const S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as { [K in S]: typeof errorBodySchema };
