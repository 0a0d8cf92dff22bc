import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { createTestApp, createTestProduct, createTestVendor, opsHeaders, until, type TestContext } from './helpers.ts';
import { listen } from './live/live-helpers.ts';
import { data, expectNone, is, openStream } from './live/sse-client.ts';
import { opsBookingBody } from '../../../testing/booking.mjs';

// docs/architecture.md "The customer's page": GET /api/public/job/events, the page's answer as `job` events (at once,
// then at each change), over real HTTP; at most 5 open streams per booking; it ends when the link does. On the
// test's clock: the job is booked in 2030 and the clock moved to its day and past the link's end.

const DAY_MS = 86_400_000;
let clock = new Date('2030-03-05T15:00:00Z');
const now = () => clock;
let t: TestContext;
let base: string;
let product: Awaited<ReturnType<typeof createTestProduct>>;
beforeAll(async () => {
  t = await createTestApp({}, { now, live: { now, mailWorker: { pollMs: false } } });
  product = await createTestProduct(t.app, { title: 'Window Cleaning' });
  base = await listen(t.app);
});
afterAll(async () => t.close());

async function book(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: opsBookingBody(product, { actualDateTime: '2030-03-05T16:00:00Z', ...overrides } as never),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, customerUrl } = res.json() as { id: number; customerUrl: string };
  return { id, token: new URL(customerUrl).searchParams.get('token')! };
}

interface Stream {
  status: number;
  body: { code?: string } | null;
  events: EventSourceMessage[];
  ended: Promise<void>;
  isEnded: () => boolean;
  close(): void;
}

async function openJobStream(token: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/public/job/events?token=${encodeURIComponent(token)}`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: EventSourceMessage[] = [];
  let done = false;
  const stream: Stream = {
    status: res.status,
    body: null,
    events,
    ended: Promise.resolve(),
    isEnded: () => done,
    close: () => controller.abort(),
  };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    stream.body = (await res.json()) as { code?: string };
    return stream;
  }
  const parser = createParser({ onEvent: (e) => events.push(e) });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  stream.ended = (async () => {
    try {
      for (;;) {
        const { done: last, value } = await reader.read();
        if (last) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
    }
  })();
  return stream;
}

const jobOf = (e: EventSourceMessage) => JSON.parse(e.data) as { status: string; etaAt: string | null };
const nextJob = (s: Stream, status: string) =>
  until(() => s.events.find((e) => e.event === 'job' && jobOf(e).status === status), `a job event "${status}"`);

describe('GET /api/public/job/events', () => {
  it('sends the answer at once and again when the technician taps on my way', async () => {
    const v = await createTestVendor(t.app, { title: 'Clear View Co' });
    const booked = await book({ vendorId: v.vendorId });
    const stream = await openJobStream(booked.token);
    expect(stream.status).toBe(200);
    const first = await nextJob(stream, 'claimed');
    const read = await t.app.inject({ method: 'GET', url: `/api/public/job?token=${booked.token}` });
    expect(JSON.parse(first.data)).toEqual(read.json().data);

    const tapped = await t.app.inject({
      method: 'POST',
      url: `/api/appointment/${booked.id}/on-my-way`,
      headers: v.headers,
      payload: { etaMinutes: 25 },
    });
    expect(tapped.statusCode).toBe(202);
    const onTheWay = await nextJob(stream, 'on-my-way');
    expect(jobOf(onTheWay).etaAt).toBe('2030-03-05T15:25:00.000Z');
    expect(stream.events.filter((e) => e.event === 'job')).toHaveLength(2);
    stream.close();
  });

  it('holds at most 5 open streams per booking: the sixth is 429, and one closed makes room', async () => {
    const booked = await book();
    const open = [];
    for (let i = 0; i < 5; i++) {
      const s = await openJobStream(booked.token);
      expect(s.status).toBe(200);
      await nextJob(s, 'booked');
      open.push(s);
    }
    const sixth = await openJobStream(booked.token);
    expect(sixth.status).toBe(429);
    expect(sixth.body?.code).toBe('too-many-requests');
    // Another booking is not held back by this one's.
    const other = await openJobStream((await book()).token);
    expect(other.status).toBe(200);
    other.close();

    open[0]!.close();
    await until(() => t.app.jobStreams.count() <= 4, 'the closed stream to be let go');
    const again = await openJobStream(booked.token);
    expect(again.status).toBe(200);
    for (const s of [...open.slice(1), again]) s.close();
  });

  it('is 400 invalid-job-token for an unknown token', async () => {
    const s = await openJobStream('not-a-token');
    expect(s.status).toBe(400);
    expect(s.body?.code).toBe('invalid-job-token');
  });

  it('ends when the link ends, 30 days after the job was completed', async () => {
    const booked = await book({
      completedAt: '2030-03-05T18:00:00Z',
      vendorId: (await createTestVendor(t.app)).vendorId,
    });
    const stream = await openJobStream(booked.token);
    expect(stream.status).toBe(200);
    await nextJob(stream, 'completed');
    t.app.jobStreams.heartbeat();
    expect(stream.isEnded()).toBe(false);
    clock = new Date(Date.parse('2030-03-05T18:00:00Z') + 30 * DAY_MS + 1_000);
    t.app.jobStreams.heartbeat();
    await stream.ended;
    expect(stream.isEnded()).toBe(true);
    clock = new Date('2030-03-05T15:00:00Z');
  });
});

// docs/architecture.md "Messages about the job": new messages show live on both sides. The company's open pages hear
// of a message as an `appointment updated` for the job (they read the thread again with the detail), other
// companies hear nothing.
describe('a message in the thread, on the company’s stream (GET /api/events)', () => {
  it('is an `appointment updated` for the job, whichever side writes, to its company only', async () => {
    // The members' streams end with their token, signed on the real clock: this one runs on it.
    clock = new Date();
    const v = await createTestVendor(t.app, { title: 'Clear View Co' });
    const other = await createTestVendor(t.app, { title: 'Other Co' });
    const booked = await book({ vendorId: v.vendorId });
    const desk = await openStream(base, v.token);
    const elsewhere = await openStream(base, other.token);
    expect(desk.status).toBe(200);
    try {
      const wrote = await t.app.inject({
        method: 'POST',
        url: '/api/public/job/messages',
        payload: { token: booked.token, body: 'The gate code is 4321.' },
      });
      expect(wrote.statusCode, wrote.body).toBe(201);
      await desk.next(is('appointment', 'updated', booked.id));
      const answered = await t.app.inject({
        method: 'POST',
        url: `/api/appointment/${booked.id}/messages`,
        headers: v.headers,
        payload: { body: 'Thanks, see you at 10.' },
      });
      expect(answered.statusCode, answered.body).toBe(201);
      await desk.next(is('appointment', 'updated', booked.id));
      await expectNone(t.app, elsewhere, (e) => data(e).id === booked.id);
    } finally {
      desk.close();
      elsewhere.close();
      clock = new Date('2030-03-05T15:00:00Z');
    }
  });
});
