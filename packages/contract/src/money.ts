import { currentLanguage, LOCALES } from './i18n.ts';

// Money is integer cents everywhere (docs/architecture.md "Contracts of the vendor's business").
// Free of zod and of texts: every card that shows a job's pay imports it, also in the first load (i18n.ts, for
// the active language, is in the first load already).
// Issue 46: written for the active language's locale (LOCALES), read when the amount is written; es-US writes US
// dollars as en-US does ("$1,234.50"), the locale is still passed so that a third language is a catalogue only.

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and shape, made on first use. */
function usd(whole: boolean): Intl.NumberFormat {
  const locale = LOCALES[currentLanguage()];
  const key = `${locale}|${whole}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, made);
  }
  return made;
}

// Some locales put a no-break space between the sign or the symbol and the figure; texts and tests want a plain one.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** Integer cents as US dollars ("$1,234.50"): the one formatter of every amount shown. */
export const formatCents = (cents: number): string => plain(usd(false).format(cents / 100));

/** Integer cents as whole US dollars ("$1,200"): a chart's axis, where cents would crowd the labels. */
export const formatWholeDollars = (cents: number): string => plain(usd(true).format(Math.round(cents / 100)));

/** Integer cents as a plain decimal with two places ("1234.50"), for the statement's bookkeeping columns. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** centsToDecimal's inverse ("1234.50" → 123450), without floating point; NaN for anything else. */
export function decimalToCents(decimal: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(decimal.trim());
  if (!match) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}
