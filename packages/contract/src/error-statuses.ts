// The HTTP status of every error code, without its message: what the SPA's first load needs to
// decide by code (apps/web/src/lib/errors/parse-error.ts) without carrying every text. Each status is
// written here only: errors.ts derives its table from this one and adds the messages.

export const ERROR_STATUSES = {
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
  'push-endpoint-refused': 400,
  'invalid-job-token': 400,
  'url-not-allowed': 400,
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
  'not-found': 404,
  conflict: 409,
  'email-already-in-use': 409,
  'idempotency-key-in-flight': 409,
  'email-change-unavailable': 409,
  'week-not-ended': 409,
  'already-paid': 409,
  'release-too-late': 409,
  'appointment-closed': 409,
  'email-in-use': 409,
  'owner-fixed': 409,
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
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'image-unreadable': 415,
  'idempotency-key-reused': 422,
  'too-many-requests': 429,
  'internal-error': 500,
  unavailable: 503,
} as const;

/** The codes of errors that carry only a status (Fastify's own 4xx, a 5xx), by status. */
const FOR_STATUS: Partial<Record<number, keyof typeof ERROR_STATUSES>> = {
  400: 'validation-error',
  401: 'unauthenticated',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
  500: 'internal-error',
  503: 'unavailable',
};

/**
 * The code for an error that carries only a status (Fastify's own errors): FOR_STATUS's row; else
 * validation-error for a 4xx and internal-error for a 5xx.
 */
export function errorCodeForStatus(status: number): keyof typeof ERROR_STATUSES {
  return FOR_STATUS[status] ?? (status >= 500 ? 'internal-error' : 'validation-error');
}
