import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender, generateVapidKeys, type PushSender, type QueuedPushPayload } from '../../src/lib/push.ts';
import { startPushService, type FakeDevice, type FakePushService } from './push-service.ts';

// lib/push.ts's delivery threads (decision 037): a round's batch is dealt in turn over the threads, each thread
// encrypts its share and sends it, and the answers come back in the batch's order. The queue's own tests
// (push.test.ts and the others here) go through the same threads; this one checks the dealing and its edges.

// Each message's answer is named by its path, /<status>/<index>: the answer of message i must come back at i.
const STATUSES = [201, 410, 429, 201, 404, 503, 201, 201, 400];

let keys: FakePushService;
let service: http.Server;
let origin: string;
const bodies = new Map<number, Buffer>();
let sender: PushSender;

beforeAll(async () => {
  keys = await startPushService();
  service = http.createServer((req, res) => {
    const [, status, index] = (req.url ?? '').split('/').map(Number);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.set(index!, Buffer.concat(chunks));
      res.writeHead(status!, status === 429 || status === 503 ? { 'Retry-After': String(index) } : {}).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  sender = createPushSender({ vapid: generateVapidKeys(), contact: 'mailto:ops@example.com', threads: 2 });
});
afterAll(async () => {
  await sender.close?.();
  await new Promise((resolve) => service.close(resolve));
  await keys.close();
});

const payload = (appointmentId: number): QueuedPushPayload => ({
  subscriptionId: appointmentId,
  message: { type: 'new-job', appointmentId, title: 'Full detail', body: 'Tue 9:00 AM', url: '/unclaimed' },
  urgency: 'high',
  topic: `job-${appointmentId}`,
  ttl: 60,
});

describe('push delivery threads', () => {
  it('answer each message of a batch dealt over two threads at its own place, encrypted for its own device', async () => {
    const devices: FakeDevice[] = STATUSES.map(() => keys.device());
    const batch = STATUSES.map((status, i) => ({
      target: { endpoint: `${origin}/${status}/${i}`, ...devices[i]!.keys },
      payload: payload(i),
    }));
    const answers = await sender.deliver!(batch);
    expect(answers.map((a) => ('error' in a ? 'error' : a.status))).toEqual(STATUSES);
    expect(answers.map((a) => ('error' in a ? 'error' : a.retryAfter))).toEqual(
      STATUSES.map((s, i) => (s === 429 || s === 503 ? String(i) : null)),
    );
    for (const answer of answers) expect(answer).toMatchObject({ at: expect.any(Number) });
    // Each body opens with its own device's keys and carries its own job (RFC 8291, an implementation of our own).
    for (const [i, device] of devices.entries())
      expect(device.decrypt(bodies.get(i)!)).toMatchObject({ type: 'new-job', appointmentId: i });
  });

  it('answer an error for a message that cannot be encrypted, and still send the rest', async () => {
    const device = keys.device();
    const batch = [0, 1, 2].map((i) => ({
      target: { endpoint: `${origin}/201/${10 + i}`, ...device.keys, ...(i === 1 ? { p256dh: 'not-a-key' } : {}) },
      payload: payload(10 + i),
    }));
    const answers = await sender.deliver!(batch);
    expect(answers[0]).toMatchObject({ status: 201 });
    expect(answers[1]).toEqual({ error: expect.any(String), unusable: true });
    expect(answers[2]).toMatchObject({ status: 201 });
  });

  it('warm up (encrypting and posting to a sink of their own), then deliver as before; closed, they start again', async () => {
    await sender.warm!();
    const device = keys.device();
    const one = [{ target: { endpoint: `${origin}/201/20`, ...device.keys }, payload: payload(20) }];
    expect(await sender.deliver!(one)).toEqual([expect.objectContaining({ status: 201 })]);
    await sender.close!();
    expect(await sender.deliver!(one)).toEqual([expect.objectContaining({ status: 201 })]);
  });
});
