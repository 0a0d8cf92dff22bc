// The ICU compiler and Lingui's formatter for the server and the tests: the web build compiles its messages
// ahead (apps/web/build/icu-plugin.ts). Imported once, first, by the server and by the test set-ups.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setMessageCompiler } from './i18n.ts';
import './i18n-format.ts';

setMessageCompiler(compileMessage);
