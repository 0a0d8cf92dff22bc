import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkKeys } from '../src/lib/signed-links.ts';
import { unsubscribeUrl } from '../src/modules/live/notification-settings.ts';
import { createTestApp, createTestVendor, type TestContext } from './helpers.ts';
import { ownerMemberId } from './crew-helpers.ts';

// docs/architecture.md "Signed links" (decision 067): after a rotation, the running app still accepts a link
// mailed under the previous secret, and refuses one of a secret no longer listed, or one tampered with.

const BEFORE = 'before-rotation-secret-0123456789abcdef';
const RETIRED = 'retired-long-ago-secret-0123456789abcdef';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_SECRET: 'after-rotation-secret-0123456789abcdefgh', AUTH_PREVIOUS_SECRETS: `${BEFORE}` },
    { live: { mailWorker: { pollMs: false } } },
  );
});
afterAll(() => t.close());

const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
const emailNewJobs = async (v: { headers: { authorization: string } }) =>
  (await t.app.inject({ url: '/api/notificationSettings', headers: v.headers })).json().emailNewJobs as boolean;

describe('signed links across a rotation of AUTH_SECRET', () => {
  it('an unsubscribe link mailed under the previous secret still works', async () => {
    const v = await createTestVendor(t.app);
    const memberId = await ownerMemberId(t.app, v.vendorId);
    const url = unsubscribeUrl('', linkKeys('unsubscribe', { current: BEFORE }), memberId, null, new Date());
    expect((await oneClick(url)).statusCode).toBe(200);
    expect(await emailNewJobs(v)).toBe(false);
  });

  it('one of a retired secret, or tampered with, is refused and changes nothing', async () => {
    const v = await createTestVendor(t.app);
    const memberId = await ownerMemberId(t.app, v.vendorId);
    const retired = unsubscribeUrl('', linkKeys('unsubscribe', { current: RETIRED }), memberId, null, new Date());
    expect((await oneClick(retired)).statusCode).toBe(403);
    const genuine = unsubscribeUrl('', t.app.alerts.unsubscribeKey, memberId, null, new Date());
    const other = await ownerMemberId(t.app, (await createTestVendor(t.app)).vendorId);
    expect((await oneClick(genuine.replace(`member=${memberId}&`, `member=${other}&`))).statusCode).toBe(403);
    expect(await emailNewJobs(v)).toBe(true);
    expect((await oneClick(genuine)).statusCode).toBe(200);
  });
});
