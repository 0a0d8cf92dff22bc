import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { journeyClockOffset, journeyClockStart, shiftClock } from '../../../testing/test-clock.mjs';

// The journeys' clock (testing/test-clock.mjs): a run starts at 10:00 in Denver whatever the machine's hour, so
// Denver's midnight cannot fall inside it (the appointments journey failed when run across 07:00 UTC).

const denver = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(ms));

describe('journeyClockStart', () => {
  it.each([
    // [the machine's clock, where the journeys' clock starts]
    ['2026-11-28T06:59:30Z', '2026-11-28T17:00:00Z'], // 23:59:30 in Denver: the next morning, not the next minute
    ['2026-11-27T17:00:00Z', '2026-11-27T17:00:00Z'], // 10:00 exactly: now
    ['2026-11-27T17:00:01Z', '2026-11-28T17:00:00Z'], // never behind the machine's clock
    ['2026-03-08T08:30:00Z', '2026-03-08T16:00:00Z'], // 01:30 MST, 10:00 MDT after the spring change
    ['2026-11-01T07:30:00Z', '2026-11-01T17:00:00Z'], // 01:30 MDT, 10:00 MST after the autumn change
    ['2026-07-01T15:59:00Z', '2026-07-01T16:00:00Z'],
  ])('at %s starts at %s', (machine, start) => {
    const at = journeyClockStart(Date.parse(machine));
    expect(new Date(at).toISOString()).toBe(new Date(start).toISOString());
    expect(denver(at)).toMatch(/, 10:00$/);
  });

  it('E2E_NOW replays an hour; E2E_FREE_CLOCK keeps its time of day', () => {
    const real = Date.parse('2026-11-27T09:00:00Z');
    const env = { E2E_NOW: '2026-11-28T06:59:30Z' };
    expect(real + journeyClockOffset(env, real)).toBe(Date.parse('2026-11-28T17:00:00Z'));
    expect(real + journeyClockOffset({ ...env, E2E_FREE_CLOCK: '1' }, real)).toBe(Date.parse(env.E2E_NOW));
    expect(() => journeyClockOffset({ E2E_NOW: 'tomorrow' }, real)).toThrow(/E2E_NOW/);
  });
});

describe('shiftClock', () => {
  const RealDate = Date;
  afterEach(() => {
    globalThis.Date = RealDate;
    Object.defineProperty(RealDate.prototype, 'constructor', { value: RealDate, writable: true, configurable: true });
  });

  it('moves the wall clock and only it: Date.now(), new Date(), Date(), a date given stays', () => {
    const offset = 10 * 3_600_000;
    const before = RealDate.now();
    shiftClock(offset);
    expect(Date.now() - before).toBeGreaterThanOrEqual(offset);
    // The real clock is read first: read after the shifted one, a busy machine's millisecond between the two
    // reads made the difference fall short of the offset.
    const real = RealDate.now();
    expect(Date.now() - real).toBeGreaterThanOrEqual(offset);
    const realAgain = RealDate.now();
    expect(new Date().getTime() - realAgain).toBeGreaterThanOrEqual(offset);
    expect(Date.parse(Date())).toBeGreaterThanOrEqual(before + offset - 1000);
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date(0)).toBeInstanceOf(Date);
    expect(new (new Date(0).constructor as DateConstructor)().getTime()).toBeGreaterThanOrEqual(before + offset);
    shiftClock(offset); // a second install keeps the first shift
    expect(Date.now() - RealDate.now()).toBeLessThan(offset + 60_000);
  });
});

describe('moving the clock on (advanceClock in e2e/fixtures.ts)', () => {
  const RealDate = Date;
  afterEach(() => {
    globalThis.Date = RealDate;
    Object.defineProperty(RealDate.prototype, 'constructor', { value: RealDate, writable: true, configurable: true });
  });

  it('shiftClock reads laterMs at each call', () => {
    let later = 0;
    shiftClock(1000, () => later);
    const first = Date.now() - RealDateNow();
    later = 30 * 60_000;
    expect(Date.now() - RealDateNow() - first).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
  });

  it("the server's preload reads TEST_CLOCK_LATER_FILE at each call, and only when the kit set it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-clock-'));
    const file = path.join(dir, 'later');
    const preload = path.resolve(import.meta.dirname, '../../../testing/test-clock-preload.mjs');
    // A process on the preload: prints its shift before and after the file says 31 minutes.
    const script = `const fs = require('node:fs'); const f = process.env.TEST_CLOCK_LATER_FILE;
      const a = Date.now() - (performance.timeOrigin + performance.now());
      if (f) fs.writeFileSync(f, String(31 * 60000));
      const b = Date.now() - (performance.timeOrigin + performance.now());
      console.log(JSON.stringify([a, b]));`;
    const run = (env: Record<string, string>) => {
      const out = spawnSync(process.execPath, ['--import', preload, '-e', script], {
        env: { PATH: process.env.PATH, TEST_CLOCK_OFFSET_MS: '5000', ...env },
        encoding: 'utf8',
      });
      expect(out.status, out.stderr).toBe(0);
      return JSON.parse(out.stdout) as [number, number];
    };
    try {
      const [before, after] = run({ TEST_CLOCK_LATER_FILE: file });
      expect(Math.round(before / 1000)).toBe(5);
      expect(Math.round(after / 1000)).toBe(5 + 31 * 60);
      fs.rmSync(file);
      // Without the variable the file is never read: the shift stays the run's.
      fs.writeFileSync(file, String(31 * 60000));
      const [, unread] = run({});
      expect(Math.round(unread / 1000)).toBe(5);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

function RealDateNow(): number {
  return performance.timeOrigin + performance.now();
}
