// Stopping a process under load: on SIGTERM B finishes what it holds and exits 0 while A serves
// alone; after a restart, SIGKILL loses at most what was in flight on B.
import { describe, test } from 'vitest';
import { B, LOAD_CONCURRENCY, LOAD_SECONDS, logs, shared, startProcess, upstreams } from './environment.mjs';
import { ms, verify, waitForOk } from './helpers.mjs';
import { loadWhileStopping } from './load.mjs';

/** The three checks every load phase makes; `run()` runs the phase once, before the first. */
function loadChecks(signal, run) {
  let phase;
  test(`both processes served before the ${signal}`, async () => {
    phase = await run();
    shared.figures.load.push(phase.figures);
    verify(phase.servedBy.before.A > 0 && phase.servedBy.before.B > 0, JSON.stringify(phase.servedBy.before));
  });
  test('A kept serving alone after B went away', () => {
    verify(phase.servedBy.after.A > 0 && phase.servedBy.after.B === 0, JSON.stringify(phase.servedBy.after));
  });
  test(`no failed request beyond those in flight on B at ${signal}`, () => {
    const { failures, figures } = phase;
    verify(failures.length <= figures.inFlightOnB, `${failures.length} failed, ${figures.inFlightOnB} were in flight`);
  });
  return () => phase;
}

describe(`Load through the proxy (${LOAD_CONCURRENCY} clients, ${LOAD_SECONDS} s); B gets SIGTERM mid-load`, () => {
  const phase = loadChecks('SIGTERM', () => loadWhileStopping('SIGTERM'));
  test('B finished its in-flight requests and exited 0 on SIGTERM, within the 10 s bound', () => {
    const { exit, figures } = phase();
    verify(
      exit?.code === 0 && figures.exitMs < 10_000 && logs.B.some((l) => l.includes('shutting down')),
      exit ? `code ${exit.code}, ${ms(figures.exitMs)} after SIGTERM` : 'still running after 15 s',
    );
  });
});

describe('B started again, then killed outright (SIGKILL) under the same load', () => {
  const phase = loadChecks('SIGKILL', async () => {
    startProcess(upstreams[B], 'restarted');
    await waitForOk('process B ready again', `http://127.0.0.1:${upstreams[B].port}/readyz`);
    upstreams[B].downUntil = 0;
    return loadWhileStopping('SIGKILL');
  });
  test('B is gone (killed)', () => {
    verify(phase().exit?.signal === 'SIGKILL', JSON.stringify(phase().exit));
  });
});
