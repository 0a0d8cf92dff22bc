// The built server as a child process, written once for every runner that needs a real one: the
// robustness gates (kill -9, backups), the scale suite, the benches and the Lighthouse audit.
// In-process API tests use apps/api/test/helpers.ts (app.inject) instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../scripts/free-port.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const builtServer = path.join(root, 'apps/api/dist/main.js');

/**
 * The node arguments that run the server: the build (`npm run build -w @vendor-portal/api`) when
 * present; otherwise, with `fromSource`, the same entry through tsx (so unit tests need no build).
 */
export function serverCommand({ fromSource = false } = {}) {
  if (fs.existsSync(builtServer)) return { args: [builtServer], label: 'apps/api/dist/main.js' };
  if (!fromSource) throw new Error('apps/api/dist/main.js is missing: run npm run build first.');
  return {
    args: ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
    label: 'apps/api/src/main.ts (tsx; run npm run build -w @vendor-portal/api for the built server)',
  };
}

/**
 * Starts the server now, without waiting: the process handle, `listening` (resolved with the URL
 * once it prints its start-up banner, "... is running at <url>", apps/api/src/main.ts; rejected with
 * its output if it exits first) and `exited` ({ code, signal, at: performance.now() }).
 *   env: added to the environment (HOST 127.0.0.1, SEED_DEMO false, LOG_LEVEL warn unless given);
 *     env.PORT is required here (startServer picks a free one). The rest of our environment is
 *     inherited unless `inheritEnv` is false (then only `env`: the scale suite gives every variable);
 *     DATABASE_URL only when `inheritDatabase` (the default): false keeps the server on PGlite in its
 *     DATA_DIR even under scripts/with-postgres.mjs.
 *   nodeArgs: node flags for the server only (e.g. --cpu-prof). echo: copy its output to ours.
 *   args: another entry than the server's (node arguments, replacing the server command).
 *   detached: a process group of its own (to signal the group, as a supervisor does).
 *   onLine(line, stream): each complete non-empty line it prints ('stdout' or 'stderr').
 *   logFile: a file that receives everything it prints (closed once its output ends).
 *   clockOffsetMs: run it on a wall clock this far ahead of the real one (testing/test-clock.mjs: the journeys'
 *     clock); its `Date` and PGlite's now() move, its timers do not.
 */
export function launchServer({
  env = {},
  nodeArgs = [],
  echo = false,
  inheritEnv = true,
  inheritDatabase = true,
  fromSource = false,
  args,
  detached = false,
  onLine,
  logFile,
  clockOffsetMs = 0,
} = {}) {
  if (!env.PORT) throw new Error('launchServer needs env.PORT (startServer picks a free one).');
  const inherited = inheritEnv
    ? Object.fromEntries(Object.entries(process.env).filter(([k]) => inheritDatabase || k !== 'DATABASE_URL'))
    : {};
  const clock = clockOffsetMs
    ? ['--import', pathToFileURL(path.join(root, 'testing/test-clock-preload.mjs')).href]
    : [];
  const child = spawn(process.execPath, [...clock, ...nodeArgs, ...(args ?? serverCommand({ fromSource }).args)], {
    cwd: root,
    detached,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
      ...(clockOffsetMs ? { TEST_CLOCK_OFFSET_MS: String(clockOffsetMs) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const file = logFile ? fs.createWriteStream(logFile) : null;
  if (file) child.once('close', () => file.end()); // after the last output, unlike 'exit'
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  void exited.then(() => process.off('exit', stopOnExit));
  let announce;
  const listening = new Promise((resolve, reject) => {
    announce = resolve;
    void exited.then(({ code }) =>
      reject(Object.assign(new Error(`the server exited with ${code}:\n${out}`), { exitCode: code, output: out })),
    );
  });
  listening.catch(() => {}); // a caller that does not wait for the banner has no use for its failure
  const server = {
    child,
    pid: child.pid,
    url: '',
    output: () => out,
    listening,
    exited,
    /** SIGTERM (or `signal`), resolved once the process is gone. */
    stop(signal = 'SIGTERM') {
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const collect = (stream, name) => {
    let pending = '';
    return (chunk) => {
      if (echo) stream.write(chunk);
      file?.write(chunk);
      const text = chunk.toString('utf8');
      out += text;
      if (onLine) {
        pending += text;
        const lines = pending.split('\n');
        pending = lines.pop();
        for (const line of lines) if (line) onLine(line, name);
      }
      const match = server.url ? null : /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) {
        server.url = match[1];
        announce(server.url);
      }
    };
  };
  child.stdout.on('data', collect(process.stdout, 'stdout'));
  child.stderr.on('data', collect(process.stderr, 'stderr'));
  return server;
}

/**
 * Starts the server (launchServer, on a free PORT unless env.PORT) and resolves once it prints its
 * start-up banner, that is once it listens; rejects with its output if it exits first, and kills it
 * if it has not started within `timeoutMs` (null: waits for the banner or the exit, however long).
 */
export async function startServer({ env = {}, timeoutMs = 60_000, ...options } = {}) {
  const port = env.PORT ?? String(await freePort());
  const server = launchServer({ ...options, env: { ...env, PORT: port } });
  let timer;
  // timeoutMs null: no clock of its own (a loaded machine starts late, not never); the caller's bounds it.
  const timedOut = new Promise((_, reject) => {
    if (timeoutMs === null) return;
    timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs / 1000} s:\n${server.output()}`));
    }, timeoutMs);
  });
  try {
    await Promise.race([server.listening, timedOut]);
    return server;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the server expecting it to refuse to start: its exit code and output. */
export function expectRefusal(options) {
  return startServer(options).then(
    async (server) => {
      await server.stop('SIGKILL');
      throw new Error(`the server started at ${server.url}`);
    },
    (err) => ({ code: err.exitCode ?? null, output: err.output ?? String(err) }),
  );
}
