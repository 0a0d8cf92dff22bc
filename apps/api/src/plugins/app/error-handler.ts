import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, errorCodeForStatus } from '@vendor-portal/contract/errors';
import * as messages from '@vendor-portal/contract/messages';
import { AppError, errorBody, isRefusedValue } from '../../lib/errors.ts';

// One mapping from anything thrown to the `{statusCode, error, message, code}` body; codes and
// statuses come from the contract's table (packages/contract/src/errors.ts). 5xx messages never
// carry the error's own text.

const { GENERAL } = messages;
const CONTRACT_TEXTS = new Set(
  Object.values(messages).flatMap((group) => Object.values(group).filter((v): v is string => typeof v === 'string')),
);

export default fp(async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ ...err.details, ...errorBody(err.statusCode, err.message, err.code) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The SPEC's own texts go back as they are; zod's generic ones name the field they are about.
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || '';
      const text = first?.message ?? GENERAL.badRequest;
      const message = CONTRACT_TEXTS.has(text) || !field ? text : `${field}: ${text}`;
      return reply.code(400).send(errorBody(400, message, 'validation-error'));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send(errorBody(500, GENERAL.internal, 'internal-error'));
    }
    if ((err as FastifyError).code === 'FST_STATIC_FORBIDDEN_PATH') {
      // @fastify/static refuses a path it would not serve as written (an empty "//" or a "." segment:
      // `/api//ops/outbox`) with a bare 403. No route and no file has such a path: it is not found,
      // answered as any unknown path is (a page for a browser, the JSON 404 for /api).
      return reply.callNotFound();
    }
    if (isRefusedValue(err)) {
      return reply.code(400).send(errorBody(400, GENERAL.badRequest, 'validation-error'));
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    const code = errorCodeForStatus(status);
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(status).send(errorBody(status, ERRORS[code].message, code));
    }
    // Fastify's own 4xx (malformed JSON, body too large, bad content type): its message is safe.
    return reply.code(status).send(errorBody(status, err.message || ERRORS[code].message, code));
  });
});
