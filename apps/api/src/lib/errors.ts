import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@vendor-portal/contract/common';
import { ERRORS, errorCodeForStatus, type ErrorCode, type ErrorCodeOf } from '@vendor-portal/contract/errors';

/**
 * The one error type of the API: a code from the contract's table (packages/contract/src/errors.ts),
 * which gives its status; a message fit for the user (the table's default when none is given);
 * headers the answer carries (Retry-After). The error-handler plugin turns it into the body.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields the body carries beside the code (409 no-one-free's `conflicts` and `timeOff`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.statusCode = ERRORS[code].status;
  }
}

export const badRequest = (message?: string) => new AppError('validation-error', message);
export const unauthenticated = (message?: string) => new AppError('unauthenticated', message);
export const notFound = (message?: string) => new AppError('not-found', message);
export const conflict = (message?: string, code: ErrorCodeOf<409> = 'conflict') => new AppError(code, message);

/** The body of an error answer; `code` defaults to the table's code for the status. */
export function errorBody(
  statusCode: number,
  message: string,
  code: ErrorCode = errorCodeForStatus(statusCode),
): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code };
}

/** True for PostgreSQL's unique-violation error, from either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * True when PostgreSQL refused a value the client sent ("data exception", class 22): a NUL
 * character in a text, a date like 0000-02-29, a number out of range. Found by the hostile-input
 * gate.
 */
export function isRefusedValue(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return [e?.code, e?.cause?.code].some((code) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code));
}
