import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_FILES } from '../vitest.config.ts';

// The PostgreSQL pass leaves out the files of DATABASE_FREE_FILES (apps/api/vitest.config.ts): that is sound only
// while none of them opens the run's database. This file runs in the PGlite pass, where they all run.
describe('the files the PostgreSQL pass leaves out', () => {
  it.each(DATABASE_FREE_FILES)('%s exists and never opens the run’s database', (file) => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8');
    expect(source).not.toMatch(/createTestApp|openMigratedPglite|TEST_DATABASE_URL|openPostgres|buildApp\(/);
    expect(source).not.toMatch(/from '\.\/helpers\.ts'/);
  });
});
