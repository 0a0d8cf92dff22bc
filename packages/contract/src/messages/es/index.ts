// The Spanish catalogue: every area translated so far, loaded as one chunk with the first page read in
// Spanish (apps/web/src/lib/i18n/language.ts), never in the entry. An area moved to the catalogue adds
// its file here (docs/how-to/rules-and-texts.md). What only the customer reads is not the app's: the /approve page
// loads ./approve.ts itself (src/approve/approve-shell.ts) and the server ./customer-mail.ts (lib/customer-mail.ts).
// Lingui's formatter: a translation may use a plural or a select where the English needs none.
import '../../i18n-format.ts';
import './account.ts';
import './integrations.ts';
import './actions.ts';
import './appointments.ts';
import './auth.ts';
import './availability.ts';
import './calendar-imports.ts';
import './customer-job.ts';
import './ratings.ts';
import './thread-mail.ts';
import './job-thread.ts';
import './board-drag.ts';
import './eligibility.ts';
import './earnings.ts';
import './documents.ts';
import './field.ts';
import './day.ts';
import './general.ts';
import './hours.ts';
import './join.ts';
import './offers.ts';
import './trust.ts';
import './onboarding.ts';
import './services.ts';
import './money.ts';
import './live.ts';
import './push.ts';
import './quiet-hours.ts';
import './sign-in-settings.ts';
import './team.ts';
import './uploads.ts';
import './verify-email.ts';
import './identity-mail.ts';
import './new-job-alert.ts';
import './company-mail.ts';
import './visit.ts';
import './setup.ts';
import './verify-email.ts';
import './working-day-fit.ts';
import './working-day-photos.ts';
import './webhooks.ts';
import './quality.ts';
