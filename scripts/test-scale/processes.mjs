// Starts production API processes (apps/api/dist/main.js) and keeps what they print: every line of
// each process (for the secret check), its stdout alone (pino's lines and the start-up banner; Node's
// own warnings go to stderr), and a log file per run in the work folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mainJs, root } from './paths.mjs';

export function createLauncher(workDir) {
  const logs = {};
  const stdoutLines = {};
  const exits = {};
  const children = new Set();

  /**
   * Starts `upstream` ({ name, port }) with `env` (+ its PORT and a fresh DATA_DIR); sets
   * upstream.child and exits[name] (resolves with { code, signal, at }).
   */
  function start(upstream, env, run = 'first') {
    const { name } = upstream;
    const dataDir = path.join(workDir, `data-${name}-${run}`);
    fs.mkdirSync(dataDir);
    logs[name] ??= [];
    stdoutLines[name] ??= [];
    const child = spawn(process.execPath, ['--enable-source-maps', mainJs], {
      cwd: root,
      env: { ...env, PORT: String(upstream.port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    const file = fs.createWriteStream(path.join(workDir, `process-${name}-${run}.log`));
    const collector = (isStdout) => {
      let pending = '';
      return (chunk) => {
        file.write(chunk);
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop();
        logs[name].push(...lines.filter(Boolean));
        if (isStdout) stdoutLines[name].push(...lines.filter(Boolean));
      };
    };
    child.stdout.on('data', collector(true));
    child.stderr.on('data', collector(false));
    exits[name] = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
    );
    child.on('close', () => file.end()); // after the last output, unlike 'exit'
    upstream.child = child;
    return child;
  }

  /** Any other child process to kill at the end (e.g. the PGlite test's). */
  const track = (child) => children.add(child);

  /** SIGKILLs whatever still runs and waits for it. */
  async function stopAll() {
    const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
    await Promise.all(running.map((c) => new Promise((resolve) => (c.once('exit', resolve), c.kill('SIGKILL')))));
  }
  // If the test run itself dies, take the processes with it.
  process.once('exit', () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });

  return { start, track, stopAll, logs, stdoutLines, exits };
}
