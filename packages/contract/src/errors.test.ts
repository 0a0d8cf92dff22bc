import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorCodeForStatus } from './errors.ts';
import { ERROR_STATUSES } from './error-statuses.ts';
import * as MESSAGES from './messages.ts';
import { REVIEW } from './messages.ts';

/** Every text written in the messages modules (functions' texts aside). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('the error table', () => {
  it('keeps the public codes and statuses that outside clients rely on', () => {
    const statuses = Object.fromEntries(Object.entries(ERRORS).map(([code, row]) => [code, row.status]));
    expect(statuses).toEqual({
      'validation-error': 400,
      'invalid-reset-token': 400,
      'invalid-verification-token': 400,
      'expiry-required': 400,
      'expiry-in-past': 400,
      'expiry-too-far': 400,
      'expiry-not-applicable': 400,
      'invalid-email-change-token': 400,
      'wrong-current-password': 400,
      'invalid-invitation-token': 400,
      // docs/architecture.md "Alerts on the phone": a subscription's endpoint outside the push services.
      'push-endpoint-refused': 400,
      'url-not-allowed': 400,
      'invalid-job-token': 400,
      unauthenticated: 401,
      'invalid-credential': 401,
      'link-invalid': 403,
      'agreement-required': 403,
      'email-unverified': 403,
      'vendor-pending-review': 403,
      'vendor-rejected': 403,
      'service-not-offered': 403,
      'document-expired': 403,
      'staff-only': 403,
      'vendor-only': 403,
      'admin-only': 403,
      'role-forbidden': 403,
      // docs/architecture.md "Partners": an API key outside its scope.
      'key-scope': 403,
      'not-found': 404,
      conflict: 409,
      'email-already-in-use': 409,
      'idempotency-key-in-flight': 409,
      'email-change-unavailable': 409,
      'week-not-ended': 409,
      'already-paid': 409,
      'release-too-late': 409,
      'email-in-use': 409,
      'owner-fixed': 409,
      'appointment-closed': 409,
      // docs/architecture.md "The visit" and "Availability and dispatch".
      'not-today': 409,
      'already-done': 409,
      'not-checked-in': 409,
      'photo-required': 409,
      'checklist-incomplete': 409,
      'too-early': 409,
      'signature-required': 409,
      'already-pending': 409,
      'no-one-free': 409,
      'member-busy': 409,
      'offered-to-another': 409,
      'thread-closed': 409,
      'not-completed': 409,
      'already-rated': 409,
      'rating-closed': 409,
      'payload-too-large': 413,
      'unsupported-media-type': 415,
      'image-unreadable': 415,
      'idempotency-key-reused': 422,
      'too-many-requests': 429,
      'internal-error': 500,
      unavailable: 503,
    });
  });

  it('takes each status from the message-free table the SPA reads first, and has a message for each code', () => {
    expect(Object.keys(ERRORS)).toEqual(Object.keys(ERROR_STATUSES));
    for (const [code, row] of Object.entries(ERRORS)) {
      expect(row.status).toBe(ERROR_STATUSES[code as keyof typeof ERROR_STATUSES]);
      expect(row.message).toMatch(/\S/);
    }
  });

  it('names every code once', () => {
    expect(Object.values(ERROR_CODES).sort()).toEqual(Object.keys(ERRORS).sort());
  });

  it('gives an error that has only a status the generic code of that status', () => {
    expect([400, 401, 403, 404, 405, 409, 413, 415, 429].map(errorCodeForStatus)).toEqual([
      'validation-error',
      'unauthenticated',
      'validation-error',
      'not-found',
      'validation-error',
      'conflict',
      'payload-too-large',
      'unsupported-media-type',
      'too-many-requests',
    ]);
    expect([500, 502, 503].map(errorCodeForStatus)).toEqual(['internal-error', 'internal-error', 'unavailable']);
  });

  it('takes every message from the messages modules, none written in the table', () => {
    const written = new Set(texts(MESSAGES));
    // A text made by a messages function, with the argument the table passes.
    const made: Partial<Record<keyof typeof ERRORS, string>> = {
      'expiry-required': REVIEW.expiryRequired('document'),
      'expiry-too-far': REVIEW.expiryTooFar(10),
      'expiry-not-applicable': REVIEW.expiryNotApplicable('document'),
    };
    const outside = Object.entries(ERRORS)
      .filter(([code, row]) => !written.has(row.message) && made[code as keyof typeof ERRORS] !== row.message)
      .map(([code]) => code);
    expect(outside).toEqual([]);
  });
});
