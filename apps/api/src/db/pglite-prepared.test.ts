import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared.ts';

describe('PGlite through named prepared statements', () => {
  let pg: PGlite;
  let prepared: PGlite;

  beforeAll(async () => {
    pg = await PGlite.create();
    prepared = withPreparedStatements(pg, 3);
    await pg.exec(`create table t (id int primary key, at timestamptz, doc jsonb, tags text[], ok boolean)`);
  });
  afterAll(async () => {
    await pg.close();
  });

  const preparedCount = async () =>
    (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  it('answers as PGlite does: values serialized by their parameter types, rows parsed', async () => {
    const at = new Date('2026-11-24T09:30:00.123Z');
    const insert = 'insert into t (id, at, doc, tags, ok) values ($1, $2, $3, $4, $5) returning *';
    const mine = await prepared.query(insert, [1, at, { a: [1, 'x'] }, ['a b', 'c'], true]);
    const theirs = await pg.query(insert, [2, at, { a: [1, 'x'] }, ['a b', 'c'], true]);
    expect(mine.rows).toEqual([{ id: 1, at, doc: { a: [1, 'x'] }, tags: ['a b', 'c'], ok: true }]);
    expect({ ...mine, rows: [] }).toEqual({ ...theirs, rows: [] });
    const nulls = await prepared.query('select $1::int as n, $2::text as t', [null, undefined], { rowMode: 'array' });
    expect(nulls.rows).toEqual([[null, null]]);
  });

  it('prepares a statement once and runs it again by name', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 5; i++) await prepared.query('select id from t where id = $1', [1]);
    expect(await preparedCount()).toBe(before + 1);
  });

  it('keeps at most `max` statements, closing the least recently used', async () => {
    for (let i = 0; i < 6; i++) {
      await prepared.query(`select ${i} as n`);
      expect(await preparedCount()).toBeLessThanOrEqual(3);
    }
    // The most recent ones are still prepared and answer.
    expect((await prepared.query('select 5 as n')).rows).toEqual([{ n: 5 }]);
  });

  it('an error leaves the connection usable and the statement still runs', async () => {
    const insert = 'insert into t (id) values ($1)';
    await prepared.query(insert, [10]);
    await expect(prepared.query(insert, [10])).rejects.toThrow(/duplicate key/);
    await expect(prepared.query('select $1::int as n', ['not a number'])).rejects.toThrow(/invalid input/);
    await prepared.query(insert, [11]);
    expect((await prepared.query('select count(*)::int as n from t where id in (10, 11)')).rows).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query('insert into t (id) values (100)');
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedYet;
    const read = prepared.query<{ n: number }>('select count(*)::int as n from t where id = 100');
    // Turns of the event loop, not a time: the idle engine would have run a read that did not wait.
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    // Had it run inside the transaction it would have seen the uncommitted row.
    expect((await read).rows).toEqual([{ n: 0 }]);
  });
});
