// The page's Spanish, a few hundred bytes: in its entry, so a customer reading Spanish waits for no other request
// (as /approve's, issue 46).
import '@vendor-portal/contract/messages/es/job-page';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { JOB_PAGE } from '@vendor-portal/contract/messages/job-page';

// Issue 56: the customer's /job page paints from its HTML, as /approve does (docs/decisions/035). The build writes
// this markup into job.html and job-es.html (build/prerender-plugin.ts); job.ts then fills in the booking. The
// brand is the server's placeholder, as in every page (apps/api/src/plugins/app/spa.ts).

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The customer's language: the link's `lang` (the server writes `lang=es` into a Spanish customer's mails, and the
 * switch on the page sets it), else the browser's first language we have.
 */
export function jobLanguage(search: string, browser: readonly string[]): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (asked !== null) return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
  return pickLanguage(browser);
}

/** The page's frame and its loading state, as HTML, in `language`. */
export function jobShell(language: Language = DEFAULT_LANGUAGE): string {
  return inLanguage(language, () =>
    [
      '<main class="mx-auto flex min-h-screen w-full max-w-xl flex-col gap-4 bg-white p-4 text-gray-900 sm:my-8 sm:min-h-0 sm:rounded-xl sm:border sm:border-gray-200">',
      '<header class="flex items-start justify-between gap-3">',
      '<div class="flex flex-col gap-1">',
      '<p class="text-sm font-medium text-brand-700">__BRAND_NAME__</p>',
      `<h1 id="job-title" class="text-2xl font-semibold">${escape(JOB_PAGE.title)}</h1>`,
      '</div>',
      '<a id="job-language" class="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline" href="?"></a>',
      '</header>',
      `<section id="job" class="flex flex-col gap-5" aria-live="polite"><p role="status" class="text-gray-700">${escape(JOB_PAGE.loading)}</p></section>`,
      '</main>',
    ].join(''),
  );
}

/** The app's primary button (components/ui/button.tsx) as classes: see approve-shell.ts's BUTTON for why. */
export const SEND_BUTTON =
  'inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60';
