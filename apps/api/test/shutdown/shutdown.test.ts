import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundled, migratedDataDir, startServer, type ServerProcess } from '../robustness/server-process.ts';
import { until } from '../helpers.ts';

// docs/architecture.md "Stopping": whatever hangs, a stop signal ends the server within its deadline
// (SHUTDOWN_TIMEOUT_MS, 3 s here), non-zero and naming what was pending; a second signal ends it at
// once. Each case starts the real server (serve.ts) in a child process, one case after another: each
// child runs a bundle built once per worker (server-process.ts) on a copy of the run's migrated database.
// Under load, six children compiling the app through tsx at once ran the watchdog case past its timeout.

const DEADLINE_MS = 3_000;
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}, detached = false) {
  const dataDir = await migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'vp-shutdown-')));
  dirs.push(dataDir);
  const server = await startServer(
    { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS), LOG_LEVEL: 'info', ...env },
    { args: [await bundled('test/shutdown/stuck-server.ts')], detached },
  );
  servers.push(server);
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    server.child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { server, dataDir, exited };
}

/** Opens a request and resolves once the server has it (its answer never comes). */
function hang(server: ServerProcess, url: string): void {
  fetch(server.url + url).then(
    (res) => res.body?.getReader().read(),
    () => {},
  );
}

/** Resolves once the server has logged each of `urls` as an incoming request. */
async function received(server: ServerProcess, urls: string[]): Promise<void> {
  await until(() => urls.every((url) => server.output().includes(`"url":"${url}"`)), `requests to ${urls.join(', ')}`);
}

// Starting a server takes seconds on a busy machine: each case's own wait is bounded by its asserts.
describe('a stop signal', { timeout: 180_000 }, () => {
  it('ends the process by the deadline with a stuck request, an open stream and a database call that never returns', async () => {
    const { server, exited } = await start();
    hang(server, '/test/stuck');
    hang(server, '/test/stream');
    hang(server, '/test/db-stuck');
    await received(server, ['/test/stuck', '/test/stream', '/test/db-stuck']);
    // The request is logged before its handler runs: wait until the transaction holds the database.
    await until(() => server.output().includes('test: database held'), 'the database held');
    server.child.kill('SIGTERM');
    const end = await exited;
    // Ended by the deadline: its exit code and its own line (no wall-clock bound: a busy machine fires
    // timers late; a stop that never ended would fail on the case's timeout).
    expect(end.code).toBe(1);
    const output = server.output();
    expect(output).toContain('shutdown deadline passed; exiting');
    expect(output).toContain('GET /test/stuck');
    expect(output).toMatch(/"inFlight":\[[^\]]*"GET \/test\/db-stuck"[^\]]*\],[^}]*shutdown deadline passed/);
  });

  it('ends a process whose thread is stuck (the watchdog), and a second signal ends it at once', async () => {
    // One after the other: nothing here needs them to start together.
    const first = await start({ STUCK_CLOSE: 'true' });
    const second = await start({ STUCK_CLOSE: 'true' });
    first.server.child.kill('SIGTERM');
    second.server.child.kill('SIGTERM');
    // The second server is stuck closing its database (it says so first); another SIGTERM ends it
    // there and then: by the signal's default action, not the watchdog's SIGKILL at the deadline.
    await until(() => second.server.output().includes('test: database close stuck'), 'the stuck close');
    expect(second.server.child.exitCode === null && second.server.child.signalCode === null).toBe(true);
    second.server.child.kill('SIGTERM');
    const secondEnd = await second.exited;
    expect(secondEnd.signal).toBe('SIGTERM');

    // The first is ended by the watchdog (SIGKILL, naming the step): no wall-clock bound, as above.
    const firstEnd = await first.exited;
    expect(firstEnd.signal).toBe('SIGKILL');
    expect(first.server.output()).toMatch(/main thread stuck.*|"step":"closing the database"/);
  });

  it('ends at the deadline, 1, when the stop waits on a promise that never settles and nothing else is alive', async () => {
    const child = spawn(process.execPath, [await bundled('test/shutdown/settles-never.ts')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await until(() => output.includes('ready'), 'ready');
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(output).toContain('shutdown deadline passed; exiting');
  });

  it('ends when its process group is signalled right before its data directory is removed', async () => {
    const { server, dataDir, exited } = await start({}, true);
    hang(server, '/test/stream');
    await received(server, ['/test/stream']);
    process.kill(-server.child.pid!, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    // It ends (a process left hanging fails on the case's timeout), by its stop or its deadline.
    const end = await exited;
    expect(end.code ?? end.signal).not.toBeNull();
  });
});
