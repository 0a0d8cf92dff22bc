// Starts production API processes (the build under test, paths.mjs) through the test kit
// (testing/server.mjs launchServer) and keeps what they print: every line of each process (for the
// secret check), its stdout alone (pino's lines and the start-up banner; Node's own warnings go to
// stderr), and a log file per run in the work folder.
import fs from 'node:fs';
import path from 'node:path';
import { launchServer } from '../../testing/server.mjs';
import { mainJs } from './paths.mjs';

/** The kit's options for the build under test with exactly `env` (nothing inherited). */
export const builtServerOptions = (env) => ({ args: [mainJs], inheritEnv: false, env });

export function createLauncher(workDir) {
  const logs = {};
  const stdoutLines = {};
  const exits = {};
  const servers = new Set();

  /**
   * Starts `upstream` ({ name, port }) with `env` (+ its PORT and a fresh DATA_DIR) without waiting
   * for it to listen; sets upstream.child and exits[name] (resolves with { code, signal, at }).
   */
  function start(upstream, env, run = 'first') {
    const { name } = upstream;
    const dataDir = path.join(workDir, `data-${name}-${run}`);
    fs.mkdirSync(dataDir);
    logs[name] ??= [];
    stdoutLines[name] ??= [];
    const server = launchServer({
      ...builtServerOptions({ ...env, PORT: String(upstream.port), DATA_DIR: dataDir }),
      nodeArgs: ['--enable-source-maps'],
      logFile: path.join(workDir, `process-${name}-${run}.log`),
      onLine(line, stream) {
        logs[name].push(line);
        if (stream === 'stdout') stdoutLines[name].push(line);
      },
    });
    servers.add(server);
    exits[name] = server.exited;
    upstream.child = server.child;
    return server.child;
  }

  /** Any other server from the kit to kill at the end (e.g. the PGlite test's); returns it. */
  const track = (server) => (servers.add(server), server);

  /** SIGKILLs whatever still runs and waits for it. */
  const stopAll = () => Promise.all([...servers].map((server) => server.stop('SIGKILL')));
  // If the test run itself dies, take the processes with it.
  process.once('exit', () => {
    for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  return { start, track, stopAll, logs, stdoutLines, exits };
}
