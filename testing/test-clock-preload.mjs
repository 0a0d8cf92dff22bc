// `node --import testing/test-clock-preload.mjs`: runs a process (the journeys' server) on the shifted clock of
// TEST_CLOCK_OFFSET_MS before any of its own code loads. Only startServer's `clockOffsetMs` adds it; the product
// never imports it, so a production start has the real clock whatever its environment says.
import fs from 'node:fs';
import { shiftClock } from './test-clock.mjs';

const offset = Number(process.env.TEST_CLOCK_OFFSET_MS);
// On PostgreSQL, SQL's now() is the database server's clock, which no flag of ours moves: two clocks an offset
// apart would pass or fail by the hour again, so refuse (PGlite runs in this process and reads the shifted one).
if (offset && process.env.DATABASE_URL)
  throw new Error('A shifted test clock needs the embedded database (PGlite): unset DATABASE_URL.');
// TEST_CLOCK_LATER_FILE (set by the journeys' harness, e2e/fixtures.ts): a file holding how many milliseconds a
// journey has moved the clock on since the start (advanceClock), so that a rule 30 minutes away is seen on both
// sides without waiting. Read at each Date.now(): the journey writes it and its next request sees the new time.
// Only this preload reads it, and only the test kit loads the preload (decision 026).
const laterFile = process.env.TEST_CLOCK_LATER_FILE;
shiftClock(offset, laterFile ? laterMsFrom(laterFile) : undefined);

/** The file's milliseconds (0 while it is absent), re-read only when it changed (a stat per call). */
function laterMsFrom(file) {
  let seen = '';
  let ms = 0;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false, bigint: true });
    const key = stat ? `${stat.ino}:${stat.mtimeNs}:${stat.size}` : '';
    if (key !== seen) {
      seen = key;
      ms = stat ? Number(fs.readFileSync(file, 'utf8')) || 0 : 0;
    }
    return ms;
  };
}
