import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server.ts';
import { createTestApp, createTestVendor, type TestContext, type TestVendor } from '../helpers.ts';
import { listen } from './live-helpers.ts';
import { caughtUp, openStream, type SseClient } from './sse-client.ts';

// docs/architecture.md "Credentials and what ends them": an open event stream ends as soon as its
// token is refused everywhere else (issue 27 item 4). Two apps on one database stand for two
// processes: the change goes through A, the stream is open on B, which hears of it only through the
// event bus.

let t: TestContext;
let b: FastifyInstance;
let baseB: string;
const open: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
  b = await buildApp({
    config: t.config,
    database: t.database,
    mailer: { mode: 'outbox', send: async () => {}, close() {} },
    identityCache: { hearLocalPublishes: false },
    live: { mailWorker: { pollMs: false } },
  });
  baseB = await listen(b);
});
afterAll(async () => {
  for (const s of open) s.close();
  await b.close();
  await t.close();
});

async function signIn(v: TestVendor) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/sessions',
    payload: { email: v.email, password: v.password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'vp_refresh')!.value;
  return { idToken: res.json().idToken as string, cookie };
}
async function streamOnB(idToken: string) {
  const s = await openStream(baseB, idToken);
  open.push(s);
  expect(s.status).toBe(200);
  return s;
}
/** The stream ends (awaited: the test's timeout bounds it). */
const ends = (s: SseClient) => s.ended.then(() => true);
/** The stream is still open once B has handled every change published so far (no fixed wait). */
const stays = async (s: SseClient) => caughtUp(b, s);

describe('an open stream ends with its token, on another process', () => {
  it('sign-out ends the streams of that session only', async () => {
    const v = await createTestVendor(t.app);
    const signedOut = await signIn(v);
    const other = await signIn(v);
    const ending = await streamOnB(signedOut.idToken);
    const staying = await streamOnB(other.idToken);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/auth/sessions/current',
      cookies: { vp_refresh: signedOut.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await ends(ending)).toBe(true);
    expect(await stays(staying)).toBe(true);
  });

  it('a password change ends every stream of the account, another account’s stays', async () => {
    const v = await createTestVendor(t.app);
    const session = await signIn(v);
    const streams = [await streamOnB(session.idToken), await streamOnB((await signIn(v)).idToken)];
    const stranger = await streamOnB((await createTestVendor(t.app)).token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/password-change',
      headers: { authorization: `Bearer ${session.idToken}` },
      payload: { currentPassword: v.password, newPassword: 'another-password-456' },
    });
    expect(res.statusCode).toBe(200);
    for (const s of streams) expect(await ends(s)).toBe(true);
    expect(await stays(stranger)).toBe(true);
  });
});
