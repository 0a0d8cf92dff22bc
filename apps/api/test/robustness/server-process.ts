import {
  expectRefusal as refusal,
  serverCommand as command,
  startServer as start,
} from '../../../../testing/server.mjs';
import type { ServerProcess, StartOptions } from '../../../../testing/server.mjs';

// The production server as a child process, for the gates that kill it ("Crash safety"): the test
// kit's server (testing/server.mjs), on exactly the database given: PGlite in DATA_DIR unless env
// names DATABASE_URL (`with-postgres.mjs` exports one for every child). Without a build it runs
// the same entry from source through tsx, so `npm run test:unit` needs no build first.

export type { ServerProcess };

// No start-up clock of its own (a server that did not start within 30 s failed the backup round trip
// under load): it started or it exited, and the test's timeout bounds the wait.
const options = (env: Record<string, string>): StartOptions => ({
  env,
  inheritDatabase: false,
  fromSource: true,
  timeoutMs: null,
});

export const serverCommand = () => command({ fromSource: true });
/** `extra`: another entry than the server's (node arguments), a process group of its own. */
export const startServer = (env: Record<string, string>, extra: { args?: string[]; detached?: boolean } = {}) =>
  start({ ...options(env), args: extra.args, detached: extra.detached });
export const expectRefusal = (env: Record<string, string>) => refusal(options(env));

/** kill -9, then wait until the process is gone. */
export const killHard = async (server: ServerProcess): Promise<void> => {
  await server.stop('SIGKILL');
};
