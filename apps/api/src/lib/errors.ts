import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@vendor-portal/contract/common';
import * as messages from '@vendor-portal/contract/messages';

const { GENERAL } = messages;
const CONTRACT_TEXTS = new Set(
  Object.values(messages).flatMap((group) => Object.values(group).filter((v): v is string => typeof v === 'string')),
);

/** The one error type of the API: a status, a stable code and a message fit for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = GENERAL.badRequest) => new AppError(400, ERROR_CODES.validation, message);
export const unauthenticated = (message: string = messages.AUTH.unauthenticated) => new AppError(401, ERROR_CODES.unauthenticated, message);
export const notFound = (message: string = GENERAL.notFound) => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, code: string = ERROR_CODES.conflict) => new AppError(409, code, message);
export const tooManyRequests = (message: string) => new AppError(429, ERROR_CODES.tooManyRequests, message);

export function errorBody(statusCode: number, message: string, code?: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}) };
}

/** True for PostgreSQL's unique-violation error, from either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * True when PostgreSQL refused a value the client sent ("data exception", class 22): a NUL
 * character in a text, a date like 0000-02-29, a number out of range. Found by the hostile-input
 * gate (issue 8).
 */
function isRefusedValue(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return [e?.code, e?.cause?.code].some((code) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code));
}

function codeForStatus(status: number): string {
  if (status === 401) return ERROR_CODES.unauthenticated;
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 409) return ERROR_CODES.conflict;
  if (status === 413) return ERROR_CODES.payloadTooLarge;
  if (status === 415) return ERROR_CODES.unsupportedMediaType;
  if (status === 429) return ERROR_CODES.tooManyRequests;
  if (status === 503) return ERROR_CODES.unavailable;
  return ERROR_CODES.validation;
}

/** One mapping from anything thrown to the `{statusCode, error, message, code}` body. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, err.code));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The SPEC's own texts go back as they are; zod's generic ones name the field they are about.
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || '';
      const text = first?.message ?? GENERAL.badRequest;
      const message = CONTRACT_TEXTS.has(text) || !field ? text : `${field}: ${text}`;
      return reply.code(400).send(errorBody(400, message, ERROR_CODES.validation));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send(errorBody(500, GENERAL.internal, ERROR_CODES.internal));
    }
    if (isRefusedValue(err)) {
      return reply.code(400).send(errorBody(400, GENERAL.badRequest, ERROR_CODES.validation));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(status).send(errorBody(status, status === 503 ? GENERAL.unavailable : GENERAL.internal, status === 503 ? ERROR_CODES.unavailable : ERROR_CODES.internal));
    }
    // Fastify's own 4xx (malformed JSON, body too large, bad content type): its message is safe.
    return reply.code(status).send(errorBody(status, err.message || GENERAL.badRequest, codeForStatus(status)));
  });

}
