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

// Dollars as a person types them, and the shares of an amount: written here once (decision 020, lint rule
// money/one-module). The forms of the console (a price's pay and price, an adjustment, a dispute's answer) and
// the statement the Earnings page reads all parse through dollarsToCents; every share of a job's pay (the no-show
// and cancellation percentages, more time's pro rata growth, the default share of a booking made before shares
// were frozen) is shareCents, through percentOfCents or proRataCents.

/** Dollars as typed: an optional minus, an optional `$`, whole dollars (thousands grouped by commas or not), cents. */
const DOLLARS = /^(-)?\$?(\d{1,3}(?:,\d\d\d)+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Dollars as typed ("45", "45.5", "$1,200.00"; "-12.50" where `negative`) in integer cents, without floating point;
 * null for anything else. `exactCents` takes only what the portal writes itself ("1234.50", two places, no `$` or
 * commas: the statement's columns, centsToDecimal's inverse).
 */
export function dollarsToCents(
  typed: string,
  { negative = false, exactCents = false }: { negative?: boolean; exactCents?: boolean } = {},
): number | null {
  const text = typed.trim();
  const match = DOLLARS.exec(text);
  if (!match || (match[1] && !negative)) return null;
  if (exactCents && (match[3]?.length !== 2 || text.includes('$') || text.includes(','))) return null;
  const cents = Number(match[2]!.replaceAll(',', '')) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** centsToDecimal's inverse ("1234.50" → 123450), without floating point; NaN for anything else. */
export function decimalToCents(decimal: string): number {
  return dollarsToCents(decimal, { negative: true, exactCents: true }) ?? Number.NaN;
}

/**
 * How a share of money is rounded to the cent, by what it is (decision 020 "Shares"):
 * - `down`: a percent of a job's pay that the job earns without being done (a no-show, a late cancellation):
 *   never more than the percent names, frozen at booking;
 * - `nearest` (half a cent up): what more time adds, pro rata to the job's duration, to each line's pay and to the
 *   customer's price, so that a request and its approval agree with the rate the job was booked at.
 */
export type ShareRounding = 'down' | 'nearest';

/**
 * The share `part / whole` of an amount of cents (≥ 0), rounded as `rounding` says: the one place a share of money
 * is computed. Integers throughout: exact while `2 × cents × part` stays below 2^53 (a line of 10^10 cents × 240
 * minutes is 4.8 × 10^12). A `whole` that is not a positive number has no share: 0.
 */
export function shareCents(cents: number, part: number, whole: number, rounding: ShareRounding): number {
  if (!(whole > 0) || !Number.isFinite(whole)) return 0;
  return rounding === 'down'
    ? Math.floor((cents * part) / whole)
    : Math.floor((2 * cents * part + whole) / (2 * whole));
}

/** `percent`% of an amount of cents, rounded down: a no-show's or a late cancellation's share of a job's pay. */
export const percentOfCents = (cents: number, percent: number): number => shareCents(cents, percent, 100, 'down');

/** An amount of cents grown pro rata, `cents × part / whole` to the nearest cent: more time's share of a job. */
export const proRataCents = (cents: number, part: number, whole: number): number =>
  shareCents(cents, part, whole, 'nearest');
