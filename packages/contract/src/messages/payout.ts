// A catalogue price's pay refused (400, beside the field; docs/architecture.md "Pay and earnings").
// Apart from EARNINGS so the console's pages that share the catalogue schemas carry only these.
export const PAYOUT = {
  notInteger: 'Pay must be a whole number of cents.',
  negative: 'Pay cannot be negative.',
  tooLarge: 'Pay cannot be more than $100,000.00 a unit.',
  // The console's catalogue: a price's pay typed in dollars.
  notDollars: 'Enter the pay in dollars, like 45 or 45.50.',
  fieldLabel: (price: string) => `Pay for ${price} (USD)`,
  // The customer's price of a unit, beside its pay (docs/architecture.md "The visit"): staff only.
  priceNotDollars: 'Enter the price in dollars, like 60 or 60.50.',
  priceLabel: (price: string) => `Customer pays for ${price} (USD)`,
  saveAmounts: 'Save pay and price',
  amountsSaved: (price: string, pay: string, customer: string) =>
    `${price}: pay is now ${pay}, and the customer pays ${customer}.`,
  // A product's share of the pay for a late cancellation or a no-show (shared/ARCHITECTURE.md "The visit").
  percentInvalid: 'Enter a whole percent from 0 to 100.',
  cancellationLabel: 'Late cancellation pays (% of pay)',
  noShowLabel: 'No-show pays (% of pay)',
  savePercents: 'Save percentages',
  percentsSaved: (product: string, cancellation: number, noShow: number) =>
    `${product}: a late cancellation now pays ${cancellation}% and a no-show ${noShow}% of the pay.`,
} as const;
