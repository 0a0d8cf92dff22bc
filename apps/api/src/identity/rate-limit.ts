import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import { AUTH } from '@vendor-portal/contract/messages';
import {
  RATE_LIMITS,
  type CounterOf,
  type RateCounter,
  type RateLimitClass,
  type RateLimitSetting,
} from '@vendor-portal/contract/rate-limits';

// Fixed-window counters in the database (rate_limit_counters), so a limit holds across every
// process sharing the database. One atomic upsert per hit: no read-then-write race.

export interface Limit {
  /** What is counted and for whom, e.g. `signin:ip:1.2.3.4`. Hashed before it is stored. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * The limit of one counter of a class (contract/rate-limits.ts) for `subject` (the address, email, account or
 * company it counts), its maximum from the configuration when a variable changes it.
 */
export function limitOf<C extends RateLimitClass>(
  name: C,
  counter: CounterOf<C>,
  subject: string,
  settings?: Readonly<Record<RateLimitSetting, number>>,
): Limit {
  const c = (RATE_LIMITS[name] as Record<string, RateCounter>)[counter]!;
  return { key: `${c.key}:${subject}`, max: c.setting && settings ? settings[c.setting] : c.max, windowMs: c.windowMs };
}

/**
 * Guesses of a link's token on the public routes (/api/public/*, class `public-token`), per client address and
 * minute, as the calendar feed's secret (issue 54 item 6): counted by the route table itself
 * (apps/api/src/lib/route-table.ts) before the request is read.
 */
export const publicTokenLimit = (ip: string): Limit => limitOf('public-token', 'ip', ip);

/** 429 with the seconds until the window ends, as Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('too-many-requests', AUTH.tooManyRequests, { 'retry-after': String(retryAfterSeconds) });
  }
}

// Emails and IPs are personal data: the table holds only a digest of them.
const storedKey = (key: string) => crypto.createHash('sha256').update(key).digest('base64url');

/** Counts one hit; throws 429 when it goes over the limit. */
export async function hit(db: Db, limit: Limit, now = new Date()): Promise<void> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: storedKey(limit.key), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  if (row!.count > limit.max) {
    throw new RateLimitedError(Math.max(1, Math.ceil((row!.resetAt.getTime() - now.getTime()) / 1000)));
  }
}

/** Takes back one hit (a sign-in that turned out to succeed is not a failure). */
export async function release(db: Db, limit: Limit): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, storedKey(limit.key)));
}

/** Hits every limit (all are counted, so a blocked IP still counts against the account). */
export async function hitAll(db: Db, limits: Limit[]): Promise<void> {
  const results = await Promise.allSettled(limits.map((l) => hit(db, l)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Drops windows that ended long ago, so the table does not grow without bound. */
export async function pruneCounters(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, new Date(now.getTime() - 60 * 60 * 1000)));
}
