import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestVendor, type TestContext } from '../helpers.ts';
import { createTestMember } from '../crew-helpers.ts';
import { createTestStaff, uploadDocument, type TestStaff } from '../staff-helpers.ts';
import { listen } from './live-helpers.ts';
import { expectNone, openStream, type SseClient } from './sse-client.ts';

// Issue 38 item 11: team, review and document changes reach the company's open pages live: event `vendor`
// {action: team | review | documents} on GET /api/events, published in the change's transaction, to every
// member of that company and no other.

let t: TestContext;
let base: string;
let admin: TestStaff;
const open: SseClient[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
  base = await listen(t.app);
  admin = await createTestStaff(t.app, 'admin');
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const stream = async (token: string) => {
  const s = await openStream(base, token);
  open.push(s);
  return s;
};
const vendorEvent = (action: string) => (e: { event?: string; data: string }) =>
  e.event === 'vendor' && (JSON.parse(e.data) as { action: string }).action === action;

describe('event `vendor` on the live stream', () => {
  it("tells every member of the company, and only it, of its crew's, review's and documents' changes", async () => {
    const owner = await createTestVendor(t.app, { title: 'Live Crew LLC' });
    const office = await createTestMember(t.app, owner, 'office');
    const stranger = await createTestVendor(t.app);
    const [ownerStream, officeStream, strangerStream] = await Promise.all([
      stream(owner.token),
      stream(office.headers.authorization.slice('Bearer '.length)),
      stream(stranger.token),
    ]);

    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: owner.headers,
      payload: { email: `joiner-${Date.now()}@example.com`, name: 'Jo Joiner', role: 'technician' },
    });
    expect(invited.statusCode).toBe(201);
    await ownerStream.next(vendorEvent('team'));
    await officeStream.next(vendorEvent('team'));

    const reviewed = await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/vendors/${owner.vendorId}`,
      headers: admin.headers,
      payload: { reviewStatus: 'approved' },
    });
    expect(reviewed.statusCode).toBe(200);
    await ownerStream.next(vendorEvent('review'));

    const fileId = await uploadDocument(t.app, owner, 'W-9 Form', 'W-9');
    const decided = await t.app.inject({
      method: 'PATCH',
      url: `/api/ops/vendor-files/${fileId}`,
      headers: admin.headers,
      payload: { status: 'rejected', note: 'Unreadable scan.' },
    });
    expect(decided.statusCode).toBe(200);
    await officeStream.next(vendorEvent('documents'));

    await expectNone(t.app, strangerStream, (e) => e.event === 'vendor');
  });

  it('a refused change publishes nothing', async () => {
    const owner = await createTestVendor(t.app);
    const tech = await createTestMember(t.app, owner, 'technician');
    const s = await stream(owner.token);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: tech.headers,
      payload: { email: `nope-${Date.now()}@example.com`, name: 'No One', role: 'technician' },
    });
    expect(refused.statusCode).toBe(403);
    await expectNone(t.app, s, (e) => e.event === 'vendor');
  });
});
