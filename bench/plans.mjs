// Shared by the plan benches (bench/explain.mjs, bench/pay-insights.mjs, bench/fit.mjs): a fresh seeded database,
// the API's own statements captured through Drizzle's logger, and EXPLAIN (ANALYZE, BUFFERS) of each, warm.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema.ts';
import { migrate, seed } from './dataset.mjs';

/** A fresh database `name` on the server of `url` (DATABASE_URL), migrated and seeded (bench/dataset.mjs). */
export async function freshDatabase(url, name, sizes) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  migrate({ DATABASE_URL: dbUrl.href });
  const client = new pg.Client({ connectionString: dbUrl.href });
  await client.connect();
  await seed(client, sizes);
  await client.query('vacuum analyze');
  return { client, url: dbUrl.href };
}

/** The database `name` of an earlier run on the server of `url`, as it is. */
export async function reuseDatabase(url, name) {
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: dbUrl.href });
  await client.connect();
  return { client, url: dbUrl.href };
}

/** Runs `fn(db)` against a Drizzle database that records every statement it sends. */
export async function capture(dbUrl, fn) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  const statements = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  });
  try {
    await fn(db);
  } finally {
    await pool.end();
  }
  return statements.filter((s) => !/^(begin|commit|rollback|savepoint|release)/i.test(s.query.trim()));
}

const figures = (plan) => {
  const top = plan[0].Plan;
  return {
    ms: plan[0]['Execution Time'],
    planMs: plan[0]['Planning Time'],
    rows: top['Actual Rows'],
    hit: top['Shared Hit Blocks'],
    read: top['Shared Read Blocks'],
  };
};

/**
 * EXPLAIN (ANALYZE, BUFFERS) twice, in a transaction rolled back; the warm run's plan and figures (`full`:
 * the text of both runs).
 */
export async function explain(client, { query, params }, full = false) {
  let text;
  let json;
  for (let i = 0; i < 2; i++) {
    await client.query('begin');
    try {
      json = (await client.query(`explain (analyze, buffers, format json) ${query}`, params)).rows[0]['QUERY PLAN'];
      if (full || i === 1)
        text = (await client.query(`explain (analyze, buffers) ${query}`, params)).rows.map((r) => r['QUERY PLAN']);
    } finally {
      await client.query('rollback');
    }
  }
  return { text, ...figures(json) };
}

export const fmt = (f) =>
  `${f.ms.toFixed(2).padStart(8)} ms  planning ${f.planMs.toFixed(2).padStart(6)} ms  rows ${String(f.rows).padStart(4)}  buffers hit ${String(f.hit).padStart(6)} read ${String(f.read).padStart(5)}`;
