// A push delivery thread (docs/architecture.md "Alerts on the phone (Web Push)", decision 037): lib/push.ts hands
// each of its threads (a piscina pool) a share of a round's messages; the thread encrypts them all (RFC 8291,
// web-push), then posts them all (RFC 8030, undici over kept-alive connections) and answers each message's status
// and Retry-After, in order. Encrypting 2,000 messages costs 0.3-0.45 s of CPU: in the server's own thread it
// stalled every other request for that long, and in threads it takes every core.
//
// Plain JavaScript, not TypeScript: a worker thread loads this file as it is, from src/ in the tests and from
// dist/ (build.mjs copies it beside main.js) in production. It imports npm packages only.
import crypto from 'node:crypto';
import http from 'node:http';
import { Agent, Client } from 'undici';
import webpush from 'web-push';

/** @type {Agent | null} */
let dispatcher = null;

/**
 * Errors of a connection that ended before the push service answered: the service closed a kept-alive connection
 * (its idle timeout, as Node's own server does at keepAliveTimeout) as the message left on it. The message never
 * reached it, so it goes again at once, on a connection of its own (issue 54 item 27), rather than after the
 * queue's backoff.
 */
const CLOSED_BEFORE_ANSWER = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/**
 * One RFC 8030 POST through undici's dispatcher API: the answer's status and Retry-After, its body discarded.
 * `dispatch` rather than `request`: no response stream per message (a third less CPU per message here).
 * `timeoutMs` bounds the whole send, the wait for a connection included: a message still waiting when its time is
 * up is answered as a failure and never leaves (a service that does not answer held a round for a timeout per
 * connection's worth of messages: issue 54 item 4). A connection closed before any answer is tried again once, at
 * once, on a new connection (CLOSED_BEFORE_ANSWER).
 * @param {string} endpoint
 * @param {Record<string, string>} headers
 * @param {Buffer} body
 * @param {number} timeoutMs
 * @param {Agent} [agent] the thread's own connections unless given
 * @param {number} [deadline] when its time is up (performance.now()); a round's messages share one
 * @returns {Promise<{ status: number, retryAfter: string | null, at: number } | { error: string }>}
 */
function post(
  endpoint,
  headers,
  body,
  timeoutMs,
  agent = /** @type {Agent} */ (dispatcher),
  deadline = performance.now() + timeoutMs,
) {
  return new Promise((resolve) => {
    let url;
    try {
      url = new URL(endpoint);
    } catch {
      resolve({ error: 'invalid endpoint' });
      return;
    }
    let settled = false;
    /** @type {((reason: Error) => void) | null} */
    let abortCurrent = null;
    /** @type {Client | null} */
    let fresh = null;
    /** @param {{ status: number, retryAfter: string | null, at: number } | { error: string }} answer */
    const finish = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
      // The one-off connection of a second try ends with it (after undici's own callback has returned).
      if (fresh) setImmediate(() => void fresh?.destroy());
    };
    const timer = setTimeout(
      () => {
        abortCurrent?.(new Error('push send timed out'));
        finish({ error: `no answer within ${timeoutMs} ms` });
      },
      Math.max(0, deadline - performance.now()),
    );
    /** @param {import('undici').Dispatcher} via @param {boolean} again */
    const attempt = (via, again) => {
      let status = 0;
      /** @type {string | null} */
      let retryAfter = null;
      // undici's own handler interface (its core calls these; the newer onResponse* names pass through an adapter
      // that builds a headers object per message).
      const handler = {
        /** @param {(reason: Error) => void} abort */
        onConnect(abort) {
          // Its time ran out while it waited for a connection (its timer may not have run yet): it does not leave.
          if (settled || performance.now() >= deadline) {
            abort(new Error('push send timed out'));
            finish({ error: `no answer within ${timeoutMs} ms` });
          } else abortCurrent = abort;
        },
        /** @param {number} statusCode @param {Buffer[]} rawHeaders */
        onHeaders(statusCode, rawHeaders) {
          status = statusCode;
          for (let i = 0; i < rawHeaders.length; i += 2)
            if (rawHeaders[i].toString('latin1').toLowerCase() === 'retry-after')
              retryAfter = rawHeaders[i + 1].toString();
          return true;
        },
        onData() {
          return true;
        },
        onComplete() {
          // The process's monotonic clock, the same in every thread (a test's shifted Date may not reach this one).
          finish({ status, retryAfter, at: performance.timeOrigin + performance.now() });
        },
        /** @param {Error & { code?: string }} error */
        onError(error) {
          if (!again && !settled && status === 0 && CLOSED_BEFORE_ANSWER.has(error?.code ?? '')) {
            abortCurrent = null;
            fresh = new Client(/** @type {URL} */ (url).origin);
            attempt(fresh, true);
            return;
          }
          finish({ error: error?.message ?? String(error) });
        },
      };
      via.dispatch(
        {
          origin: /** @type {URL} */ (url).origin,
          path: `${/** @type {URL} */ (url).pathname}${/** @type {URL} */ (url).search}`,
          method: 'POST',
          headers,
          body,
          // The deadline above ends the send; undici's own timeouts (coarse timers, which may fire before it and
          // free a connection for a message whose time is nearly up) are only a backstop.
          headersTimeout: 2 * timeoutMs,
          bodyTimeout: 2 * timeoutMs,
        },
        handler,
      );
    };
    attempt(agent, false);
  });
}

/**
 * web-push's encryption and RFC 8030 headers (a new key pair and salt per message), with our VAPID header.
 * @param {PushJob} job
 * @param {string} authorization
 */
function encrypt(job, authorization) {
  const details = webpush.generateRequestDetails(
    { endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } },
    job.body,
    { TTL: job.ttl, urgency: job.urgency, topic: job.topic, contentEncoding: 'aes128gcm' },
  );
  return {
    endpoint: details.endpoint,
    headers: { .../** @type {Record<string, string>} */ (details.headers), Authorization: authorization },
    body: /** @type {Buffer} */ (details.body),
  };
}

/**
 * @typedef {{ endpoint: string, p256dh: string, auth: string, body: string, ttl: number,
 *   urgency: string, topic: string }} PushJob
 * @typedef {{ kind: 'deliver', jobs: PushJob[], authorizations: Record<string, string>, timeoutMs: number,
 *   connections: number, ready?: { buffer: SharedArrayBuffer, length: number } } | { kind: 'warm', count: number, connections: number }} Task
 */

/**
 * A thread's first messages run V8's unoptimised code: about twice the CPU of later ones to encrypt, three to six
 * times to send. Encrypting `count` throw-away messages and posting them to a sink of this thread's own (a
 * loopback server that answers 201, as a push service does) takes that cost when the server starts rather than
 * during its first booking (decision 037).
 * @param {number} count
 * @param {number} connections
 */
async function warm(count, connections) {
  const browser = crypto.createECDH('prime256v1');
  browser.generateKeys();
  const sink = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (sink.address());
  const job = {
    endpoint: `http://127.0.0.1:${address.port}/warm`,
    p256dh: browser.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
    body: JSON.stringify({ type: 'new-job', title: 'x'.repeat(40), body: 'y'.repeat(80), url: '/unclaimed' }),
    ttl: 60,
    urgency: 'high',
    topic: 'warm',
  };
  const agent = new Agent({ connections });
  try {
    const prepared = Array.from({ length: count }, () => encrypt(job, 'vapid t=x, k=y'));
    await Promise.all(prepared.map((p) => post(p.endpoint, p.headers, p.body, 10_000, agent)));
  } finally {
    await agent.close();
    sink.close();
  }
}

/**
 * The thread's one entry (piscina calls the default export with each task).
 * @param {Task} task
 */
export default async function run(task) {
  if (task.kind === 'warm') {
    await warm(task.count, task.connections);
    return [];
  }
  dispatcher ??= new Agent({ connections: task.connections });
  // Every message is encrypted first, then they all leave together: the cryptography of the last one would
  // otherwise stand between the first company's alert and the last one's (fairness).
  const prepared = task.jobs.map((job) => {
    try {
      return encrypt(job, task.authorizations[new URL(job.endpoint).origin] ?? '');
    } catch (error) {
      // The subscription's keys cannot encrypt (not a P-256 point, an auth secret of the wrong size): no later try
      // can either, so the queue ends the subscription.
      return { error: error instanceof Error ? error.message : String(error), unusable: true };
    }
  });
  // Every share of the round leaves at the same moment: the threads wait for each other here (their encryption
  // ends tens of milliseconds apart), for a second at most, so that a thread that has not started yet holds no one.
  if (task.ready) {
    const shares = task.ready.length;
    const ready = new Int32Array(task.ready.buffer);
    Atomics.add(ready, 0, 1);
    Atomics.notify(ready, 0);
    const deadline = Date.now() + 1000;
    for (let seen = Atomics.load(ready, 0); seen < shares && Date.now() < deadline; seen = Atomics.load(ready, 0))
      Atomics.wait(ready, 0, seen, deadline - Date.now());
  }
  // One deadline for the share: a message that waited for a connection ends with those it waited behind, rather
  // than taking a connection they freed.
  const deadline = performance.now() + task.timeoutMs;
  return Promise.all(
    prepared.map((p) =>
      'error' in p
        ? p
        : post(p.endpoint, p.headers, p.body, task.timeoutMs, /** @type {Agent} */ (dispatcher), deadline),
    ),
  );
}
