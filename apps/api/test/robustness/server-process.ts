import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { inject } from 'vitest';
import {
  builtServer,
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

const apiRoot = path.resolve(import.meta.dirname, '../..');
const bundles = new Map<string, Promise<string>>();

/**
 * `entry` (a path under apps/api) as one bundled file, built once per worker: node loads it in a few
 * hundred milliseconds where tsx compiles and resolves every module of the app again in each child
 * (about 15 times the CPU). Written beside dist/ (apps/api/.test-build/), so the paths the server
 * finds from its own file (the migrations, the web build) are those of the built server. npm
 * packages stay external, as in build.mjs.
 */
export function bundled(entry: string): Promise<string> {
  let file = bundles.get(entry);
  if (!file) {
    file = bundle(entry);
    bundles.set(entry, file);
  }
  return file;
}

async function bundle(entry: string): Promise<string> {
  const dir = path.join(apiRoot, '.test-build');
  fs.mkdirSync(dir, { recursive: true });
  // Named for the run (test/global-setup.ts removes its files at the end) and the worker.
  const outfile = path.join(dir, `${inject('testBuild')}-${process.pid}-${path.basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(apiRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externalize-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@vendor-portal/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

/** The server's node arguments: the build when present, else src/main.ts bundled once per worker. */
export const serverArgs = async (): Promise<string[]> =>
  fs.existsSync(builtServer) ? [builtServer] : [await bundled('src/main.ts')];

/**
 * A new data directory holding the run's migrated database (test/global-setup.ts), so the child runs
 * neither initdb nor a migration. Without a template (under `npm run test:pg`) it starts empty.
 */
export async function migratedDataDir(dataDir: string): Promise<string> {
  const template = inject('pgliteTemplate');
  if (template) {
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(template)]),
    });
    await pglite.close();
  }
  return dataDir;
}
