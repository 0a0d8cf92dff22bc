import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateReports, retire } from '../src/lib/cluster-metrics.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// docs/operations.md "Metrics" (WEB_CONCURRENCY): the primary sums its workers' registries. The cluster
// itself (a scrape reaching either worker counts both, a dead worker's counts kept) is run in
// scripts/test-scale/08b-workers.test.mjs; here, what the sum does with each kind of series.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { live: { mailWorker: { pollMs: false } } });
});
afterAll(async () => t.close());

type Report = Parameters<typeof retire>[0];
const report = async () => (await t.app.metrics.registry.getMetricsAsJSON()) as Report;
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
const LIVEZ = 'http_requests_total{method="GET",route="/livez",status="200"}';

describe("the workers' metrics summed", () => {
  it('add up the counters and histograms, and take the largest of the gauges read from the shared queue', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/livez' });
    // Three mails waiting, as both workers would read them from the one table.
    const one = (await report()).map((m) =>
      m.name === 'mail_queue_depth' ? { ...m, values: m.values.map((v) => ({ ...v, value: 3 })) } : m,
    );
    const text = await aggregateReports([one, one]);
    expect(valueOf(text, LIVEZ)).toBe(6);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/livez",status="200"}')).toBe(6);
    // Two workers reading one table see the same queue: its depth is not doubled.
    expect(valueOf(text, 'mail_queue_depth')).toBe(3);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it("keep a dead worker's counters and histograms in every later sum, not its gauges", async () => {
    const dead = await report();
    const retired = await retire([], dead);
    expect(retired.map((m) => m.name)).toContain('http_requests_total');
    expect(retired.map((m) => m.name)).toContain('http_request_duration_seconds');
    expect(retired.map((m) => m.name)).not.toContain('sse_connections');
    expect(retired.map((m) => m.name)).not.toContain('mail_queue_depth');
    const twice = await retire(retired, dead);
    expect(valueOf(await aggregateReports([twice]), LIVEZ)).toBe(2 * valueOf(await aggregateReports([dead]), LIVEZ)!);
  });
});
