// The built server as a child process, written once for every runner that needs a real one: the
// robustness gates (kill -9, backups), the scale suite, the benches and the Lighthouse audit.
// In-process API tests use apps/api/test/helpers.ts (app.inject) instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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
 * Starts the server and resolves once it prints its start-up banner ("... is running at <url>",
 * apps/api/src/main.ts), that is once it listens; rejects with its output if it exits first.
 *   env: added to the environment (HOST 127.0.0.1, a free PORT, SEED_DEMO false, LOG_LEVEL warn
 *     unless given). DATABASE_URL is inherited only when `inheritDatabase` (the default): false
 *     keeps the server on PGlite in its DATA_DIR even under scripts/with-postgres.mjs.
 *   nodeArgs: node flags for the server only (e.g. --cpu-prof). echo: copy its output to ours.
 *   args: another entry than the server's (node arguments, replacing the server command).
 *   detached: a process group of its own (to signal the group, as a supervisor does).
 */
export async function startServer({
  env = {},
  nodeArgs = [],
  echo = false,
  inheritDatabase = true,
  fromSource = false,
  timeoutMs = 60_000,
  args,
  detached = false,
} = {}) {
  const port = env.PORT ?? String(await freePort());
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => inheritDatabase || k !== 'DATABASE_URL'),
  );
  const child = spawn(process.execPath, [...nodeArgs, ...(args ?? serverCommand({ fromSource }).args)], {
    cwd: root,
    detached,
    env: { ...inherited, HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const server = {
    child,
    pid: child.pid,
    url: '',
    output: () => out,
    exited,
    /** SIGTERM (or `signal`), resolved once the process is gone. */
    stop(signal = 'SIGTERM') {
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs / 1000} s:\n${out}`));
    }, timeoutMs);
    const onData = (stream) => (chunk) => {
      if (echo) stream.write(chunk);
      out += chunk.toString();
      const match = server.url ? null : /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        server.url = match[1];
        resolve(server);
      }
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    void exited.then(({ code }) => {
      clearTimeout(timer);
      process.off('exit', stopOnExit);
      reject(Object.assign(new Error(`the server exited with ${code}:\n${out}`), { exitCode: code, output: out }));
    });
  });
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
