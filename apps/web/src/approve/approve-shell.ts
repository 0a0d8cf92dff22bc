// The page's Spanish, a few hundred bytes: in its entry, so a customer reading Spanish waits for no other request
// (issue 46). A third language is one more import here.
import '@vendor-portal/contract/messages/es/approve';
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { APPROVE } from '@vendor-portal/contract/messages/approve';

// docs/decisions/035: the public /approve page paints from its HTML. The build writes this markup into
// approve.html (build/prerender-plugin.ts); approve.ts then fills in the request. The brand is the server's
// placeholder, as in every page (apps/api/src/plugins/app/spa.ts).

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The customer's language, from the link (`lang`, written by the server from the booking's `customer.language`):
 * the server sends the HTML painted in it, and the script reads its texts in it.
 */
export const approveLanguage = (search: string): Language =>
  pickLanguage([new URLSearchParams(search).get('lang') ?? DEFAULT_LANGUAGE]);

/** The page's frame and its loading state, as HTML, in `language`. */
export function approveShell(language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(language, () =>
    [
      '<main class="mx-auto flex min-h-screen w-full max-w-md flex-col gap-4 bg-white p-4 text-gray-900 sm:my-8 sm:min-h-0 sm:rounded-xl sm:border sm:border-gray-200">',
      '<header class="flex flex-col gap-1">',
      '<p class="text-sm font-medium text-brand-700">__BRAND_NAME__</p>',
      `<h1 class="text-2xl font-semibold">${escape(APPROVE.title)}</h1>`,
      '</header>',
      `<section id="approve" class="flex flex-col gap-4" aria-live="polite"><p role="status" class="text-gray-700">${escape(APPROVE.loading)}</p></section>`,
      '</main>',
    ].join(''),
  );
}

/**
 * The app's primary and secondary buttons (components/ui/button.tsx), as classes: that module is in the app's first
 * load, and an import from this entry would split it into a chunk both share (decision 035).
 */
export const BUTTON = {
  approve:
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60',
  decline:
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-400',
};
