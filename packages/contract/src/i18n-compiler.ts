// The ICU compiler for the server: the web build compiles its messages ahead (apps/web/build/icu-plugin.ts),
// and Lingui installs its compiler by itself only outside production. Imported once at the server's start.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setMessageCompiler } from './i18n.ts';

setMessageCompiler(compileMessage);
