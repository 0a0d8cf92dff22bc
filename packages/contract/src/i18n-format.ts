// Lingui's runtime for the messages that format their values through Intl: plural and select forms, numbers,
// dates (docs/decisions/033). Imported by the catalogues that have such a message (the web build adds the
// import to their chunk, apps/web/build/icu-plugin.ts; the other languages' catalogues import it in their
// index) and by the server (./i18n-compiler.ts), so a first load whose texts only put values in place
// ({brand}) does without it.
import { setupI18n } from '@lingui/core';
import { setRichFormatter } from './i18n.ts';

const i18n = setupI18n();
const loaded = new Set<string>();

setRichFormatter((id, compiled, locale, values) => {
  if (!loaded.has(id)) {
    i18n.load(locale, { [id]: compiled as never });
    loaded.add(id);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  return i18n._(id, values);
});
