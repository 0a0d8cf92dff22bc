// docs/product-spec.md §5 rules for one day of business hours, free of zod: the server's vendorHoursBody
// (services.ts) and the SPA's hours model (apps/web/src/lib/hours.ts) both use them.
// Times are normalised HH:MM first (normalizeTime in constants.ts); empty means closed.

/** Both times set, or both empty (a closed day). */
export const timesSetTogether = (openTime: string, closeTime: string) => (openTime === '') === (closeTime === '');

/** Close after open. Normalised HH:MM strings compare in time order. */
export const closesAfterOpen = (openTime: string, closeTime: string) => closeTime > openTime;
