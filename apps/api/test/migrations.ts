import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';

/**
 * A copy of the migrations folder whose journal ends before `tag` (or with it, when `through`), for a
 * test of one migration on the rows of the schema before it. The caller removes the folder.
 */
export function migrationsUntil(tag: string, { through = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 1) throw new Error(`no migration ${tag} after the first`);
  fs.writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut + (through ? 1 : 0)) }),
  );
  return dir;
}
