import fs from 'node:fs';
import path from 'node:path';

// PGlite lets two processes open one directory and then loses writes (docs/how-to/tooling.md "Traps of
// the stack"). We hold an exclusive lock file for the life of the process. The file names its owner's pid, so a lock left
// behind by a crashed (kill -9) process is recognised as stale and taken over at the next start.

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number };
            if (owner.pid === process.pid) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let pid = 0;
      try {
        pid = (JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number }).pid;
      } catch {
        /* half-written or unreadable: treat as stale */
      }
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another server process (pid ${pid}). ` +
            'Stop that process, or start this one with another DATA_DIR.',
        );
      }
      // Stale lock from a process that is gone: remove it and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
}
