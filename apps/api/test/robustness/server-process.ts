import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The production server as a child process, for the gates that kill it ("Crash safety").

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const built = path.join(root, 'apps/api/dist/main.js');

/**
 * The built server (`npm run build -w @vendor-portal/api`) when present; otherwise the same entry
 * from source through tsx, so `npm run test:unit` needs no build first.
 */
export function serverCommand(): { args: string[]; label: string } {
  if (fs.existsSync(built)) return { args: [built], label: 'apps/api/dist/main.js' };
  return {
    args: ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
    label: 'apps/api/src/main.ts (tsx; run npm run build -w @vendor-portal/api for the built server)',
  };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the server and resolves once it prints its URL; rejects with its output if it exits. */
export function startServer(
  env: Record<string, string>,
  /** Another entry than the server's (node arguments), a process group of its own, a longer wait. */
  options: { args?: string[]; detached?: boolean; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  // The database is exactly the one given: PGlite in DATA_DIR unless env names DATABASE_URL
  // (`with-postgres.mjs` exports one for every child).
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL'));
  const child = spawn(process.execPath, options.args ?? serverCommand().args, {
    cwd: root,
    detached: options.detached ?? false,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const waitMs = options.startTimeoutMs ?? 30_000;
    const timer = setTimeout(() => {
      // A server that did not start is not left running behind the test.
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${waitMs / 1000} s:\n${out}`));
    }, waitMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${out}`), { exitCode: code, output: out }));
    });
  });
}

/** Runs the server expecting it to refuse to start: its exit code and output. */
export function expectRefusal(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return startServer(env).then(
    (server) => {
      server.child.kill('SIGKILL');
      throw new Error(`a second server started at ${server.url}`);
    },
    (err: { exitCode?: number | null; output?: string }) => ({
      code: err.exitCode ?? null,
      output: err.output ?? String(err),
    }),
  );
}

/** kill -9, then wait until the process is gone. */
export function killHard(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}
