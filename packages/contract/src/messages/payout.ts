// A catalogue price's pay refused (400, beside the field; docs/architecture.md "Pay and earnings").
// Apart from EARNINGS so the console's pages that share the catalogue schemas carry only these.
export const PAYOUT = {
  notInteger: 'Pay must be a whole number of cents.',
  negative: 'Pay cannot be negative.',
  tooLarge: 'Pay cannot be more than $100,000.00 a unit.',
  // The console's catalogue: a price's pay typed in dollars.
  notDollars: 'Enter the pay in dollars, like 45 or 45.50.',
  fieldLabel: (price: string) => `Pay for ${price} (USD)`,
  save: 'Save pay',
  saved: (price: string, amount: string) => `Pay for ${price} is now ${amount}.`,
} as const;
