// `node --import testing/test-clock-preload.mjs`: runs a process (the journeys' server) on the shifted clock of
// TEST_CLOCK_OFFSET_MS before any of its own code loads. Only startServer's `clockOffsetMs` adds it; the product
// never imports it, so a production start has the real clock whatever its environment says.
import { shiftClock } from './test-clock.mjs';

const offset = Number(process.env.TEST_CLOCK_OFFSET_MS);
// On PostgreSQL, SQL's now() is the database server's clock, which no flag of ours moves: two clocks an offset
// apart would pass or fail by the hour again, so refuse (PGlite runs in this process and reads the shifted one).
if (offset && process.env.DATABASE_URL)
  throw new Error('A shifted test clock needs the embedded database (PGlite): unset DATABASE_URL.');
shiftClock(offset);
