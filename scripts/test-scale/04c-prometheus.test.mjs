// Metrics checked by Prometheus's own tools (docs/operations.md "Metrics", "Alerts"): Debian's
// prometheus scrapes both processes with METRICS_TOKEN and answers queries for the request counter
// and the new-job alert latency; `promtool check metrics` accepts each process's /metrics and
// `promtool check rules` the repository's alert rules, which the running Prometheus also loads.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { opsBookingBody } from '../../testing/booking.mjs';
import { PROMETHEUS, PROMTOOL } from '../ensure-prometheus.mjs';
import { freePort } from '../free-port.mjs';
import { A, B, call, METRICS_TOKEN, shared, upstreams, work } from './environment.mjs';
import { verify, waitFor } from './helpers.mjs';
import { root } from './paths.mjs';
import { eligibleVendorIn } from './vendors.mjs';

const RULES = path.join(root, 'ops/prometheus/rules.yml');
let prometheus;
let promUrl;
let promLog = '';

beforeAll(async () => {
  const dir = path.join(work, 'prometheus');
  fs.mkdirSync(dir);
  const tokenFile = path.join(dir, 'metrics-token');
  fs.writeFileSync(tokenFile, METRICS_TOKEN, { mode: 0o600 });
  const config = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${JSON.stringify(RULES)}`,
      'scrape_configs:',
      '  - job_name: vendor-portal',
      '    authorization:',
      `      credentials_file: ${JSON.stringify(tokenFile)}`,
      '    static_configs:',
      `      - targets: [${upstreams.map((u) => `"127.0.0.1:${u.port}"`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  promUrl = `http://127.0.0.1:${port}`;
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk) => (promLog = (promLog + chunk).slice(-20_000));
  prometheus.stdout.on('data', keep);
  prometheus.stderr.on('data', keep);
  await waitFor('Prometheus ready', async () => (await fetch(`${promUrl}/-/ready`)).ok, 60_000);
});
afterAll(() => {
  prometheus?.kill('SIGKILL');
  fs.writeFileSync(path.join(work, 'prometheus.log'), promLog);
});

/** The one value of an instant PromQL query (summed by the query itself), or undefined. */
async function queryValue(expr) {
  const res = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = await res.json();
  const sample = body.data?.result?.[0]?.value;
  return sample ? Number(sample[1]) : undefined;
}

describe('Prometheus scrapes both processes; promtool checks the metrics and the rules', () => {
  test('both processes are scraped with the token (up = 1 for each)', async () => {
    const up = await waitFor(
      'both targets up',
      async () => (await queryValue('sum(up{job="vendor-portal"})')) === 2,
      60_000,
    ).catch(() => false);
    verify(up, `up: ${await queryValue('sum(up{job="vendor-portal"})')}; ${promLog.slice(-500)}`);
  });

  test('the request counter: requests sent to each process are counted under the route pattern', async () => {
    for (const upstream of [A, B]) for (let i = 0; i < 5; i++) await call('GET', '/healthz', { upstream });
    const expr = 'sum by (instance) (http_requests_total{route="/healthz",status="200"})';
    const both = await waitFor(
      'each process counted its /healthz answers',
      async () => {
        const res = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
        const result = (await res.json()).data?.result ?? [];
        return result.length === 2 && result.every((r) => Number(r.value[1]) >= 5) ? result : undefined;
      },
      60_000,
    ).catch(() => null);
    verify(both, `series: ${JSON.stringify(await queryValue(expr))}`);
  });

  test('the alert latency: a booking with an eligible vendor is observed once its alert is sent', async () => {
    const zip = '80246';
    await eligibleVendorIn(A, zip);
    const booked = await call('POST', '/api/ops/appointments', {
      ops: true,
      upstream: B,
      body: opsBookingBody(shared.product, { zipCode: zip }),
    });
    verify(booked.status === 201, `booking: ${booked.status}`);
    const count = await waitFor(
      'alert_latency_seconds_count in Prometheus',
      async () => (await queryValue('sum(alert_latency_seconds_count{channel="mail"})')) >= 1,
      60_000,
    ).catch(() => false);
    const p50 = await queryValue('histogram_quantile(0.5, sum by (le) (alert_latency_seconds_bucket))');
    console.log(`alert latency p50 per Prometheus: ${p50} s`);
    verify(count, `alert_latency_seconds_count: ${await queryValue('sum(alert_latency_seconds_count)')}`);
  });

  test('each process times its statements on PostgreSQL, shows its pool, and hears the other one on the bus', async () => {
    const perInstance = async (expr) => {
      const body = await (await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(expr)}`)).json();
      return (body.data?.result ?? []).filter((r) => Number(r.value[1]) > 0).length;
    };
    const seen = await waitFor(
      'statements, pool connections and bus lag on both processes',
      async () =>
        (await perInstance('sum by (instance) (db_query_duration_seconds_count)')) === 2 &&
        (await perInstance('sum by (instance) (db_pool_connections)')) === 2 &&
        (await perInstance('sum by (instance) (event_bus_lag_seconds_count)')) === 2,
      60_000,
    ).catch(() => false);
    verify(seen, `bus lag series: ${await perInstance('sum by (instance) (event_bus_lag_seconds_count)')}`);
  });

  for (const [i, u] of upstreams.entries()) {
    test(`promtool check metrics accepts process ${u.name}'s /metrics`, async () => {
      const res = await fetch(`http://127.0.0.1:${u.port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await res.text();
      const checked = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
      verify(res.status === 200 && checked.status === 0, `${res.status}; ${checked.stdout}${checked.stderr}`);
      const refused = await fetch(`http://127.0.0.1:${upstreams[i].port}/metrics`);
      verify(refused.status === 401, `without the token: ${refused.status}`);
    });
  }

  test('every query of the Grafana dashboard (ops/grafana/vendor-portal.json) is PromQL Prometheus runs', async () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(root, 'ops/grafana/vendor-portal.json'), 'utf8'));
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr.replaceAll('$job', '.*')));
    const refused = [];
    for (const expr of exprs) {
      const body = await (await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(expr)}`)).json();
      if (body.status !== 'success') refused.push(`${expr}: ${body.error}`);
    }
    verify(exprs.length > 10 && refused.length === 0, refused.join(' | '));
  });

  test('promtool check rules accepts ops/prometheus/rules.yml', () => {
    const checked = spawnSync(PROMTOOL, ['check', 'rules', RULES], { encoding: 'utf8' });
    verify(checked.status === 0, `${checked.stdout}${checked.stderr}`);
  });
});
