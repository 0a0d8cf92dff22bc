import { currentLanguage, setLanguage, type Language } from './i18n.ts';

// A module of its own, not i18n.ts: i18n.ts is in the web app's first load (/login), and this is only read by
// lazy pages (a server's English answer read back) and by the /approve entry; in i18n.ts every page carried it.

/**
 * Runs `read` with messages in `language`, then back: for the server, which writes a member's mail in the
 * member's language between two awaits (`read` must be synchronous, so no other request sees it).
 */
export function inLanguage<T>(language: Language, read: () => T): T {
  const before = currentLanguage();
  setLanguage(language);
  try {
    return read();
  } finally {
    setLanguage(before);
  }
}
