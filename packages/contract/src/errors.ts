// Every error the API answers with: the stable `code` of the error body, its HTTP status (from
// error-statuses.ts, where each status is written once) and the message sent when the thrower gives none. Codes and statuses are public (outside
// clients rely on them, docs/architecture.md): add a row, never change one. Free of zod, so the SPA's
// first load can import it.
import { ERROR_STATUSES } from './error-statuses.ts';
import { ACCOUNT } from './messages/account.ts';
import { AUTH } from './messages/auth.ts';
import { ELIGIBILITY } from './messages/eligibility.ts';
import { GENERAL } from './messages/general.ts';
import { REVIEW } from './messages/ops.ts';
import { ACTIONS } from './messages/actions.ts';
import { SIGN_IN_SETTINGS } from './messages/sign-in-settings.ts';
import { OPS_MONEY } from './messages/payout.ts';
import { WORKING_DAY_FIT } from './messages/working-day-fit.ts';
import { TEAM } from './messages/team.ts';
import { JOIN } from './messages/join.ts';
import { VERIFY_EMAIL } from './messages/verify-email.ts';
import { UPLOADS } from './messages/uploads.ts';
import { APPOINTMENTS } from './messages/appointments.ts';
import { VISIT } from './messages/visit.ts';
import { AVAILABILITY } from './messages/availability.ts';
import { PUSH } from './messages/push.ts';
import { CUSTOMER_JOB } from './messages/customer-job.ts';
import { CALENDAR_IMPORTS } from './messages/calendar-imports.ts';

/** The message sent for each code when the thrower gives none; the statuses are error-statuses.ts's. */
const MESSAGES = {
  'validation-error': GENERAL.badRequest,
  'invalid-reset-token': AUTH.resetLinkInvalid,
  'invalid-verification-token': AUTH.verificationLinkInvalid,
  // Approving an insurance certificate or a licence without its expiry date (docs/architecture.md "Review and audit").
  'expiry-required': REVIEW.expiryRequired('document'),
  // An expiry date without sense: past on approval, more than MAX_EXPIRY_YEARS ahead, or on a kind that does not expire.
  'expiry-in-past': REVIEW.expiryInPast,
  'expiry-too-far': REVIEW.expiryTooFar(10),
  'expiry-not-applicable': REVIEW.expiryNotApplicable('document'),
  // Account sign-in settings (docs/architecture.md "Identity").
  'invalid-email-change-token': VERIFY_EMAIL.emailChangeLinkInvalid,
  'wrong-current-password': SIGN_IN_SETTINGS.wrongCurrentPassword,
  // An invitation's link used, expired or cancelled (docs/architecture.md "A company with a crew").
  'invalid-invitation-token': JOIN.invitationInvalid,
  unauthenticated: AUTH.unauthenticated,
  'invalid-credential': AUTH.invalidCredential,
  'link-invalid': ACCOUNT.linkInvalid,
  // Refusals for eligibility (who may claim jobs): the thrower gives the message of the case.
  'agreement-required': ELIGIBILITY.agreementRequired,
  'email-unverified': ELIGIBILITY.emailUnverified,
  'vendor-pending-review': ELIGIBILITY.vendorPendingReviewNoDate,
  'vendor-rejected': ELIGIBILITY.vendorRejected,
  'service-not-offered': ELIGIBILITY.serviceNotOffered,
  'document-expired': ELIGIBILITY.documentExpired,
  // Who may call what (docs/architecture.md "Review and audit"): a vendor on /api/ops, staff on a
  // vendor route, a reviewer on what only an admin may do.
  'staff-only': REVIEW.staffOnly,
  'vendor-only': REVIEW.vendorOnly,
  'admin-only': REVIEW.adminOnly,
  'not-found': GENERAL.notFound,
  conflict: GENERAL.conflict,
  'email-already-in-use': AUTH.accountExists,
  // Idempotency-Key on create routes (docs/architecture.md "Idempotent creates").
  'idempotency-key-in-flight': ACTIONS.idempotencyKeyInFlight,
  'email-change-unavailable': VERIFY_EMAIL.emailChangeTaken,
  // Payouts (docs/architecture.md "Pay and earnings"): a week is paid once it is over, and only once.
  'week-not-ended': OPS_MONEY.weekNotEnded,
  'already-paid': OPS_MONEY.alreadyPaid,
  // The working day: a claimed job is released up to 24 hours before it starts.
  'release-too-late': WORKING_DAY_FIT.releaseTooLate,
  // A cancelled or completed job is closed: nothing on it changes any more (docs/architecture.md
  // "Availability and dispatch"); the thrower says which of the two (apps/api/src/modules/appointments/closed-job.ts).
  'appointment-closed': APPOINTMENTS.closed,
  // A company with a crew: what a member's role does not allow; an invitation to a taken email; the owner stays.
  'role-forbidden': TEAM.roleForbidden,
  'email-in-use': TEAM.emailInUse,
  'owner-fixed': TEAM.ownerFixed,
  // The visit (docs/architecture.md "The visit"): arrival on the job's day, once; the checklist; the no-show's wait.
  'not-today': VISIT.notToday,
  'already-done': VISIT.alreadyDone,
  'not-checked-in': VISIT.notCheckedIn,
  'photo-required': VISIT.photoRequired,
  'checklist-incomplete': VISIT.checklistIncompleteDefault,
  'too-early': VISIT.tooEarlyDefault,
  'signature-required': VISIT.signatureRequired,
  'already-pending': VISIT.alreadyPending,
  // Availability and dispatch: a claim or an assignment that would double-book asks first; a job offered to one company.
  'no-one-free': AVAILABILITY.noOneFree,
  'member-busy': AVAILABILITY.memberBusyGeneric,
  'offered-to-another': AVAILABILITY.offeredToAnother,
  // docs/architecture.md "Alerts on the phone": a subscription's endpoint is a URL the server will call.
  'push-endpoint-refused': PUSH.endpointRefused,
  // The customer's own link (docs/architecture.md "The customer's page").
  'invalid-job-token': CUSTOMER_JOB.invalidLink,
  'thread-closed': CUSTOMER_JOB.threadClosed,
  // docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": outbound addresses.
  'url-not-allowed': CALENDAR_IMPORTS.urlNotAllowed,
  'payload-too-large': GENERAL.payloadTooLarge,
  'unsupported-media-type': GENERAL.unsupportedMediaType,
  // Issue 38 item 4: the bytes start as an image but do not decode as one (a JPEG header before HTML).
  'image-unreadable': UPLOADS.imageUnreadable,
  'idempotency-key-reused': ACTIONS.idempotencyKeyReused,
  'too-many-requests': AUTH.tooManyRequests,
  'internal-error': GENERAL.internal,
  unavailable: GENERAL.unavailable,
} satisfies Record<keyof typeof ERROR_STATUSES, string>;

type ErrorTable = {
  [C in keyof typeof ERROR_STATUSES]: { status: (typeof ERROR_STATUSES)[C]; message: string };
};

/** Each code's status (written once, in error-statuses.ts) and its default message. */
export const ERRORS = Object.fromEntries(
  (Object.keys(ERROR_STATUSES) as (keyof typeof ERROR_STATUSES)[]).map((code) => [
    code,
    { status: ERROR_STATUSES[code], message: MESSAGES[code] },
  ]),
) as ErrorTable;

export type ErrorCode = keyof typeof ERRORS;

/** The codes whose status is S, e.g. `ErrorCodeOf<409>` is 'conflict' | 'email-already-in-use'. */
export type ErrorCodeOf<S extends number> = {
  [C in ErrorCode]: (typeof ERRORS)[C]['status'] extends S ? C : never;
}[ErrorCode];

/**
 * Names for the codes, for code that compares them (`err.code === ERROR_CODES.emailInUse`). Kept out of
 * error-statuses.ts, which the SPA's first load reads: a page that compares codes loads them with its own chunk.
 */
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
  notToday: 'not-today',
  alreadyDone: 'already-done',
  notCheckedIn: 'not-checked-in',
  photoRequired: 'photo-required',
  checklistIncomplete: 'checklist-incomplete',
  tooEarly: 'too-early',
  signatureRequired: 'signature-required',
  alreadyPending: 'already-pending',
  noOneFree: 'no-one-free',
  memberBusy: 'member-busy',
  offeredToAnother: 'offered-to-another',
  pushEndpointRefused: 'push-endpoint-refused',
  invalidJobToken: 'invalid-job-token',
  threadClosed: 'thread-closed',
  urlNotAllowed: 'url-not-allowed',
} as const satisfies Record<string, keyof typeof ERROR_STATUSES>;

// The code for an error that carries only a status: written once, with the statuses the SPA's first
// load reads (error-statuses.ts).
export { errorCodeForStatus } from './error-statuses.ts';
