import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestProduct, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { listen } from './live/live-helpers.ts';
import { openStream } from './live/sse-client.ts';
import { startPushService, type FakePushService } from './push/push-service.ts';

// docs/operations.md "Metrics" (docs/architecture.md "Operations"): GET /metrics in Prometheus's
// text format behind METRICS_TOKEN, its series named as the contract says, with bounded labels. The
// format itself is checked by promtool in the scale suite (scripts/test-scale/04c-prometheus.test.mjs; with several workers, 08b-workers.test.mjs).

const METRICS_TOKEN = 'metrics-test-token-0123456789';
let t: TestContext;
let push: FakePushService;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp(
    { METRICS_TOKEN, PUSH_ENDPOINT_ALLOW: push.origin },
    { live: { mailWorker: { pollMs: false } } },
  );
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const scrape = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of the series `name{labels}` (labels as written, in prom-client's order), or undefined. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
/** Every value the label `label` takes in the series of `name`. */
const labelValues = (text: string, name: string, label: string) =>
  new Set(
    text
      .split('\n')
      .filter((l) => l.startsWith(`${name}{`))
      .map((l) => new RegExp(`[{,]${label}="([^"]*)"`).exec(l)?.[1]),
  );

describe('GET /metrics', () => {
  it('needs Authorization: Bearer $METRICS_TOKEN when it is set: 401 otherwise, with no figure in the answer', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', METRICS_TOKEN, `Basic ${METRICS_TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('is open without METRICS_TOKEN (a private network scrapes it)', async () => {
    const open = await createTestApp();
    try {
      expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it("answers Prometheus's text format with every series of the contract and the process's defaults", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'sse_connections',
      'mail_queue_depth',
      'mail_queue_age_seconds',
      'push_queue_depth',
      'alert_latency_seconds',
      'db_query_duration_seconds',
      'db_pool_connections',
      'event_bus_lag_seconds',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(res.body, name).toContain(`# TYPE ${name} `);
    expect(res.body).toContain('# TYPE alert_latency_seconds histogram');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts requests by method, route pattern and status, and times them', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `/api/appointment/${1000 + i}` });
    const text = await scrape();
    const series = 'http_requests_total{method="GET",route="/api/appointment/:id",status="401"}';
    expect(valueOf(text, series)).toBe(3);
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/appointment/:id",status="401"}'),
    ).toBe(3);
  });

  it('keeps labels bounded: a thousand paths and ids add no label value, and no id, address or token appears', async () => {
    // One round first, so the series of /metrics itself and of a missed path exist.
    await t.app.inject({ method: 'GET', url: '/no/such/path/first' });
    await scrape();
    const before = await scrape();
    const routesBefore = labelValues(before, 'http_requests_total', 'route');
    const seriesBefore = before.split('\n').filter((l) => l.startsWith('http_requests_total{')).length;
    const email = 'cardinality-probe@example.com';
    for (let i = 0; i < 1000; i++) {
      const url =
        i % 4 === 0
          ? `/no/such/path/${i}-${email}`
          : i % 4 === 1
            ? `/api/appointment/${5000 + i}?token=tok-${i}`
            : i % 4 === 2
              ? `/api/ops/vendors/${i}`
              : `/calendar/secret-${i}.ics`;
      await t.app.inject({ method: 'GET', url });
    }
    const after = await scrape();
    const routesAfter = labelValues(after, 'http_requests_total', 'route');
    const added = [...routesAfter].filter((r) => !routesBefore.has(r));
    // The ones not seen before are the four patterns, each once (not a thousand paths).
    expect(added.length).toBeLessThanOrEqual(4);
    for (const route of routesAfter) expect(route).not.toMatch(/\d{3,}|@|tok-|secret-/);
    expect(after.split('\n').filter((l) => l.startsWith('http_requests_total{')).length).toBeLessThanOrEqual(
      seriesBefore + 8,
    );
    expect(after).not.toContain(email);
    expect(after).not.toContain('tok-1');
    expect(routesAfter.has('unmatched')).toBe(true);
  });

  it('counts the event streams open on the process, down again when one closes', async () => {
    const vendor = await createTestVendor(t.app);
    const base = await listen(t.app);
    const streams = [await openStream(base, vendor.token), await openStream(base, vendor.token)];
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    await expect.poll(async () => valueOf(await scrape(), 'sse_connections'), { timeout: 30_000 }).toBe(2);
    streams[0]!.close();
    await expect.poll(async () => valueOf(await scrape(), 'sse_connections'), { timeout: 30_000 }).toBe(1);
    streams[1]!.close();
    await expect.poll(async () => valueOf(await scrape(), 'sse_connections'), { timeout: 30_000 }).toBe(0);
  });

  it('times each database statement', async () => {
    const before = valueOf(await scrape(), 'db_query_duration_seconds_count{outcome="ok"}') ?? 0;
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const after = valueOf(await scrape(), 'db_query_duration_seconds_count{outcome="ok"}') ?? 0;
    expect(after).toBeGreaterThan(before);
  });

  it("observes the alert latency when a new job's alert is handed to the transport, and the queue's depth before", async () => {
    const product = await createTestProduct(t.app);
    const vendor = await eligibleVendor(t.app, [product.id], ['80211']);
    const device = push.device();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: vendor.headers,
      payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
    });
    expect(subscribed.statusCode).toBe(201);
    await t.app.mailWorker.runOnce();
    expect(valueOf(await scrape(), 'alert_latency_seconds_count{channel="mail"}') ?? 0).toBe(0);
    expect(valueOf(await scrape(), 'alert_latency_seconds_count{channel="push"}') ?? 0).toBe(0);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/ops/appointments',
      headers: opsHeaders,
      payload: {
        customer: { firstName: 'Mia', lastName: 'Metrics' },
        property: {
          title: 'Home',
          street1: '1 Main',
          city: 'Denver',
          state: 'CO',
          zipCode: '80211',
          timeZone: 'America/Denver',
        },
        // Three days ahead: the staff reminders (24 h and 2 h before) are queued for later, not backlog yet.
        actualDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        duration: 60,
        lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
      },
    });
    expect(booked.statusCode).toBe(201);
    const queued = await scrape();
    expect(valueOf(queued, 'mail_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(valueOf(queued, 'push_queue_depth')).toBe(1);
    expect(valueOf(queued, 'mail_queue_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(queued, 'push_queue_age_seconds')).toBeGreaterThanOrEqual(0);
    await t.app.mailWorker.runOnce();
    const sent = await scrape();
    expect(valueOf(sent, 'alert_latency_seconds_count{channel="mail"}')).toBe(1);
    expect(valueOf(sent, 'alert_latency_seconds_count{channel="push"}')).toBe(1);
    expect(valueOf(sent, 'mail_queue_depth')).toBeLessThan(valueOf(queued, 'mail_queue_depth')!);
    expect(valueOf(sent, 'push_queue_depth')).toBe(0);
    expect(valueOf(sent, 'push_queue_age_seconds')).toBe(0);
    // The bus heard the booking's events (PGlite's notifications carry the publishing moment too).
    expect(valueOf(sent, 'event_bus_lag_seconds_count')).toBeGreaterThan(0);
  });
});
