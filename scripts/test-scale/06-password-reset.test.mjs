// Password reset across processes: the mail goes out through the shared SMTP server from A, its link
// points at the load balancer, and B accepts its token; what was issued before the reset is refused.
import crypto from 'node:crypto';
import { describe, test } from 'vitest';
import { A, B, call, createVendor, mails, PUBLIC_URL, remember } from './environment.mjs';
import { decodeQuotedPrintable, sleep, verify, waitFor } from './helpers.mjs';

describe('Password reset: mail through SMTP from A, link used through B', () => {
  let v;
  let mail;
  let link;
  const newPassword = `pw-${crypto.randomBytes(6).toString('hex')}`;
  remember(newPassword);

  test('reset asked through A: 202', async () => {
    v = await createVendor(B, '80232');
    // idTokens carry whole seconds: one issued in the same second as the reset is not told apart
    // from one issued after it (identity's rule), so let the clock move on first.
    await sleep(1100);
    const asked = await call('POST', '/auth/password-reset', { body: { email: v.email }, upstream: A });
    verify(asked.status === 202, `status ${asked.status}`);
  });

  test('the reset mail reached the SMTP server', async () => {
    mail = await waitFor(
      'the reset mail in the SMTP catcher',
      // Sign-up also mailed a verification link: take the mail that carries the reset link.
      async () =>
        mails.find((m) => m.to.includes(v.email) && decodeQuotedPrintable(m.raw).includes('/reset-password?token=')),
      15_000,
    ).catch(() => null);
    verify(mail);
  });

  test('its link points at PUBLIC_URL (the load balancer)', () => {
    const text = mail ? decodeQuotedPrintable(mail.raw) : '';
    link = /(https?:\/\/\S+\/reset-password\?token=)([\w%-]+)/.exec(text);
    verify(link?.[1] === `${PUBLIC_URL}/reset-password?token=`, link?.[1]);
  });

  test('the token from A’s mail is accepted by B: 204', async () => {
    const token = decodeURIComponent(link?.[2] ?? '');
    remember(token);
    // The browser opens the link (the SPA page) before sending the new password.
    await call('GET', `/reset-password?token=${encodeURIComponent(token)}`, {
      upstream: B,
      headers: { accept: 'text/html' },
    });
    const confirmed = await call('POST', '/auth/password-reset/confirm', { body: { token, newPassword }, upstream: B });
    verify(confirmed.status === 204, `status ${confirmed.status}`);
  });

  test('the idToken issued before the reset is refused on A', async () => {
    const oldToken = await call('GET', '/api/vendor', { token: v.token, upstream: A });
    verify(oldToken.status === 401, `status ${oldToken.status}`);
  });

  test('the refresh token issued before the reset is refused on A', async () => {
    const oldRefresh = await call('POST', '/auth/token', { cookie: v.refresh, upstream: A });
    verify(oldRefresh.status === 401, `status ${oldRefresh.status}`);
  });

  test('sign-in with the new password through A: 200', async () => {
    const signIn = await call('POST', '/auth/sessions', {
      body: { email: v.email, password: newPassword },
      upstream: A,
    });
    remember(signIn.json?.idToken, signIn.refresh);
    verify(signIn.status === 200, `status ${signIn.status}`);
  });
});
