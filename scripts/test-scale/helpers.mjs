// Small helpers of the scale suite: time, percentiles, unique emails, polling, mail decoding, checks.
import { expect } from 'vitest';
import { percentile as kitPercentile } from '../../testing/stats.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The kit's percentile (testing/stats.mjs); 0 for no samples, as the suite's checks expect. */
export const percentile = (sorted, p) => kitPercentile(sorted, p, 0);

export const ms = (x) => `${x.toFixed(1)} ms`;

let seq = 0;
export const newEmail = (prefix) => `${prefix}-${Date.now()}-${++seq}@scale.test`;

/** Polls `fn` every 50 ms until it returns something truthy (errors count as "not yet"). */
export async function waitFor(what, fn, timeoutMs = 30_000) {
  const t0 = Date.now();
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value) return value;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Resolves when `url` answers 200 (a process's /readyz or /healthz). */
export const waitForOk = (what, url, timeoutMs = 60_000) =>
  waitFor(what, async () => (await fetch(url)).status === 200 || undefined, timeoutMs);

/** Decodes the quoted-printable body nodemailer sends, enough to read a link. */
export const decodeQuotedPrintable = (raw) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

/** Each line parsed as JSON, or null. */
export const parseJsonLines = (lines) =>
  lines.map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      return null;
    }
  });

/** One check of the scenario: passes when `ok` is truthy; `detail` explains a failure. */
export function verify(ok, detail) {
  expect(Boolean(ok), detail ? String(detail) : undefined).toBe(true);
}
