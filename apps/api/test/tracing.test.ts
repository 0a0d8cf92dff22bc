import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server.ts';
import {
  createTestApp,
  createTestProduct,
  createTestVendor,
  mailedTokenOf,
  opsHeaders,
  type TestContext,
} from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';

// docs/operations.md "Traces" (docs/architecture.md "Operations"): with OTEL_EXPORTER_OTLP_ENDPOINT
// set, the server exports over OTLP/HTTP (JSON) a span per request with its database statements and
// the mail jobs it queued as children. A small OTLP/HTTP receiver here takes what is exported.

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** The exporting process's `service.instance.id` (from its resource). */
  instance?: string;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}
const received: OtlpSpan[] = [];
const bodies: string[] = [];
let receiver: http.Server;
let t: TestContext;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.includes('json')) {
        bodies.push(body);
        const parsed = JSON.parse(body) as {
          resourceSpans: Array<{
            resource: { attributes: OtlpSpan['attributes'] };
            scopeSpans: Array<{ spans: OtlpSpan[] }>;
          }>;
        };
        for (const rs of parsed.resourceSpans) {
          const instance = rs.resource.attributes.find((a) => a.key === 'service.instance.id')?.value.stringValue;
          for (const ss of rs.scopeSpans) received.push(...ss.spans.map((span) => ({ ...span, instance })));
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  t = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};
/** The request's span: the one whose children we look for. */
const requestSpan = (name: string) => received.find((s) => s.name === name && !s.parentSpanId);

describe('traces over OTLP/HTTP', () => {
  it('a request is a span named by its route pattern, with its database statements as children', async () => {
    const vendor = await createTestVendor(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/vendor?token=never-in-a-span`,
      headers: vendor.headers,
    });
    expect(res.statusCode).toBe(200);
    await t.app.tracing!.flush();
    const span = requestSpan('GET /api/vendor');
    expect(span).toBeDefined();
    expect(attribute(span!, 'http.route')).toBe('/api/vendor');
    expect(attribute(span!, 'http.response.status_code')).toBe(200);
    const queries = received.filter((s) => s.parentSpanId === span!.spanId && s.name === 'db.query');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.traceId === span!.traceId)).toBe(true);
    expect(String(attribute(queries[0]!, 'db.query.text'))).toMatch(/select/i);
    // Nothing secret in what left: not the idToken, the query's token, the address.
    const sent = bodies.join('');
    for (const secret of [vendor.token, 'never-in-a-span', vendor.email]) expect(sent).not.toContain(secret);
  });

  it('a mail job the request queued is a child of its span (through the traceparent stored with the job)', async () => {
    const vendor = await createTestVendor(t.app);
    const newEmail = `traced-${Date.now()}@example.com`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/auth/email-change',
      headers: vendor.headers,
      payload: { newEmail, currentPassword: vendor.password },
    });
    expect(asked.statusCode).toBe(202);
    await expect.poll(() => t.mail.find((m) => m.to === newEmail), { timeout: 60_000 }).toBeDefined();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/auth/email-change/confirm',
      payload: { token: mailedTokenOf(t.mail.find((m) => m.to === newEmail)!) },
    });
    expect(confirmed.statusCode).toBe(200);
    await expect
      .poll(
        async () => {
          await t.app.tracing!.flush();
          return received.find((s) => s.name === 'mail job email-changed');
        },
        { timeout: 60_000 },
      )
      .toBeDefined();
    const job = received.find((s) => s.name === 'mail job email-changed')!;
    const confirm = received.find((s) => s.spanId === job.parentSpanId);
    expect(confirm?.name).toBe('POST /auth/email-change/confirm');
    expect(job.traceId).toBe(confirm!.traceId);
  });
});

describe('traces across processes', () => {
  let other: FastifyInstance | undefined;
  afterAll(async () => other?.close());

  it("a job queued by a request on one process and sent by another is a child of the request's span", async () => {
    const product = await createTestProduct(t.app);
    await eligibleVendor(t.app, [product.id], ['80244']);
    // A second process on the same database and configuration (so traced too), whose worker never sends:
    // the booking is made there, the alert is sent by the first process's worker.
    other = await buildApp({
      config: t.config,
      database: t.database,
      mailer: { mode: 'outbox', send: async () => {}, close() {} },
      live: { mailWorker: { pollMs: false } },
    });
    await other.ready();
    const booked = await other.inject({
      method: 'POST',
      url: '/api/ops/appointments',
      headers: opsHeaders,
      payload: {
        customer: { firstName: 'Tia', lastName: 'Trace' },
        property: {
          title: 'Home',
          street1: '1 Main',
          city: 'Denver',
          state: 'CO',
          zipCode: '80244',
          timeZone: 'America/Denver',
        },
        actualDateTime: new Date(Date.now() + 86_400_000).toISOString(),
        duration: 60,
        lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
      },
    });
    expect(booked.statusCode).toBe(201);
    await other.tracing!.flush();
    const booking = received.find((s) => s.name === 'POST /api/ops/appointments' && !s.parentSpanId);
    expect(booking).toBeDefined();
    await expect
      .poll(
        async () => {
          await t.app.mailWorker.runOnce();
          await t.app.tracing!.flush();
          return received.find((s) => s.name === 'mail job new-job' && s.parentSpanId === booking!.spanId);
        },
        { timeout: 60_000 },
      )
      .toBeDefined();
    const sent = received.find((s) => s.name === 'mail job new-job' && s.parentSpanId === booking!.spanId)!;
    expect(sent.traceId).toBe(booking!.traceId);
    // Exported by the process that sent it, not the one that took the booking.
    expect(sent.instance).toBeDefined();
    expect(booking!.instance).toBeDefined();
    expect(sent.instance).not.toBe(booking!.instance);
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('tracing is off: app.tracing is null and the SDK is never imported', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.tracing).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
