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
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'image-unreadable': 415,
  'idempotency-key-reused': 422,
  'too-many-requests': 429,
  'internal-error': 500,
  unavailable: 503,
} as const;

/** Names for the codes, for code that compares them (`err.code === ERROR_CODES.emailInUse`). */
export const ERROR_CODES = {
  validation: 'validation-error',
  invalidResetToken: 'invalid-reset-token',
  invalidVerificationToken: 'invalid-verification-token',
  unauthenticated: 'unauthenticated',
  invalidCredential: 'invalid-credential',
  linkInvalid: 'link-invalid',
  notFound: 'not-found',
  conflict: 'conflict',
  emailInUse: 'email-already-in-use',
  payloadTooLarge: 'payload-too-large',
  unsupportedMediaType: 'unsupported-media-type',
  imageUnreadable: 'image-unreadable',
  tooManyRequests: 'too-many-requests',
  internal: 'internal-error',
  unavailable: 'unavailable',
  agreementRequired: 'agreement-required',
  emailUnverified: 'email-unverified',
  vendorPendingReview: 'vendor-pending-review',
  vendorRejected: 'vendor-rejected',
  serviceNotOffered: 'service-not-offered',
  documentExpired: 'document-expired',
  expiryRequired: 'expiry-required',
  expiryInPast: 'expiry-in-past',
  expiryTooFar: 'expiry-too-far',
  expiryNotApplicable: 'expiry-not-applicable',
  staffOnly: 'staff-only',
  vendorOnly: 'vendor-only',
  adminOnly: 'admin-only',
  invalidEmailChangeToken: 'invalid-email-change-token',
  wrongCurrentPassword: 'wrong-current-password',
  idempotencyKeyInFlight: 'idempotency-key-in-flight',
  idempotencyKeyReused: 'idempotency-key-reused',
  emailChangeUnavailable: 'email-change-unavailable',
  weekNotEnded: 'week-not-ended',
  alreadyPaid: 'already-paid',
  releaseTooLate: 'release-too-late',
  appointmentClosed: 'appointment-closed',
  roleForbidden: 'role-forbidden',
  emailInUseByTeam: 'email-in-use',
  ownerFixed: 'owner-fixed',
  invalidInvitationToken: 'invalid-invitation-token',
} as const satisfies Record<string, keyof typeof ERROR_STATUSES>;

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
