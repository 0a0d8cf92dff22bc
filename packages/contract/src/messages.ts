// Every user-facing text of docs/product-spec.md, written once. The web app renders these; the API answers with
// them. Functions take the SPEC's {placeholders}. Keep the texts verbatim: tests assert them.
// One module per area, so that the SPA's bundler puts each area's texts in the chunk that uses
// them rather than all of them in the first load.
export { AUTH } from './messages/auth.ts';
export { APPOINTMENTS } from './messages/appointments.ts';
export { SERVICES } from './messages/services.ts';
export { HOURS } from './messages/hours.ts';
export { ACCOUNT } from './messages/account.ts';
export { ONBOARDING } from './messages/onboarding.ts';
export { GENERAL } from './messages/general.ts';
export { ELIGIBILITY } from './messages/eligibility.ts';
export { TRUST } from './messages/trust.ts';
export { REVIEW } from './messages/ops.ts';
export { CONSOLE } from './messages/ops.ts';
export { DOCUMENTS } from './messages/documents.ts';
export { FIELD } from './messages/field.ts';
export { LIVE } from './messages/live.ts';
export { NEW_JOB_ALERT } from './messages/new-job-alert.ts';
export { COMPANY_MAIL } from './messages/company-mail.ts';
export { PUSH } from './messages/push.ts';
export { SETUP } from './messages/setup.ts';
export { UPLOADS } from './messages/uploads.ts';
export { ACTIONS } from './messages/actions.ts';
export { SIGN_IN_SETTINGS } from './messages/sign-in-settings.ts';
export { IDENTITY_MAIL, identityMail } from './messages/identity-mail.ts';
export { EARNINGS } from './messages/earnings.ts';
export { PAYOUT } from './messages/payout.ts';
export { MONEY } from './messages/money.ts';
export { OPS_MONEY } from './messages/payout.ts';
export { STATEMENT } from './messages/statement.ts';
export { DAY } from './messages/day.ts';
export { WORKING_DAY_FIT } from './messages/working-day-fit.ts';
export { PHOTOS } from './messages/working-day-photos.ts';
export { TEAM, TEAM_MAIL } from './messages/team.ts';
export { VISIT } from './messages/visit.ts';
export { APPROVE } from './messages/approve.ts';
export { CUSTOMER_MAIL } from './messages/customer-mail.ts';
export { CUSTOMER_JOB } from './messages/customer-job.ts';
export { JOB_PAGE } from './messages/job-page.ts';
export { THREAD_MAIL } from './messages/thread-mail.ts';
export { JOB_THREAD } from './messages/job-thread.ts';
export { AVAILABILITY } from './messages/availability.ts';
export { CALENDAR_IMPORTS } from './messages/calendar-imports.ts';
export { OFFERS, OFFERS_CONSOLE } from './messages/offers.ts';
export { BOARD_DRAG } from './messages/board-drag.ts';
export { JOIN } from './messages/join.ts';
export { VERIFY_EMAIL } from './messages/verify-email.ts';
