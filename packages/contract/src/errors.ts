// Every error the API answers with, in one table: the stable `code` of the error body, its HTTP
// status and the message sent when the thrower gives none. Codes and statuses are public (outside
// clients rely on them, docs/architecture.md): add a row, never change one. Free of zod, so the SPA's
// first load can import it.
import { ACCOUNT } from './messages/account.ts';
import { AUTH } from './messages/auth.ts';
import { ELIGIBILITY } from './messages/eligibility.ts';
import { GENERAL } from './messages/general.ts';
import { REVIEW } from './messages/ops.ts';
import { ACTIONS } from './messages/actions.ts';
import { SIGN_IN_SETTINGS } from './messages/sign-in-settings.ts';
import { EARNINGS } from './messages/earnings.ts';

interface ErrorRow {
  status: number;
  message: string;
  /** The code of any error of this status that has none of its own (Fastify's own 4xx, a 5xx). */
  forStatus?: true;
}

export const ERRORS = {
  'validation-error': { status: 400, message: GENERAL.badRequest, forStatus: true },
  'invalid-reset-token': { status: 400, message: AUTH.resetLinkInvalid },
  'invalid-verification-token': { status: 400, message: AUTH.verificationLinkInvalid },
  // Approving an insurance certificate or a licence without its expiry date (docs/architecture.md "Review and audit").
  'expiry-required': { status: 400, message: REVIEW.expiryRequired('document') },
  // An expiry date without sense: past on approval, more than MAX_EXPIRY_YEARS ahead, or on a kind that does not expire.
  'expiry-in-past': { status: 400, message: REVIEW.expiryInPast },
  'expiry-too-far': { status: 400, message: REVIEW.expiryTooFar(10) },
  'expiry-not-applicable': { status: 400, message: REVIEW.expiryNotApplicable('document') },
  // Account sign-in settings (docs/architecture.md "Identity").
  'invalid-email-change-token': { status: 400, message: SIGN_IN_SETTINGS.emailChangeLinkInvalid },
  'wrong-current-password': { status: 400, message: SIGN_IN_SETTINGS.wrongCurrentPassword },
  unauthenticated: { status: 401, message: AUTH.unauthenticated, forStatus: true },
  'invalid-credential': { status: 401, message: AUTH.invalidCredential },
  'link-invalid': { status: 403, message: ACCOUNT.linkInvalid },
  // Refusals for eligibility (who may claim jobs): the thrower gives the message of the case.
  'agreement-required': { status: 403, message: ELIGIBILITY.agreementRequired },
  'email-unverified': { status: 403, message: ELIGIBILITY.emailUnverified },
  'vendor-pending-review': { status: 403, message: ELIGIBILITY.vendorPendingReviewNoDate },
  'vendor-rejected': { status: 403, message: ELIGIBILITY.vendorRejected },
  'service-not-offered': { status: 403, message: ELIGIBILITY.serviceNotOffered },
  'document-expired': { status: 403, message: ELIGIBILITY.documentExpired },
  // Who may call what (docs/architecture.md "Review and audit"): a vendor on /api/ops, staff on a
  // vendor route, a reviewer on what only an admin may do.
  'staff-only': { status: 403, message: REVIEW.staffOnly },
  'vendor-only': { status: 403, message: REVIEW.vendorOnly },
  'admin-only': { status: 403, message: REVIEW.adminOnly },
  'not-found': { status: 404, message: GENERAL.notFound, forStatus: true },
  conflict: { status: 409, message: GENERAL.conflict, forStatus: true },
  'email-already-in-use': { status: 409, message: AUTH.accountExists },
  // Idempotency-Key on create routes (docs/architecture.md "Idempotent creates").
  'idempotency-key-in-flight': { status: 409, message: ACTIONS.idempotencyKeyInFlight },
  'email-change-unavailable': { status: 409, message: SIGN_IN_SETTINGS.emailChangeTaken },
  // Payouts (docs/architecture.md "Pay and earnings"): a week is paid once it is over, and only once.
  'week-not-ended': { status: 409, message: EARNINGS.weekNotEnded },
  'already-paid': { status: 409, message: EARNINGS.alreadyPaid },
  'payload-too-large': { status: 413, message: GENERAL.payloadTooLarge, forStatus: true },
  'unsupported-media-type': { status: 415, message: GENERAL.unsupportedMediaType, forStatus: true },
  'idempotency-key-reused': { status: 422, message: ACTIONS.idempotencyKeyReused },
  'too-many-requests': { status: 429, message: AUTH.tooManyRequests, forStatus: true },
  'internal-error': { status: 500, message: GENERAL.internal, forStatus: true },
  unavailable: { status: 503, message: GENERAL.unavailable, forStatus: true },
} as const satisfies Record<string, ErrorRow>;

export type ErrorCode = keyof typeof ERRORS;

/** The codes whose status is S, e.g. `ErrorCodeOf<409>` is 'conflict' | 'email-already-in-use'. */
export type ErrorCodeOf<S extends number> = {
  [C in ErrorCode]: (typeof ERRORS)[C]['status'] extends S ? C : never;
}[ErrorCode];

export { ERROR_CODES } from './error-statuses.ts';

// The code for an error that carries only a status: written once, with the statuses the SPA's first
// load reads (error-statuses.ts).
export { errorCodeForStatus } from './error-statuses.ts';
