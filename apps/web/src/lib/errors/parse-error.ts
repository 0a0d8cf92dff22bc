import type { ErrorCode } from '@vendor-portal/contract/errors';
import { ERROR_STATUSES, errorCodeForStatus } from '@vendor-portal/contract/error-statuses';
import { ApiError } from '../api/api-client.ts';

// docs/how-to/client-data.md "Errors": the client decides by the server's error code, never by a raw
// HTTP status. Anything thrown is parsed once into {code, message, status} (documenso's
// AppError.parseError is the model); the codes are the contract's table (packages/contract/src/errors.ts)
// plus the two the client alone knows. Only lib/api/ and this folder read an ApiError's status.

/** A request that never reached the server (ApiError status 0). */
const NETWORK_ERROR = 'network-error';
/** Something thrown that is not an answer of the API (a bug, an aborted render). */
const NOT_AN_API_ERROR = 'not-an-api-error';

export type ClientErrorCode = ErrorCode | typeof NETWORK_ERROR | typeof NOT_AN_API_ERROR;

export interface ParsedError {
  code: ClientErrorCode;
  /** The server's own message field, or a network failure's text for the vendor. */
  message?: string;
  /** The HTTP status (0: the network failed; undefined: not an answer of the API). */
  status?: number;
}

const isKnownCode = (code: string | undefined): code is ErrorCode => code !== undefined && code in ERROR_STATUSES;

export function parseError(err: unknown): ParsedError {
  if (!(err instanceof ApiError)) return { code: NOT_AN_API_ERROR };
  if (err.status === 0) return { code: NETWORK_ERROR, message: err.message || undefined, status: 0 };
  // An answer without a code of the table (a proxy's 502, Fastify's own 4xx), or with one the table
  // gives another status, gets its status's code: the table is the contract both sides keep.
  const code =
    isKnownCode(err.code) && ERROR_STATUSES[err.code] === err.status ? err.code : errorCodeForStatus(err.status);
  return { code, message: err.serverMessage, status: err.status };
}

/** Whether the error carries one of these codes. */
export const hasCode = (err: unknown, ...codes: ClientErrorCode[]) => codes.includes(parseError(err).code);

/** A request lost on its way: the ApiError keeps the Idempotency-Key it was sent with, for a later send. */
export const isNetworkFailure = (err: unknown): err is ApiError => hasCode(err, NETWORK_ERROR);

/** The server ended the session (every code the table answers with 401). */
export const isUnauthenticated = (err: unknown) => {
  const { code } = parseError(err);
  return code in ERROR_STATUSES && ERROR_STATUSES[code as ErrorCode] === 401;
};

/** The server refused the request itself: asking again will not change the answer (a 4xx code). */
export const isRefusal = (err: unknown) => {
  const { code } = parseError(err);
  return code in ERROR_STATUSES && ERROR_STATUSES[code as ErrorCode] < 500;
};
