// Live events across processes (docs/architecture.md "Live events and alerts"): a claim through
// process A reaches a vendor's stream on process B within a second, through PostgreSQL
// LISTEN/NOTIFY, and B's stream resumes by Last-Event-ID after a reconnect. A rolling restart: B
// stopped (SIGTERM) with a stream open ends it and exits at once, and the client resumes on A.
import net from 'node:net';
import { createParser } from 'eventsource-parser';
import { describe, test } from 'vitest';
import { opsBookingBody } from '../../testing/booking.mjs';
import { A, B, call, exits, shared, startProcess, upstreams } from './environment.mjs';
import { verify, waitFor, waitForOk } from './helpers.mjs';
import { eligibleVendorIn } from './vendors.mjs';

const ZIP = '80231';

const eligibleVendor = (upstream) => eligibleVendorIn(upstream, ZIP);

/** A stream straight to one process (not through the proxy), its events as they arrive. */
async function openStream(upstream, token, lastEventId) {
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${upstreams[upstream].port}/api/events`, {
    headers: {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const events = [];
  const parser = createParser({ onEvent: (e) => events.push({ ...e, at: performance.now() }) });
  const ended = (async () => {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return performance.now();
        parser.feed(value);
      }
    } catch {
      return performance.now(); // closed
    }
  })();
  return { events, ended, close: () => controller.abort() };
}

const book = (days) =>
  call('POST', '/api/ops/appointments', {
    ops: true,
    body: opsBookingBody(shared.product, {
      zipCode: ZIP,
      actualDateTime: new Date(Date.now() + days * 86_400_000).toISOString(),
      duration: 60,
    }),
  });

const removedEvent = (id) => (e) =>
  e.event === 'unclaimed' && JSON.parse(e.data).action === 'removed' && JSON.parse(e.data).id === id;

describe('Live events across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  test('a claim through A reaches a stream on B within 1 s; a resumed stream gets what it missed', async () => {
    if (!shared.product) throw new Error('no catalogue product (02-ops-catalogue failed)');
    const winner = await eligibleVendor(A);
    const watcher = await eligibleVendor(B);
    const first = await book(2);
    const second = await book(3);
    const stream = await openStream(B, watcher.token);
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    const claimed = await call('PATCH', `/api/appointment/claim/${first.json.id}`, {
      token: winner.token,
      upstream: A,
    });
    if (claimed.status !== 200) throw new Error(`claim answered ${claimed.status}`);
    const seen = await waitFor('removed on B', async () => stream.events.find(removedEvent(first.json.id)), 5_000);
    const latency = seen.at - started;
    stream.close();
    // While B's client is away, another claim through A; it comes back with Last-Event-ID.
    await call('PATCH', `/api/appointment/claim/${second.json.id}`, { token: winner.token, upstream: A });
    const resumed = await openStream(B, watcher.token, seen.id);
    const replayed = await waitFor(
      'replayed on B',
      async () => resumed.events.find(removedEvent(second.json.id)),
      5_000,
    );
    resumed.close();
    verify(
      latency < 1_000 && Boolean(replayed),
      `claim on A → removed on B in ${latency.toFixed(0)} ms; resumed: ${Boolean(replayed)}`,
    );
  });

  test('rolling restart: B stopped with a stream open ends it and exits at once; the client resumes on A', async () => {
    const winner = await eligibleVendor(A);
    const watcher = await eligibleVendor(B);
    const first = await book(4);
    const second = await book(5);
    const stream = await openStream(B, watcher.token);
    await new Promise((r) => setTimeout(r, 200));
    await call('PATCH', `/api/appointment/claim/${first.json.id}`, { token: winner.token, upstream: A });
    const seen = await waitFor('removed on B', async () => stream.events.find(removedEvent(first.json.id)), 5_000);
    // A connection opened ahead that has sent nothing yet (as a proxy or a browser keeps one).
    const ahead = net.connect(upstreams[B].port, '127.0.0.1');
    ahead.on('error', () => {});
    await new Promise((r) => ahead.once('connect', r));
    const stoppedAt = performance.now();
    upstreams[B].child.kill('SIGTERM');
    const endedAt = await Promise.race([stream.ended, new Promise((r) => setTimeout(() => r(null), 5_000))]);
    const exit = await Promise.race([exits.B, new Promise((r) => setTimeout(() => r(null), 10_000))]);
    ahead.destroy();
    // While the client is away, another claim; it comes back on A with its Last-Event-ID.
    await call('PATCH', `/api/appointment/claim/${second.json.id}`, { token: winner.token, upstream: A });
    const resumed = await openStream(A, watcher.token, seen.id);
    const replayed = await waitFor(
      'replayed on A',
      async () => resumed.events.find(removedEvent(second.json.id)),
      5_000,
    ).catch(() => null);
    resumed.close();
    // B back for the next files.
    startProcess(upstreams[B], 'rolled');
    await waitForOk('process B ready again', `http://127.0.0.1:${upstreams[B].port}/readyz`);
    upstreams[B].downUntil = 0;
    const exitMs = exit ? exit.at - stoppedAt : null;
    verify(
      endedAt !== null && exit?.code === 0 && exitMs < 3_000 && Boolean(replayed),
      `stream ended ${endedAt === null ? 'never' : `${(endedAt - stoppedAt).toFixed(0)} ms`} after SIGTERM; ` +
        `B exited ${exit ? `${exit.code} after ${exitMs.toFixed(0)} ms` : 'not within 10 s'}; resumed on A: ${Boolean(replayed)}`,
    );
  });
});
