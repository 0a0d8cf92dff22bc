// Money is integer cents everywhere (docs/architecture.md "Contracts of the vendor's business").
// Free of zod and of texts: every card that shows a job's pay imports it, also in the first load.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars ("$1,234.50"): the one formatter of every amount shown. */
export const formatCents = (cents: number): string => usd.format(cents / 100);

const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Integer cents as whole US dollars ("$1,200"): a chart's axis, where cents would crowd the labels. */
export const formatWholeDollars = (cents: number): string => wholeUsd.format(Math.round(cents / 100));

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
