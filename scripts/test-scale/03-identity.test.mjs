// Identity across processes: tokens issued by one are accepted by the other (shared keys), refresh
// tokens rotate and their reuse is detected wherever it happens, and the sign-in rate limit is
// counted in PostgreSQL, so it holds across both.
import crypto from 'node:crypto';
import { describe, test } from 'vitest';
import { A, B, call, remember } from './environment.mjs';
import { newEmail, verify } from './helpers.mjs';

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

  test('replaying the rotated cookie on A is refused (reuse detected)', async () => {
    const replay = await call('POST', '/auth/token', { cookie: signIn.refresh, upstream: A });
    verify(replay.status === 401, `status ${replay.status}`);
  });

  test('…and the whole family is revoked on B too', async () => {
    const successor = await call('POST', '/auth/token', { cookie: refreshed.refresh, upstream: B });
    verify(successor.status === 401, `status ${successor.status}`);
  });

  // Two processes see the same family at once: exactly one rotation wins, and the family dies with
  // the winner's successor. Several rounds, as a lost revocation is a timing matter.
  const outcomes = [];
  const detail = () => outcomes.map((o) => `${o.winners}×200/${o.losers}×401 then ${o.successor}`).join(', ');

  const race = 'the same refresh token sent to A and B at once (6 requests, 10 rounds): exactly one 200 each time';
  test(race, async () => {
    for (let round = 0; round < 10; round++) {
      const again = await call('POST', '/auth/sessions', { body: { email, password }, upstream: round % 2 });
      remember(again.json?.idToken, again.refresh);
      const race = await Promise.all(
        [A, B, A, B, A, B].map((upstream) => call('POST', '/auth/token', { cookie: again.refresh, upstream })),
      );
      race.forEach((r) => remember(r.json?.idToken, r.refresh));
      const winners = race.filter((r) => r.status === 200);
      const after =
        winners.length === 1
          ? await call('POST', '/auth/token', { cookie: winners[0].refresh, upstream: round % 2 })
          : null;
      outcomes.push({
        winners: winners.length,
        losers: race.filter((r) => r.status === 401).length,
        successor: after?.status,
      });
    }
    verify(
      outcomes.every((o) => o.winners === 1 && o.losers === 5),
      detail(),
    );
  });

  test('…and each winner’s successor is revoked with its family (reuse detected across processes)', () => {
    verify(outcomes.length === 10 && outcomes.every((o) => o.successor === 401), detail());
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
