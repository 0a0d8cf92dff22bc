import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrationsUntil } from './migrations.ts';

// Runs once per `vitest run`: migrates one database that every test file then copies (test/helpers.ts)
// instead of running initdb and every migration again: an in-memory PGlite dumped to a file or, under
// `npm run test:pg` (TEST_DATABASE_URL), a PostgreSQL database that each file's database is created
// from (`create database … template …`).

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** This run's prefix of the bundles in apps/api/.test-build (robustness/server-process.ts), removed at its end. */
    testBuild: string;
    /** A dump of the database as it stood before each migration of BEFORE_MIGRATIONS ('' under PostgreSQL). */
    pgliteBefore: Record<string, string>;
    /** The migrated PostgreSQL database to copy, under TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

// The migrations a test checks on the rows of the schema before them (test/live/member-settings.test.ts):
// the same database, dumped on its way up, so that test opens a copy instead of its own initdb and migrations.
const BEFORE_MIGRATIONS = ['0019_members'];

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
  // A worker is ended without its exit handlers running: the run removes its bundles when it ends.
  const run = `run-${crypto.randomBytes(4).toString('hex')}`;
  project.provide('testBuild', run);
  const buildDir = path.resolve(import.meta.dirname, '../.test-build');
  const removeBundles = () => {
    for (const f of fs.existsSync(buildDir) ? fs.readdirSync(buildDir) : [])
      if (f.startsWith(run)) fs.rmSync(path.join(buildDir, f), { force: true });
  };
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
    project.provide('pgliteBefore', {});
    project.provide('postgresTemplate', name);
    return async () => {
      removeBundles();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
  }
  project.provide('postgresTemplate', '');
  const database = await openPglite();
  const { pglite } = database.listenOn as { pglite: import('@electric-sql/pglite').PGlite };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-api-template-'));
  const save = async (name: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const before: Record<string, string> = {};
  for (const tag of BEFORE_MIGRATIONS) {
    const folder = migrationsUntil(tag);
    try {
      await migrate(drizzle({ client: pglite }), { migrationsFolder: folder });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    before[tag] = await save(`before-${tag}.tar`);
  }
  await database.migrate();
  project.provide('pgliteTemplate', await save('migrated.tar'));
  project.provide('pgliteBefore', before);
  await database.close();
  return () => {
    removeBundles();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
