import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import drizzleConfig from '../drizzle.config.ts';

// The migrations folder is numbered as drizzle-kit numbers it: the next file is `<entries in the journal>_name`.
// A gap (0022 was missing once) made `npm run db:generate` write a second 0031 and overwrite its snapshot. The
// migrator keys on each entry's `when` and its SQL's digest, never on the file's name (drizzle-orm's
// readMigrationFiles), so renaming files kept every database migrated before working: asserted below.

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}

const journalFile = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
const readJournal = (dir = MIGRATIONS_FOLDER): Journal =>
  JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The names 0022–0030 had before the folder was closed up (each was one higher). */
const RENAMED: Record<string, string> = {
  '0022_visit': '0023_visit',
  '0023_availability': '0024_availability',
  '0024_money': '0025_money',
  '0025_offers': '0026_offers',
  '0026_extra-time': '0027_extra-time',
  '0027_staff_push': '0028_staff_push',
  '0028_unpaid_weeks': '0029_unpaid_weeks',
  '0029_language': '0030_language',
  '0030_customer-language': '0031_customer-language',
};

describe('the migrations folder', () => {
  it('numbers its files 0000 upwards without a gap, as the journal lists them', () => {
    const { entries } = readJournal();
    const sqlFiles = fs
      .readdirSync(MIGRATIONS_FOLDER)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const snapshots = fs.readdirSync(path.join(MIGRATIONS_FOLDER, 'meta')).filter((f) => f.endsWith('_snapshot.json'));
    expect(sqlFiles).toEqual(entries.map((e) => `${e.tag}.sql`));
    expect(snapshots.sort()).toEqual(entries.map((e) => `${e.tag.slice(0, 4)}_snapshot.json`));
    entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.slice(0, 5)).toBe(`${String(i).padStart(4, '0')}_`);
      if (i > 0) expect(entry.when).toBeGreaterThan(entries[i - 1]!.when);
    });
  });

  it('keeps a database migrated under the old names as it is: nothing runs again, nothing is missed', async () => {
    // The folder as it was: 0022–0030 under their old names, the journal saying so.
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-old-migrations-'));
    const client = await PGlite.create();
    try {
      fs.cpSync(MIGRATIONS_FOLDER, old, { recursive: true });
      const journal = readJournal(old);
      for (const entry of journal.entries) {
        const was = RENAMED[entry.tag];
        if (!was) continue;
        fs.renameSync(path.join(old, `${entry.tag}.sql`), path.join(old, `${was}.sql`));
        entry.tag = was;
      }
      fs.writeFileSync(path.join(old, 'meta', '_journal.json'), JSON.stringify(journal));
      expect(fs.existsSync(path.join(old, '0031_customer-language.sql'))).toBe(true);

      await migrate(drizzle({ client }), { migrationsFolder: old });
      const before = await client.query<{ hash: string; created_at: string }>(
        'select hash, created_at from drizzle.__drizzle_migrations order by id',
      );
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      const after = await client.query<{ hash: string; created_at: string }>(
        'select hash, created_at from drizzle.__drizzle_migrations order by id',
      );
      expect(after.rows).toEqual(before.rows);
      expect(after.rows).toHaveLength(readJournal().entries.length);
      // The newest migration's column is there (0030_customer-language, once 0031).
      const column = await client.query(
        `select 1 from information_schema.columns where table_name = 'customers' and column_name = 'language'`,
      );
      expect(column.rows).toHaveLength(1);
    } finally {
      await client.close();
      fs.rmSync(old, { recursive: true, force: true });
    }
  });

  it('has nothing for `npm run db:generate` to write on a clean tree (the schema files and the last snapshot agree)', () => {
    // drizzle-kit as the script runs it, on a copy of the folder (its `out` must be relative to the working folder).
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-generate-'));
    try {
      const out = path.join(work, 'drizzle');
      fs.cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
      const apiDir = path.resolve(MIGRATIONS_FOLDER, '..');
      // The schema files the script's config names (a path, a glob or a list of them), so a schema split into
      // files is read whole here too, as `npm run db:generate` reads it.
      const schemas = [drizzleConfig.schema ?? []].flat().map((file) => path.join(apiDir, file));
      expect(schemas.length).toBeGreaterThan(0);
      fs.writeFileSync(
        path.join(work, 'drizzle.config.ts'),
        `export default { dialect: 'postgresql', schema: ${JSON.stringify(schemas)}, out: './drizzle' };\n`,
      );
      const bin = path.join(apiDir, '../../node_modules/drizzle-kit/bin.cjs');
      const run = spawnSync(process.execPath, [bin, 'generate', '--config=drizzle.config.ts'], {
        cwd: work,
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(`${run.stdout}${run.stderr}`).toMatch(/No schema changes/);
      expect(fs.readFileSync(path.join(out, 'meta', '_journal.json'), 'utf8')).toBe(
        fs.readFileSync(journalFile, 'utf8'),
      );
      expect(fs.readdirSync(out).filter((f) => f.endsWith('.sql'))).toHaveLength(readJournal().entries.length);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
