// The processes' output over the whole run: JSON lines on stdout, and none of the secrets the tests
// handled. Last file: it also stops everything and prints the run's figures.
import { afterAll, describe, test } from 'vitest';
import { logs, secrets, shared, stdoutLines, teardown } from './environment.mjs';
import { ms, verify } from './helpers.mjs';

afterAll(async () => {
  await teardown();
  const { startMs, load } = shared.figures;
  const lines = [`Figures: both processes ready ${ms(startMs)} after a simultaneous start on a fresh database`];
  for (const f of load) {
    lines.push(
      `  load with ${f.signal} of B: ${f.requests} requests, ${f.failures} failed (${f.inFlightOnB} in flight on B), ` +
        `${f.rps.toFixed(0)} req/s, p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, max ${ms(f.max)}; ` +
        `${f.signal} to exit ${f.exitMs === null ? 'n/a' : ms(f.exitMs)}`,
    );
  }
  console.log(lines.join('\n'));
});

const tagged = (byProcess) => Object.entries(byProcess).flatMap(([name, lines]) => lines.map((l) => [name, l]));

describe('Logs: JSON lines, and no secret, token or password in them', () => {
  test('every line on stdout is a JSON log line (besides the start-up banner)', () => {
    const nonJson = tagged(stdoutLines).filter(([, l]) => {
      try {
        JSON.parse(l);
        return false;
      } catch {
        return true;
      }
    });
    // The start-up banner is plain text on purpose (main.ts); every log line is JSON.
    const isBanner = (l) => /^\s{2}\S/.test(l);
    const offending = nonJson.filter(([, l]) => !isBanner(l));
    verify(
      offending.length === 0,
      offending
        .slice(0, 3)
        .map(([n, l]) => `${n}: ${l.slice(0, 100)}`)
        .join(' | '),
    );
  });

  const noSecrets =
    'none of the secrets (passwords, idTokens, refresh and reset tokens, AUTH_SECRET, OPS_TOKEN) in the log lines';
  test(noSecrets, () => {
    const all = tagged(logs);
    const leaks = [];
    for (const secret of secrets) {
      for (const [name, line] of all) {
        const at = line.indexOf(secret);
        if (at >= 0) leaks.push(`${name}: …${line.slice(Math.max(0, at - 60), at + 10)}…`);
      }
    }
    console.log(`${secrets.size} secrets checked in ${all.length} log lines`);
    verify(leaks.length === 0, leaks.slice(0, 3).join(' | '));
  });
});
