// The identity check answers from memory in each process (docs/architecture.md "The identity check
// from memory"), and still never lets through a token that should be refused: a password reset
// through A ends the earlier token on B within 1 s; a process whose listening connection is cut
// drops what it kept until it listens again.
import { describe, test } from 'vitest';
import { A, B, call, createVendor, mails, remember, sql } from './environment.mjs';
import { decodeQuotedPrintable, sleep, verify, waitFor } from './helpers.mjs';

/** Milliseconds until B refuses `token` (polling), or null after `limitMs`. */
async function refusedOnBWithin(token, limitMs) {
  const t0 = performance.now();
  for (;;) {
    const res = await call('GET', '/api/vendor', { token, upstream: B });
    const elapsed = performance.now() - t0;
    if (res.status === 401) return elapsed;
    if (elapsed > limitMs) return null;
    await sleep(20);
  }
}

describe('Identity cache: a reset through A ends the earlier token on B within 1 s', () => {
  let v;
  test('B answers the token (and keeps its identity)', async () => {
    v = await createVendor(A, '80232');
    // idTokens carry whole seconds: let the clock move past the token's second before the reset.
    await sleep(1100);
    for (let i = 0; i < 3; i++) {
      const res = await call('GET', '/api/vendor', { token: v.token, upstream: B });
      verify(res.status === 200, `status ${res.status}`);
    }
  });

  test('reset confirmed through A; B refuses the earlier token within 1 s', async () => {
    const asked = await call('POST', '/auth/password-reset', { body: { email: v.email }, upstream: A });
    verify(asked.status === 202, `status ${asked.status}`);
    const mail = await waitFor(
      'the reset mail',
      async () =>
        mails.find((m) => m.to.includes(v.email) && decodeQuotedPrintable(m.raw).includes('/reset-password?token=')),
      15_000,
    );
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(decodeQuotedPrintable(mail.raw))[1]);
    remember(token);
    const confirmed = await call('POST', '/auth/password-reset/confirm', {
      body: { token, newPassword: `pw-${Date.now()}-reset` },
      upstream: A,
    });
    verify(confirmed.status === 204, `status ${confirmed.status}`);
    const ms = await refusedOnBWithin(v.token, 1_000);
    verify(ms !== null, 'B still accepted the token 1 s after the reset');
  });
});

describe('Identity cache: B drops what it keeps when its listening connection is cut', () => {
  let v;
  test('a change written straight to the database (no event) is not seen by B: it answers from memory', async () => {
    v = await createVendor(A, '80232');
    for (let i = 0; i < 2; i++) await call('GET', '/api/vendor', { token: v.token, upstream: B });
    await sql('update identities set token_version = token_version + 1 where email = $1', [v.email]);
    const res = await call('GET', '/api/vendor', { token: v.token, upstream: B });
    verify(res.status === 200, `status ${res.status}`);
  });

  test('the listening connections are cut: B refuses the token within 1 s (it reads the database again)', async () => {
    const cut = await sql(
      `select pg_terminate_backend(pid) as done from pg_stat_activity where query = 'listen vp_live' and datname = current_database()`,
    );
    verify(cut.length >= 2, `${cut.length} listening connections cut`);
    const ms = await refusedOnBWithin(v.token, 1_000);
    verify(ms !== null, 'B still accepted the token 1 s after its listening connection was cut');
  });

  test('B listens again: the earlier token is still refused (what it held was dropped), a fresh one answers', async () => {
    const listening = await waitFor(
      'both processes listening again',
      async () =>
        (await sql(`select count(*)::int as n from pg_stat_activity where query = 'listen vp_live'`))[0].n >= 2,
      10_000,
    ).catch(() => false);
    verify(listening, 'not listening again');
    await sleep(200);
    const old = await call('GET', '/api/vendor', { token: v.token, upstream: B });
    verify(old.status === 401, `earlier token: status ${old.status}`);
    const signIn = await call('POST', '/auth/sessions', {
      body: { email: v.email, password: v.password },
      upstream: B,
    });
    remember(signIn.json?.idToken, signIn.refresh);
    const res = await call('GET', '/api/vendor', { token: signIn.json?.idToken, upstream: B });
    verify(signIn.status === 200 && res.status === 200, `${signIn.status} / ${res.status}`);
  });
});
