import { z } from 'zod';
import { EARNINGS } from './messages/earnings.ts';

// Money is integer cents everywhere (docs/architecture.md "Contracts of the vendor's business").

/** The most a price may pay for one unit: $100,000.00. */
export const MAX_PAYOUT_CENTS = 10_000_000;

/** A unit's pay in cents: an integer from 0 to MAX_PAYOUT_CENTS, with the message for each refusal. */
export const payoutCentsSchema = z
  .number({ error: EARNINGS.payoutNotInteger })
  .int({ error: EARNINGS.payoutNotInteger })
  .min(0, { error: EARNINGS.payoutNegative })
  .max(MAX_PAYOUT_CENTS, { error: EARNINGS.payoutTooLarge });

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars ("$1,234.50"): the one formatter of every amount shown. */
export const formatCents = (cents: number): string => usd.format(cents / 100);

/** Integer cents as a plain decimal with two places ("1234.50"), for the statement's bookkeeping columns. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
