import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client.ts';

// Runs once per `vitest run`: migrates one in-memory PGlite and dumps it, so that every test file
// starts its own database from that copy (test/helpers.ts) instead of running initdb and every
// migration again. Under `npm run test:pg` (TEST_DATABASE_URL) the tests use PostgreSQL instead.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => {};
  }
  const database = await openPglite();
  await database.migrate();
  const dump = await (database.listenOn as { pglite: import('@electric-sql/pglite').PGlite }).pglite.dumpDataDir(
    'none',
  );
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-api-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
