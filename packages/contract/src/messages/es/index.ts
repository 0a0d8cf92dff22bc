// The Spanish catalogue: every area translated so far, loaded as one chunk with the first page read in
// Spanish (apps/web/src/lib/i18n/language.ts), never in the entry. An area moved to the catalogue adds
// its file here (docs/how-to/rules-and-texts.md).
// Lingui's formatter: a translation may use a plural or a select where the English needs none.
import '../../i18n-format.ts';
import './actions.ts';
import './appointments.ts';
import './auth.ts';
import './day.ts';
import './general.ts';
import './join.ts';
import './setup.ts';
import './verify-email.ts';
import './working-day-fit.ts';
import './working-day-photos.ts';
