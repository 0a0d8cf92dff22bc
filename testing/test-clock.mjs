// The journeys' clock: one shift of the wall clock shared by the test runner, the server it starts and the
// browser's pages, so that the three agree on "now" and on Denver's "today" (docs/how-to/testing.md, Clocks).
// The shift moves `Date` only (Date.now(), new Date() without arguments, Date() called as a function): timers,
// performance.now() and the clocks under them keep real time, so nothing waits longer or shorter than it would.
// PGlite's now() reads Date.now() in its process, so the database moves with the server.

export const DENVER = 'America/Denver';
/** The hour of Denver's day a run's clock starts at: 14 hours before its midnight and 10 after the one before. */
export const START_HOUR = 10;

/**
 * Replaces `globalThis.Date` by one `offsetMs` ahead of the real clock. Self-contained (no imports, no outer
 * names): Playwright's addInitScript sends its source to each page. Installing twice keeps the first shift.
 * `laterMs` (processes only, never a page): a function read at each call, what the journey has moved the clock on
 * since (advanceClock in e2e/fixtures.ts); forward only.
 */
export function shiftClock(offsetMs, laterMs) {
  const RealDate = globalThis.Date;
  if ((!offsetMs && !laterMs) || 'testClockOffsetMs' in RealDate) return;
  const now = laterMs ? () => RealDate.now() + offsetMs + laterMs() : () => RealDate.now() + offsetMs;
  const Shifted = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) =>
      key === 'now' ? now : key === 'testClockOffsetMs' ? offsetMs : Reflect.get(target, key, receiver),
    has: (target, key) => key === 'testClockOffsetMs' || Reflect.has(target, key),
  });
  // `new someDate.constructor()` reads the clock too.
  Object.defineProperty(RealDate.prototype, 'constructor', { value: Shifted, writable: true, configurable: true });
  globalThis.Date = Shifted;
}

/** Minutes past midnight in Denver at `ms`. */
function denverMinutes(ms) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: DENVER,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type) => Number(parts.find((p) => p.type === type).value);
  return part('hour') * 60 + part('minute');
}

/**
 * Where the journeys' clock starts when the machine's clock reads `realMs`: the next START_HOUR:00 in Denver at or
 * after it (never behind: a cookie's Expires set by the server is read by the browser on the real clock, and a
 * shift back would expire it early). A daylight-saving change in between is corrected for.
 */
export function journeyClockStart(realMs) {
  const minute = realMs - (realMs % 60_000);
  let start = minute + ((((START_HOUR * 60 - denverMinutes(minute)) % 1440) + 1440) % 1440) * 60_000;
  start += (START_HOUR * 60 - denverMinutes(start)) * 60_000; // 09:00 or 11:00 across a DST change
  return start < realMs ? start + 86_400_000 : start;
}

/**
 * The journeys' shift in milliseconds, from the environment:
 *   E2E_NOW=<ISO instant>  take the machine's clock to read this at the start of the run (to replay an hour);
 *   E2E_FREE_CLOCK=1       keep the (machine's or E2E_NOW's) time of day instead of moving to Denver's START_HOUR.
 */
export function journeyClockOffset(env = process.env, realMs = Date.now()) {
  const machine = env.E2E_NOW ? Date.parse(env.E2E_NOW) : realMs;
  if (Number.isNaN(machine)) throw new Error(`E2E_NOW is not an instant: ${env.E2E_NOW}`);
  const start = env.E2E_FREE_CLOCK === '1' ? machine : journeyClockStart(machine);
  return start - realMs;
}
