// The ops booking body (POST /api/ops/appointments, contract: packages/contract/src/ops/marketplace.ts),
// written once for every runner that books: API tests in-process, journeys, the scale suite, benches,
// robustness. A Denver home, two days ahead, one line of the product's first price unless told otherwise.

const DAY_MS = 86_400_000;

/**
 * A valid booking body for `product` ({ id, prices: [{ id }] }). `zipCode`, `priceId` and
 * `actualDateTime` are the usual changes; any other field of the body replaces the default whole
 * (`customer`, `property`, `lines`, `vendorId`, ...), and `property` fields merge over the default home.
 */
export function opsBookingBody(product, overrides = {}) {
  const {
    zipCode = '80202',
    priceId = product.prices[0].id,
    actualDateTime = new Date(Date.now() + 2 * DAY_MS).toISOString(),
    property,
    ...rest
  } = overrides;
  return {
    customer: { firstName: 'Casey', lastName: 'Customer', email: 'casey@example.com', phone: '(303) 555-0199' },
    property: {
      title: 'Casey Home',
      street1: '1 Elm St',
      street2: null,
      city: 'Denver',
      state: 'CO',
      zipCode,
      timeZone: 'America/Denver',
      ...property,
    },
    actualDateTime,
    duration: 90,
    lines: [{ productId: product.id, priceId, quantity: 1 }],
    ...rest,
  };
}
