import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOKS } from '@vendor-portal/contract/messages/webhooks';
import { mailQueue, vendorMembers, webhookEndpoints } from '../src/db/schema.ts';
import { outboundRequest } from '../src/lib/outbound.ts';
import { queueWebhookEvent, sendDueWebhooks, webhookRetryDelayMs, type WebhookSend } from '../src/lib/webhooks.ts';
import { createTestMember } from './crew-helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  movableClock,
  until,
  type TestContext,
  type TestProduct,
  type TestVendor,
} from './helpers.ts';

// docs/architecture.md "Partners: API keys, webhooks and the company's own calendar": webhook endpoints (owner
// only), Standard Webhooks deliveries through the one queue, retries on the app's clock, health and disabling.

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 (OUTBOUND_ALLOW_LOOPBACK): answers `status`, or holds the request while `hang`. */
function receiver() {
  const received: Received[] = [];
  const held: http.ServerResponse[] = [];
  const state = { status: 200, hang: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (state.hang) held.push(res);
      else res.writeHead(state.status).end('ok');
    });
  });
  return {
    received,
    state,
    held,
    server,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    },
  };
}

/** Standard Webhooks verified by hand with node:crypto (not the library that signed it). */
function verifiedBy(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`;
  const expected = crypto.createHmac('sha256', key).update(signed).digest('base64');
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((s) => s === `v1,${expected}`);
}

const clock = movableClock();
let t: TestContext;
let product: TestProduct;
const rx = receiver();
let url: string;
let zip = 80400;

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOUND_ALLOW_LOOPBACK: 'true' },
    { live: { now: clock.now, mailWorker: { pollMs: false } }, now: clock.now },
  );
  product = await createTestProduct(t.app);
  url = await rx.listen();
});
afterAll(async () => {
  for (const res of rx.held) res.end();
  rx.server.close();
  await t.close();
});
beforeEach(async () => {
  rx.state.status = 200;
  rx.state.hang = false;
  // What an earlier test left due is sent now, not in the middle of this one.
  await t.app.mailWorker.runOnce();
});

const inject = (v: { headers: object }, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: v.headers as Record<string, string>, ...(payload ? { payload } : {}) });

/** A company that may claim jobs in its own zip code, with a webhook to the receiver. */
async function companyWithWebhook(events: string[] = ['job.claimed', 'job.assigned', 'job.released']) {
  zip += 1;
  const owner = await eligibleVendor(t.app, [product.id], [String(zip)]);
  const created = await inject(owner, 'POST', '/api/webhooks', { url, events });
  expect(created.statusCode, created.body).toBe(201);
  return { owner, zip: String(zip), webhook: created.json() as { id: number; secret: string } };
}

const claim = async (owner: TestVendor, zipCode: string) => {
  const job = await bookTestAppointment(t.app, product, { zipCode });
  const res = await inject(owner, 'PATCH', `/api/appointment/claim/${job.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return job.id;
};

const deliveries = async (owner: TestVendor, id: number) =>
  (await inject(owner, 'GET', `/api/webhooks/${id}/deliveries`)).json().data as Array<{
    id: number;
    type: string;
    attempts: number;
    lastStatus: number | null;
    deliveredAt: string | null;
  }>;

describe('webhook endpoints (the owner’s)', () => {
  it('adds one with its secret shown once (whsec_ and base64 of 32 bytes), lists it with its health and no secret', async () => {
    const { owner, webhook } = await companyWithWebhook();
    expect(webhook).toMatchObject({ url, events: ['job.claimed', 'job.assigned', 'job.released'], enabled: true });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(webhook.secret.slice(6), 'base64')).toHaveLength(32);
    const listed = await inject(owner, 'GET', '/api/webhooks');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: webhook.id,
        enabled: true,
        includeCustomer: false,
        failuresInARow: 0,
        lastSuccessAt: null,
      }),
    ]);
    expect(listed.body).not.toContain(webhook.secret);
  });

  it('refuses the office and technicians (403) and answers another company 404', async () => {
    const { owner, webhook } = await companyWithWebhook();
    for (const role of ['office', 'technician'] as const) {
      const member = await createTestMember(t.app, owner, role);
      expect((await inject(member, 'GET', '/api/webhooks')).statusCode).toBe(403);
      expect((await inject(member, 'POST', '/api/webhooks', { url, events: ['job.claimed'] })).statusCode).toBe(403);
    }
    const other = await eligibleVendor(t.app, [product.id], ['80499']);
    expect((await inject(other, 'PATCH', `/api/webhooks/${webhook.id}`, { enabled: false })).statusCode).toBe(404);
    expect((await inject(other, 'GET', `/api/webhooks/${webhook.id}/deliveries`)).statusCode).toBe(404);
    expect((await inject(other, 'DELETE', `/api/webhooks/${webhook.id}`)).statusCode).toBe(404);
    expect((await inject(other, 'POST', `/api/webhooks/${webhook.id}/test`)).statusCode).toBe(404);
  });

  it('refuses an unknown event, a URL that is not https or not public, and an 11th endpoint, each beside its field', async () => {
    const { owner } = await companyWithWebhook();
    const unknown = await inject(owner, 'POST', '/api/webhooks', { url, events: ['job.exploded'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation-error', message: WEBHOOKS.eventUnknown });
    for (const refused of ['http://example.com/hook', 'https://10.0.0.8/hook', 'https://169.254.169.254/latest']) {
      const res = await inject(owner, 'POST', '/api/webhooks', { url: refused, events: ['job.claimed'] });
      expect(res.statusCode, refused).toBe(400);
      expect(res.json()).toMatchObject({ code: 'url-not-allowed', message: WEBHOOKS.urlNotAllowed });
    }
    for (let i = 1; i < 10; i += 1)
      expect((await inject(owner, 'POST', '/api/webhooks', { url, events: ['job.claimed'] })).statusCode).toBe(201);
    const eleventh = await inject(owner, 'POST', '/api/webhooks', { url, events: ['job.claimed'] });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toMatchObject({ code: 'validation-error', message: `url: ${WEBHOOKS.tooMany}` });
  });
});

describe('deliveries (Standard Webhooks, the one queue)', () => {
  it('sends a claim as job.claimed, signed as Standard Webhooks says (verified with node:crypto), without the customer', async () => {
    const { owner, zip, webhook } = await companyWithWebhook();
    const from = rx.received.length;
    const jobId = await claim(owner, zip);
    await t.app.mailWorker.runOnce();
    const got = rx.received.slice(from);
    expect(got).toHaveLength(1);
    const r = got[0]!;
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['webhook-id']).toMatch(/^msg_/);
    expect(Math.abs(Number(r.headers['webhook-timestamp']) - clock.now().getTime() / 1000)).toBeLessThan(60);
    expect(verifiedBy(webhook.secret, r)).toBe(true);
    expect(verifiedBy(`whsec_${Buffer.alloc(32).toString('base64')}`, r)).toBe(false);
    const body = JSON.parse(r.body);
    expect(body).toMatchObject({ type: 'job.claimed', data: { appointmentId: jobId } });
    expect(typeof body.timestamp).toBe('string');
    expect(r.body).not.toContain('casey@example.com');
    const [delivery] = await deliveries(owner, webhook.id);
    expect(delivery).toMatchObject({ type: 'job.claimed', attempts: 1, lastStatus: 200 });
    expect(delivery!.deliveredAt).not.toBeNull();
    const [health] = (await inject(owner, 'GET', '/api/webhooks')).json().data;
    expect(health.lastSuccessAt).not.toBeNull();
  });

  it('adds the customer’s email and phone only once the owner turns includeCustomer on', async () => {
    const { owner, zip, webhook } = await companyWithWebhook();
    const on = await inject(owner, 'PATCH', `/api/webhooks/${webhook.id}`, { includeCustomer: true });
    expect(on.json()).toMatchObject({ includeCustomer: true });
    const from = rx.received.length;
    await claim(owner, zip);
    await t.app.mailWorker.runOnce();
    const body = JSON.parse(rx.received[from]!.body);
    expect(body.data.customer).toEqual({ email: 'casey@example.com', phone: '(303) 555-0199' });
  });

  it('retries a 500 after growing delays on the app’s clock (the first within 30 s), with the same webhook-id', async () => {
    const { owner, zip, webhook } = await companyWithWebhook();
    rx.state.status = 500;
    const from = rx.received.length;
    await claim(owner, zip);
    await t.app.mailWorker.runOnce();
    expect(rx.received.length - from).toBe(1);
    // Not before its delay…
    clock.advance(webhookRetryDelayMs(1) - 1_000);
    await t.app.mailWorker.runOnce();
    expect(rx.received.length - from).toBe(1);
    // …then again, the same message.
    clock.advance(1_000);
    await t.app.mailWorker.runOnce();
    expect(rx.received.length - from).toBe(2);
    expect(webhookRetryDelayMs(1)).toBeLessThanOrEqual(30_000);
    expect(webhookRetryDelayMs(2)).toBeGreaterThan(webhookRetryDelayMs(1));
    let [health] = (await inject(owner, 'GET', '/api/webhooks')).json().data;
    expect(health).toMatchObject({ failuresInARow: 2, enabled: true });
    rx.state.status = 204;
    clock.advance(webhookRetryDelayMs(2));
    await t.app.mailWorker.runOnce();
    const sent = rx.received.slice(from);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(sent.every((r) => verifiedBy(webhook.secret, r))).toBe(true);
    expect((await deliveries(owner, webhook.id))[0]).toMatchObject({ attempts: 3, lastStatus: 204 });
    [health] = (await inject(owner, 'GET', '/api/webhooks')).json().data;
    expect(health).toMatchObject({ failuresInARow: 0 });
  });

  it('stops retrying 24 hours after the event', async () => {
    const { owner, zip, webhook } = await companyWithWebhook();
    rx.state.status = 503;
    const from = rx.received.length;
    await claim(owner, zip);
    const start = clock.now().getTime();
    await t.app.mailWorker.runOnce();
    for (let i = 0; i < 40; i += 1) {
      clock.advance(4 * 3_600_000);
      await t.app.mailWorker.runOnce();
    }
    const attempts = rx.received.length - from;
    expect(attempts).toBeGreaterThan(5);
    const [row] = await t.app.db
      .select()
      .from(mailQueue)
      .where(
        sql`${mailQueue.kind} = 'webhook' and ${mailQueue.webhookDeliveryId} = ${(await deliveries(owner, webhook.id))[0]!.id}`,
      );
    expect(row!.droppedAt).not.toBeNull();
    expect(row!.lastError).toMatch(/gave up after 24 hours/);
    expect(row!.droppedAt!.getTime() - start).toBeLessThanOrEqual(24 * 3_600_000 + 4 * 3_600_000);
  });

  it('keeps one job’s events in order: the next waits while the first is retried', async () => {
    const { owner, zip } = await companyWithWebhook();
    const tech = await createTestMember(t.app, owner, 'technician');
    rx.state.status = 500;
    const from = rx.received.length;
    const jobId = await claim(owner, zip);
    await t.app.mailWorker.runOnce();
    const given = await inject(owner, 'PATCH', `/api/appointment/assignee/${jobId}`, { memberId: tech.memberId });
    expect(given.statusCode, given.body).toBe(200);
    await t.app.mailWorker.runOnce();
    // Only the claim, tried once: the assignment waits behind it.
    expect(rx.received.slice(from).map((r) => JSON.parse(r.body).type)).toEqual(['job.claimed']);
    rx.state.status = 200;
    clock.advance(webhookRetryDelayMs(1));
    await t.app.mailWorker.runOnce();
    await t.app.mailWorker.runOnce();
    expect(rx.received.slice(from).map((r) => JSON.parse(r.body).type)).toEqual([
      'job.claimed',
      'job.claimed',
      'job.assigned',
    ]);
  });

  it('switches the endpoint off at the 50th failure in a row and mails the owner once, in its language', async () => {
    const { owner, webhook } = await companyWithWebhook();
    await t.app.db.update(vendorMembers).set({ language: 'es' }).where(eq(vendorMembers.vendorId, owner.vendorId));
    rx.state.status = 500;
    for (let i = 0; i < 49; i += 1)
      expect((await inject(owner, 'POST', `/api/webhooks/${webhook.id}/test`)).statusCode).toBe(202);
    await t.app.mailWorker.runOnce();
    let [health] = (await inject(owner, 'GET', '/api/webhooks')).json().data;
    expect(health).toMatchObject({ failuresInARow: 49, enabled: true, disabledReason: null });
    const mails = t.mail.length;
    await inject(owner, 'POST', `/api/webhooks/${webhook.id}/test`);
    await t.app.mailWorker.runOnce();
    [health] = (await inject(owner, 'GET', '/api/webhooks')).json().data;
    expect(health).toMatchObject({ failuresInARow: 50, enabled: false, disabledReason: 'failures' });
    await t.app.mailWorker.runOnce();
    const sent = await until(() => t.mail.slice(mails).filter((m) => m.to === owner.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Tu webhook se desactivó');
    expect(sent[0]!.text).toContain(url);
    // Turning it on again starts its count again.
    const on = await inject(owner, 'PATCH', `/api/webhooks/${webhook.id}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, failuresInARow: 0, disabledReason: null });
  });

  it('sends a delivery again (202, the same webhook-id) and a test event', async () => {
    const { owner, zip, webhook } = await companyWithWebhook();
    const before = rx.received.length;
    await claim(owner, zip);
    await t.app.mailWorker.runOnce();
    const originalId = rx.received[before]!.headers['webhook-id'];
    const [first] = await deliveries(owner, webhook.id);
    const again = await inject(owner, 'POST', `/api/webhooks/${webhook.id}/deliveries/${first!.id}/retry`);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ deliveryId: first!.id });
    await t.app.mailWorker.runOnce();
    const resent = rx.received.at(-1)!;
    expect(resent.headers['webhook-id']).toBe(originalId);
    expect(resent.body).toBe(rx.received[before]!.body);
    expect((await deliveries(owner, webhook.id))[0]).toMatchObject({ id: first!.id, attempts: 2 });
    const other = await eligibleVendor(t.app, [product.id], ['80498']);
    expect((await inject(other, 'POST', `/api/webhooks/${webhook.id}/deliveries/${first!.id}/retry`)).statusCode).toBe(
      404,
    );
    const test = await inject(owner, 'POST', `/api/webhooks/${webhook.id}/test`);
    expect(test.statusCode).toBe(202);
    await t.app.mailWorker.runOnce();
    const last = rx.received.at(-1)!;
    expect(JSON.parse(last.body)).toMatchObject({ type: 'webhook.test' });
    expect(verifiedBy(webhook.secret, last)).toBe(true);
  });

  it('never delays the change: a claim commits while the receiver hangs', async () => {
    const { owner, zip } = await companyWithWebhook();
    rx.state.hang = true;
    const from = rx.received.length;
    await claim(owner, zip);
    const round = t.app.mailWorker.runOnce();
    await until(() => rx.received.length > from, 'the hanging receiver to be called');
    // The next change commits and queues its event while the first delivery hangs.
    const second = await bookTestAppointment(t.app, product, {
      zipCode: zip,
      actualDateTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    const claimed = await inject(owner, 'PATCH', `/api/appointment/claim/${second.id}`);
    expect(claimed.statusCode).toBe(200);
    for (const res of rx.held.splice(0)) res.writeHead(200).end();
    rx.state.hang = false;
    await round;
  });

  it('gives each request 5 s and refuses at connection a name that resolves inside', async () => {
    const { owner, zip, webhook } = await companyWithWebhook();
    // The name was public when it was given; it now resolves to the loopback address (DNS rebinding).
    await t.app.db
      .update(webhookEndpoints)
      .set({ url: 'https://hooks.rebind.example/portal' })
      .where(eq(webhookEndpoints.id, webhook.id));
    await claim(owner, zip);
    const lookup = ((_host: string, options: unknown, callback: unknown) => {
      const cb = (typeof options === 'function' ? options : callback) as (
        err: null,
        address: string | Array<{ address: string; family: number }>,
        family?: number,
      ) => void;
      const all = typeof options === 'object' && (options as { all?: boolean } | null)?.all;
      if (all) cb(null, [{ address: '127.0.0.1', family: 4 }]);
      else cb(null, '127.0.0.1', 4);
    }) as never;
    const timeouts: number[] = [];
    const send: WebhookSend = async (target, init) => {
      timeouts.push(init.timeoutMs);
      return outboundRequest(target, { ...init, allowLoopback: false, lookup });
    };
    const from = rx.received.length;
    expect(await sendDueWebhooks(t.app.db, { now: clock.now, send, publicUrl: 'http://x' })).toBe(0);
    expect(timeouts).toEqual([5_000]);
    expect(rx.received.length).toBe(from);
    const [delivery] = await deliveries(owner, webhook.id);
    expect(delivery).toMatchObject({ attempts: 1, lastStatus: null, deliveredAt: null });
  });

  it('queues nothing for a disabled or deleted endpoint, and queues an event in the caller’s transaction only', async () => {
    const { owner, zip, webhook } = await companyWithWebhook();
    await inject(owner, 'PATCH', `/api/webhooks/${webhook.id}`, { enabled: false });
    const from = rx.received.length;
    await claim(owner, zip);
    await t.app.mailWorker.runOnce();
    expect(rx.received.length).toBe(from);
    await inject(owner, 'PATCH', `/api/webhooks/${webhook.id}`, { enabled: true });
    await expect(
      t.app.db.transaction(async (tx) => {
        await queueWebhookEvent(
          tx,
          { vendorId: owner.vendorId, type: 'job.claimed', data: { appointmentId: 1 } },
          clock.now(),
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.mailWorker.runOnce();
    expect(rx.received.length).toBe(from);
    expect((await inject(owner, 'DELETE', `/api/webhooks/${webhook.id}`)).statusCode).toBe(204);
    expect((await inject(owner, 'GET', '/api/webhooks')).json().data).toEqual([]);
  });
});
