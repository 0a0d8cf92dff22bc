import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client.ts';
import { hasCode, isNetworkFailure, isRefusal, isUnauthenticated, parseError } from './parse-error.ts';

const answer = (status: number, code?: string, message?: string) =>
  new ApiError(status, message ?? `Request failed with status ${status}`, code, message);

describe('parseError', () => {
  it("keeps the server's code and message", () => {
    expect(parseError(answer(409, 'email-already-in-use', 'taken'))).toEqual({
      code: 'email-already-in-use',
      message: 'taken',
      status: 409,
    });
  });

  it("gives an answer without a code, or with a code of another status, its status's code", () => {
    expect(parseError(answer(404)).code).toBe('not-found');
    expect(parseError(answer(502)).code).toBe('internal-error');
    expect(parseError(answer(500, 'invalid-verification-token')).code).toBe('internal-error');
    expect(parseError(answer(400, 'no-such-code')).code).toBe('validation-error');
  });

  it('names a network failure and anything else thrown', () => {
    expect(parseError(new ApiError(0, 'offline'))).toEqual({ code: 'network-error', message: 'offline', status: 0 });
    expect(parseError(new Error('boom'))).toEqual({ code: 'not-an-api-error' });
  });
});

describe('the decisions by code', () => {
  it('hasCode matches any of the codes given', () => {
    expect(hasCode(answer(409, 'conflict'), 'conflict', 'not-found')).toBe(true);
    expect(hasCode(answer(409, 'email-already-in-use'), 'conflict')).toBe(false);
  });

  it('isUnauthenticated is every 401 code of the table', () => {
    expect(isUnauthenticated(answer(401, 'invalid-credential'))).toBe(true);
    expect(isUnauthenticated(answer(401))).toBe(true);
    expect(isUnauthenticated(answer(403, 'staff-only'))).toBe(false);
  });

  it('isRefusal is a 4xx code; a 5xx, a network failure or another error is not', () => {
    expect(isRefusal(answer(422, 'idempotency-key-reused'))).toBe(true);
    expect([answer(503, 'unavailable'), new ApiError(0, 'offline'), new Error('x')].map(isRefusal)).toEqual([
      false,
      false,
      false,
    ]);
    expect(isNetworkFailure(new ApiError(0, 'offline'))).toBe(true);
  });
});
