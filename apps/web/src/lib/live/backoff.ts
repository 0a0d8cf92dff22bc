// docs/decisions/009-sse-over-fetch.md: a stream that ended or failed is asked for again after a delay that doubles
// from `minMs` to `maxMs` with each failure in a row, with jitter, so that a restart of the server is not met by
// every open page at once. Shared by the portal's stream (event-stream.ts) and the customer's page
// (lib/api/public-job-events.ts), which has no other import from the app.

export interface Backoff {
  minMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { minMs: 1_000, maxMs: 30_000 };

/** The delay before the next try after `failures` failures in a row. */
export const backoffDelay = (failures: number, { minMs, maxMs }: Backoff): number =>
  Math.min(maxMs, minMs * 2 ** failures) * (0.75 + Math.random() * 0.5);
