import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestVendor, type TestContext } from '../helpers.ts';
import { snapshotDatabase } from './support.ts';

// The robustness gates' "changes no row" rests on snapshotDatabase: it may answer its last snapshot only
// while nothing has written since (support.ts), never after a write.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('snapshotDatabase', () => {
  it('reads the tables again after a write, and only then', async () => {
    const first = await snapshotDatabase(t.app.db);
    // On PGlite nothing else writes, so the second read is the cached one. On PostgreSQL the app's own background
    // sessions (the mail worker, the event bus) may commit between the two reads: a read again is then right,
    // and the data the same.
    if (process.env.TEST_DATABASE_URL) expect(await snapshotDatabase(t.app.db)).toEqual(first);
    else expect(await snapshotDatabase(t.app.db)).toBe(first);
    await createTestVendor(t.app);
    const afterVendor = await snapshotDatabase(t.app.db);
    expect(afterVendor.vendors).toHaveLength(first.vendors!.length + 1);
    await t.app.db.execute(sql`update vendors set title = 'Changed by the test'`);
    const afterUpdate = await snapshotDatabase(t.app.db);
    expect(afterUpdate).not.toEqual(afterVendor);
    expect(afterUpdate.vendors!.join()).toContain('Changed by the test');
  });
});
