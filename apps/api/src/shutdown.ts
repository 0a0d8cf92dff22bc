import { Worker } from 'node:worker_threads';

// docs/architecture.md "Stopping": a stop signal ends the process within a hard deadline, whatever
// hangs. The first SIGTERM (or SIGINT) starts a graceful stop: stop accepting, end the streams, let
// requests finish, close the database. At the deadline the process exits 1, naming what was still
// pending. A second signal is never swallowed: the handlers are removed at the first, so the next
// one finds the default action and ends the process at once, even when the JavaScript thread is
// stuck (a database engine spinning on a removed data directory, a loop that never yields). Such a
// stuck thread cannot run the deadline's timer either, so a watchdog thread ends the process too.

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** How long after the deadline the watchdog thread ends a process whose own thread is stuck. */
const WATCHDOG_GRACE_MS = 1_000;

export interface StopOptions {
  deadlineMs: number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** What is still running (requests, streams), for the line logged at the deadline. */
  pending(): Record<string, unknown>;
  /** The graceful stop; calls `step` with the name of each step before it starts. */
  stop(step: (name: string) => void): Promise<void>;
  /** Last words before any exit (synchronous: releases the data directory's lock). */
  release(): void;
}

/**
 * The watchdog: a thread of its own, told each step, that ends the process (SIGKILL) when it is
 * still alive `ms` from now. Written as source text so that it runs the same from src/ and dist/.
 */
function startWatchdog(ms: number): Worker {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const fs = require('node:fs');
     let step = 'starting';
     parentPort.on('message', (m) => { step = m; });
     setTimeout(() => {
       fs.writeSync(2, JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, step,
         msg: 'shutdown deadline passed with the main thread stuck; killing the process' }) + '\\n');
       process.kill(process.pid, 'SIGKILL');
     }, ${ms});`,
    { eval: true },
  );
  worker.unref();
  return worker;
}

/** Installs the stop-signal handlers; answers `stopNow(reason)` for the other reasons to stop (primary gone). */
export function handleStopSignals(options: StopOptions): { stopNow(reason: string): void } {
  let stopping = false;
  const stopNow = (reason: string) => {
    if (stopping) return;
    stopping = true;
    // The next signal gets the default action (the process ends at once): see above.
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
    options.log.info({ reason, deadlineMs: options.deadlineMs }, 'shutting down');
    let step = 'starting';
    const watchdog = startWatchdog(options.deadlineMs + WATCHDOG_GRACE_MS);
    setTimeout(() => {
      options.log.error({ step, ...options.pending() }, 'shutdown deadline passed; exiting');
      options.release();
      process.exit(1);
    }, options.deadlineMs);
    // Not unref'd: a stop that waits on a promise nothing will settle (a database call that never
    // returns) holds no handle, so the process would end with 0 once the server's sockets are gone,
    // before the deadline, naming nothing. A stop that finishes exits 0 itself, without waiting for it.
    options
      .stop((name) => {
        step = name;
        watchdog.postMessage(name);
      })
      .then(
        () => {
          options.release();
          process.exit(0);
        },
        (err: unknown) => {
          options.log.error({ err, step }, 'shutdown failed');
          options.release();
          process.exit(1);
        },
      );
  };
  const onSignal = (signal: NodeJS.Signals) => stopNow(signal);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return { stopNow };
}
