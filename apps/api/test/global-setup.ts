import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';

// Runs once per `vitest run`: migrates one database that every test file then copies (test/helpers.ts)
// instead of running initdb and every migration again: an in-memory PGlite dumped to a file or, under
// `npm run test:pg` (TEST_DATABASE_URL), a PostgreSQL database that each file's database is created
// from (`create database … template …`).

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated PostgreSQL database to copy, under TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `test_template_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    // Migrated once, then closed: PostgreSQL copies a template only while nobody is connected to it.
    const database = openPostgres(templateUrl.toString(), { max: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', name);
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }
  project.provide('postgresTemplate', '');
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
