// Identity across processes: tokens issued by one are accepted by the other (shared keys), refresh
// tokens rotate, their reuse within the grace is forgiven and after it detected wherever it happens,
// and the sign-in rate limit is counted in PostgreSQL, so it holds across both.
import crypto from 'node:crypto';
import { describe, test } from 'vitest';
import { A, B, call, remember, sql } from './environment.mjs';
import { newEmail, verify } from './helpers.mjs';

/**
 * Moves a rotated refresh token's rotation 31 s back in PostgreSQL: its reuse grace (30 s, decision 038) is
 * over without waiting for it. The processes' clocks are real; only this token's time moves.
 */
async function graceOver(refresh) {
  const hash = crypto.createHash('sha256').update(refresh).digest('base64url');
  const moved = await sql(
    "update refresh_tokens set rotated_at = rotated_at - interval '31 seconds' where token_hash = $1 and rotated_at is not null returning id",
    [hash],
  );
  verify(moved.length === 1, `rotated tokens moved: ${moved.length}`);
}

/** The same refresh cookie sent six times at once, alternately to A and B. */
async function sixAtOnce(refresh) {
  const answers = await Promise.all(
    [A, B, A, B, A, B].map((upstream) => call('POST', '/auth/token', { cookie: refresh, upstream })),
  );
  answers.forEach((r) => remember(r.json?.idToken, r.refresh));
  return answers;
}

const email = newEmail('identity');
const password = `pw-${crypto.randomBytes(6).toString('hex')}`;
remember(password);

describe('Sign up and sign in through A, refresh through B (shared keys, shared refresh tokens)', () => {
  let signIn;
  let refreshed;

  test('sign-up through A answers 201 with a refresh cookie', async () => {
    const signUp = await call('POST', '/auth/accounts', { body: { email, password }, upstream: A });
    remember(signUp.json?.idToken, signUp.refresh);
    verify(signUp.status === 201 && signUp.refresh && signUp.servedBy === 'A', `status ${signUp.status}`);
  });

  test('sign-in through A answers 200', async () => {
    signIn = await call('POST', '/auth/sessions', { body: { email, password }, upstream: A });
    remember(signIn.json?.idToken, signIn.refresh);
    verify(signIn.status === 200 && signIn.servedBy === 'A', `status ${signIn.status}`);
  });

  test('A’s idToken is accepted by B', async () => {
    const onB = await call('GET', '/api/vendor', { token: signIn.json.idToken, upstream: B });
    verify(onB.status === 404, `GET /api/vendor on B: ${onB.status} (404 = authenticated, no vendor yet)`);
  });

  test('refresh through B answers 200 with a rotated cookie', async () => {
    refreshed = await call('POST', '/auth/token', { cookie: signIn.refresh, upstream: B });
    remember(refreshed.json?.idToken, refreshed.refresh);
    verify(refreshed.status === 200 && refreshed.refresh && refreshed.refresh !== signIn.refresh);
  });

  test('B’s idToken is accepted by A', async () => {
    const useOnA = await call('GET', '/api/vendor', { token: refreshed.json.idToken, upstream: A });
    verify(useOnA.status === 404, `status ${useOnA.status}`);
  });

  let again;
  test('the rotated cookie again on A within its 30 s grace gets a successor (a lost answer, decision 038)', async () => {
    again = await call('POST', '/auth/token', { cookie: signIn.refresh, upstream: A });
    remember(again.json?.idToken, again.refresh);
    verify(again.status === 200 && again.refresh && again.refresh !== refreshed.refresh, `status ${again.status}`);
  });

  test('once its grace is over, replaying it on A is refused (reuse detected)', async () => {
    await graceOver(signIn.refresh);
    const replay = await call('POST', '/auth/token', { cookie: signIn.refresh, upstream: A });
    verify(replay.status === 401, `status ${replay.status}`);
  });

  test('…and the whole family is revoked on B too, both successors with it', async () => {
    const successors = await Promise.all(
      [refreshed, again].map((r) => call('POST', '/auth/token', { cookie: r.refresh, upstream: B })),
    );
    verify(
      successors.every((r) => r.status === 401),
      successors.map((r) => r.status).join(' '),
    );
  });

  // Two processes see the same family at once. Several rounds, as a lost revocation is a timing matter.
  // Within the grace every request gets a successor, and a sign-out through either process ends them all;
  // after it, every request is refused and the family ends with them.
  const outcomes = [];
  const detail = () =>
    outcomes.map((o) => `${o.within.join('')} then ${o.afterSignOut.join('')}; ${o.replays.join('')}`).join(', ');
  const statusOf = (r) => (r.status === 200 ? 'y' : r.status === 401 ? 'n' : `(${r.status})`);

  const race = 'the same refresh token sent to A and B at once (6 requests, 10 rounds), within and after its grace';
  test(race, async () => {
    for (let round = 0; round < 10; round++) {
      const session = await call('POST', '/auth/sessions', { body: { email, password }, upstream: round % 2 });
      remember(session.json?.idToken, session.refresh);
      const raced = await sixAtOnce(session.refresh);
      const signOut = await call('DELETE', '/auth/sessions/current', {
        cookie: raced[0].refresh ?? session.refresh,
        upstream: round % 2,
      });
      verify(signOut.status === 204, `sign-out: ${signOut.status}`);
      const afterSignOut = await Promise.all(
        raced.map((r, i) => call('POST', '/auth/token', { cookie: r.refresh ?? session.refresh, upstream: i % 2 })),
      );

      const late = await call('POST', '/auth/sessions', { body: { email, password }, upstream: round % 2 });
      remember(late.json?.idToken, late.refresh);
      const next = await call('POST', '/auth/token', { cookie: late.refresh, upstream: (round + 1) % 2 });
      remember(next.json?.idToken, next.refresh);
      await graceOver(late.refresh);
      const replays = await sixAtOnce(late.refresh);
      const successor = await call('POST', '/auth/token', { cookie: next.refresh, upstream: round % 2 });
      outcomes.push({
        within: raced.map(statusOf),
        afterSignOut: afterSignOut.map(statusOf),
        replays: [...replays, successor].map(statusOf),
      });
    }
    verify(
      outcomes.every(
        (o) =>
          o.within.join('') === 'yyyyyy' && o.afterSignOut.join('') === 'nnnnnn' && o.replays.join('') === 'nnnnnnn',
      ),
      detail(),
    );
  });
});

describe('Sign-in rate limit across both processes (counters in PostgreSQL)', () => {
  test('10 failures alternate between A and B, the 11th attempt is refused with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const r = await call('POST', '/auth/sessions', { body: { email, password: 'wrong-password-1' } });
      statuses.push(`${r.servedBy}:${r.status}`);
    }
    const first429 = statuses.findIndex((s) => s.endsWith(':429'));
    const servedBoth = new Set(statuses.slice(0, 10).map((s) => s[0])).size === 2;
    verify(servedBoth && first429 === 10 && statuses.slice(0, 10).every((s) => s.endsWith(':401')), statuses.join(' '));
  });

  test('the account stays limited on the other process too (even with the right password)', async () => {
    const right = await call('POST', '/auth/sessions', { body: { email, password }, upstream: B });
    verify(right.status === 429, `status ${right.status}`);
  });
});
