import crypto from 'node:crypto';
import os from 'node:os';
import { Agent, Client, request, type Dispatcher } from 'undici';
import { importJWK, SignJWT, type CryptoKey } from 'jose';
import { Piscina } from 'piscina';
import webpush from 'web-push';
import { KNOWN_PUSH_HOSTS, type PushMessage } from '@vendor-portal/contract/push';
import type { VapidKeys } from './secrets.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": a message is an RFC 8030 POST to the subscription's
// endpoint, its body encrypted per RFC 8291 and signed per RFC 8292 (VAPID). The web-push library does the
// cryptography and writes the headers (generateRequestDetails); the request itself is ours (undici over
// kept-alive connections), so that loopback test services may speak http and the answer's status and
// Retry-After reach the queue as they are. A round's batch is encrypted and sent in worker threads
// (push-worker.mjs, decision 037): the server's own thread signs the VAPID token and waits.

/** What a queued push row carries (mail_queue.push): the subscription, the message and its delivery options. */
export interface QueuedPushPayload {
  subscriptionId: number;
  message: PushMessage;
  /** RFC 8030 §5.3: `high` for new jobs, which are worth waking a phone for. */
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** RFC 8030 §5.4: names the job, so a newer message about it replaces one still waiting in the push service. */
  topic: string;
  /** Seconds the push service keeps the message for a device that is offline. */
  ttl: number;
  /**
   * A message for the provider's staff as a whole (subscriptionId 0): when it falls due it becomes one row per
   * staff device, if the job is still unclaimed, open and at `startsAt` (lib/push-queue.ts fanOutToStaff).
   */
  staff?: { startsAt: string };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service's answer: its status and Retry-After (RFC 8030 §8.4: 429 and 503 may carry it). */
export interface PushAnswer {
  status: number;
  retryAfter: string | null;
  /**
   * When the answer came, as `performance.timeOrigin + performance.now()` (a monotonic clock that every thread of
   * the process shares, unlike a test's shifted Date): each message's sent_at.
   */
  at?: number;
}

/** No answer: the network failed (tried again later), or the subscription's keys cannot encrypt (`unusable`). */
export interface PushFailure {
  error: unknown;
  unusable?: boolean;
}

export interface PushSender {
  publicKey: string;
  send(target: PushTarget, payload: QueuedPushPayload): Promise<PushAnswer>;
  /**
   * Encrypts and signs now, and returns the request to make later: the queue prepares a whole batch first, so that
   * the cryptography of the last message does not delay the first one's company (fairness). Optional: a sender
   * without it is called through `send`.
   */
  prepare?(target: PushTarget, payload: QueuedPushPayload): Promise<() => Promise<PushAnswer>>;
  /**
   * Encrypts and sends a whole batch outside the server's thread, each message's answer (or its error) in order.
   * Optional, and preferred to `prepare` by the queue.
   */
  deliver?(batch: Array<{ target: PushTarget; payload: QueuedPushPayload }>): Promise<Array<PushAnswer | PushFailure>>;
  /** Starts the delivery threads and runs their first (slow) encryptions now, before the first booking. */
  warm?(): Promise<void>;
  /** Ends the delivery threads (the app's close). */
  close?(): Promise<void>;
}

/** The Topic of every message about a job (32 base64url characters at most, RFC 8030 §5.4). */
export const jobTopic = (appointmentId: number) => `job-${appointmentId}`;

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/**
 * RFC 8292 §2: a VAPID token names the push service's origin (`aud`) and may be reused for every message to it
 * until its `exp` (at most 24 hours ahead). Signing one per message (what web-push does when given the keys)
 * cost a signature and a key conversion for each of a booking's thousands of messages; this signs once per
 * origin and signs again an hour before the token expires.
 */
export const VAPID_TOKEN_LIFETIME_S = 12 * 60 * 60;
const VAPID_RENEW_BEFORE_S = 60 * 60;

export interface VapidSigner {
  /** The `Authorization` header for a message to `endpoint`: `vapid t=<JWT>, k=<publicKey>`. */
  authorization(endpoint: string): Promise<string>;
}

export function createVapidSigner(options: { vapid: VapidKeys; contact: string; now?: () => Date }): VapidSigner {
  const now = options.now ?? (() => new Date());
  const point = Buffer.from(options.vapid.publicKey, 'base64url');
  let key: Promise<CryptoKey | Uint8Array> | null = null;
  const signingKey = () =>
    (key ??= importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
        d: options.vapid.privateKey,
      },
      'ES256',
    ));
  // One token per origin, and while one is being signed every message to that origin waits for the same one.
  const tokens = new Map<string, { header: Promise<string>; expS: number }>();
  return {
    authorization(endpoint) {
      const audience = new URL(endpoint).origin;
      const nowS = Math.floor(now().getTime() / 1000);
      const cached = tokens.get(audience);
      if (cached && cached.expS - VAPID_RENEW_BEFORE_S > nowS) return cached.header;
      const expS = nowS + VAPID_TOKEN_LIFETIME_S;
      const header = signingKey().then(async (privateKey) => {
        const jwt = await new SignJWT({ aud: audience, exp: expS, sub: options.contact })
          .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
          .sign(privateKey);
        return `vapid t=${jwt}, k=${options.vapid.publicKey}`;
      });
      tokens.set(audience, { header, expS });
      // A failed signature is not kept: the next message tries again.
      header.catch(() => tokens.delete(audience));
      return header;
    },
  };
}

/**
 * Connections to the push services stay open between messages (a booking's thousands of messages reuse a few),
 * at most this many to one service at a time, shared by the delivery threads. 16 rather than 64: the same warm
 * bookings, and a first booking after a start whose companies hear of it closer together (first → last company
 * 158–229 ms against 200–333 ms: fewer connections opened and set up in cold code). undici's request costs a
 * third of node:http's CPU per message (0.06 against 0.16 ms in bench/push.mjs's terms); fetch() cost more than
 * either (an AbortSignal and a DOMException per message): docs/performance.md "Push alerts".
 */
const MAX_SOCKETS_PER_SERVICE = 16;
const dispatcher = new Agent({ connections: MAX_SOCKETS_PER_SERVICE });

/** A connection that ended before any answer (push-worker.mjs CLOSED_BEFORE_ANSWER): the message goes again. */
const CLOSED_BEFORE_ANSWER = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/**
 * One RFC 8030 POST: the answer's status and Retry-After; a redirect is an answer too (never followed). As in
 * push-worker.mjs: `timeoutMs` bounds the whole send (the wait for a connection included; a message whose time is
 * up never leaves), and a kept-alive connection the service closed before answering is tried again once, at once,
 * on a connection of its own (issue 54 items 4 and 27).
 */
async function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer,
  timeoutMs: number,
): Promise<PushAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const once = (via: Dispatcher) =>
    request(endpoint, {
      method: 'POST',
      headers,
      body,
      dispatcher: via,
      signal,
      // The signal ends the send; undici's own (coarse) timeouts are only a backstop.
      headersTimeout: 2 * timeoutMs,
      bodyTimeout: 2 * timeoutMs,
    });
  let answer: Dispatcher.ResponseData;
  try {
    answer = await once(dispatcher);
  } catch (error) {
    if (signal.aborted || !CLOSED_BEFORE_ANSWER.has((error as { code?: string }).code ?? '')) throw error;
    const fresh = new Client(new URL(endpoint).origin);
    try {
      answer = await once(fresh);
      await answer.body.dump();
    } finally {
      void fresh.destroy();
    }
    return answerOf(answer);
  }
  // Read to the end, so that the connection serves the next message.
  await answer.body.dump();
  return answerOf(answer);
}

function answerOf(answer: Dispatcher.ResponseData): PushAnswer {
  const retryAfter = answer.headers['retry-after'];
  return { status: answer.statusCode, retryAfter: typeof retryAfter === 'string' ? retryAfter : null };
}

/** What push-worker.mjs takes for one message: the subscription's endpoint and keys, and the message. */
interface PushJob {
  endpoint: string;
  p256dh: string;
  auth: string;
  body: string;
  ttl: number;
  urgency: string;
  topic: string;
}

/**
 * The delivery threads: one per core (at most 4, at least 1), started on the first batch or by `warm`. Each
 * thread takes a share of a batch, dealt in turn so that every thread starts with the fair order's first
 * companies, and keeps its own connections (MAX_SOCKETS_PER_SERVICE shared between them).
 */
export const PUSH_THREADS = Math.max(1, Math.min(4, os.availableParallelism()));
/** Throw-away messages each thread encrypts and posts to itself when warmed (push-worker.mjs `warm`). */
const WARM_MESSAGES = 1500;

function deliveryPool(threads: number, connections: number) {
  let pool: Piscina | null = null;
  const start = () =>
    (pool ??= new Piscina({
      filename: new URL('./push-worker.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // One batch share per thread at a time; the rest wait in the pool's queue.
      concurrentTasksPerWorker: 1,
      // A thread's event loop runs between rounds (piscina's default, `sync`, pauses it until the next task): its
      // kept-alive connections hear a push service close them while idle and are dropped then, instead of taking
      // the next round's messages and failing them with "other side closed" (issue 54 item 27).
      atomics: 'async',
    }));
  return {
    run: (task: unknown) => start().run(task) as Promise<Array<PushAnswer | PushFailure>>,
    warm: async () => {
      const p = start();
      await Promise.all(
        Array.from({ length: threads }, () => p.run({ kind: 'warm', count: WARM_MESSAGES, connections })),
      );
    },
    close: async () => {
      const p = pool;
      pool = null;
      await p?.destroy();
    },
  };
}

/**
 * How long one message may take, the wait for a connection included: a push service answers in well under a
 * second; one that does not answer held a round (and every company's next alerts) for 86 s (issue 54 item 4).
 * The message is then tried again after the queue's backoff, like any unanswered one.
 */
export const PUSH_SEND_TIMEOUT_MS = 5_000;

export function createPushSender(options: {
  vapid: VapidKeys;
  contact: string;
  timeoutMs?: number;
  /** The clock that decides the VAPID token's `exp` (the app's injected clock). */
  now?: () => Date;
  /** Delivery threads (PUSH_THREADS); 0 encrypts and sends in the server's thread. */
  threads?: number;
}): PushSender {
  const signer = createVapidSigner(options);
  const threads = options.threads ?? PUSH_THREADS;
  // Each thread's connections to one push service: MAX_SOCKETS_PER_SERVICE shared between them.
  const connections = Math.max(1, Math.ceil(MAX_SOCKETS_PER_SERVICE / Math.max(1, threads)));
  const pool = threads > 0 ? deliveryPool(threads, connections) : null;
  const timeoutMs = options.timeoutMs ?? PUSH_SEND_TIMEOUT_MS;
  const prepare = async (target: PushTarget, payload: QueuedPushPayload) => {
    // web-push encrypts (RFC 8291: a new key pair and salt per message) and writes the RFC 8030 headers; the
    // VAPID header is ours (above), so no vapidDetails reach it.
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload.message),
      { TTL: payload.ttl, urgency: payload.urgency, topic: payload.topic, contentEncoding: 'aes128gcm' },
    );
    const headers = {
      ...(details.headers as Record<string, string>),
      Authorization: await signer.authorization(target.endpoint),
    };
    return () => post(details.endpoint, headers, details.body as Buffer, timeoutMs);
  };
  const deliver = async (batch: Array<{ target: PushTarget; payload: QueuedPushPayload }>) => {
    if (!pool || batch.length === 0) return [];
    // One VAPID token per push service (the threads never see the private key).
    const authorizations: Record<string, string> = {};
    for (const { target } of batch) {
      const origin = URL.parse(target.endpoint)?.origin;
      // An endpoint that is not a URL gets no token; its thread answers it with an error.
      if (origin) authorizations[origin] ??= await signer.authorization(target.endpoint);
    }
    const jobs: PushJob[] = batch.map(({ target, payload }) => ({
      endpoint: target.endpoint,
      p256dh: target.p256dh,
      auth: target.auth,
      body: JSON.stringify(payload.message),
      ttl: payload.ttl,
      urgency: payload.urgency,
      topic: payload.topic,
    }));
    const shares = Math.min(threads, jobs.length);
    // How many shares are encrypted: the threads start sending together (push-worker.mjs).
    const ready = { buffer: new SharedArrayBuffer(4), length: shares };
    const answers = await Promise.all(
      Array.from({ length: shares }, (_, k) => {
        const share = jobs.filter((_, i) => i % shares === k);
        // A thread that fails (it ran out of memory, it was ended) fails its share only: those messages are tried
        // again later like any unanswered one.
        return pool
          .run({ kind: 'deliver', jobs: share, authorizations, timeoutMs, connections, ready })
          .catch((error: unknown) => share.map((): PushFailure => ({ error })));
      }),
    );
    // Back in the batch's order: message i is the (i div shares)-th of share i mod shares.
    return jobs.map((_, i) => answers[i % shares]![Math.floor(i / shares)]!);
  };
  return {
    publicKey: options.vapid.publicKey,
    prepare,
    ...(pool ? { deliver, warm: pool.warm, close: pool.close } : {}),
    send: async (target, payload) => (await prepare(target, payload))(),
  };
}

/**
 * Can a message be encrypted for these keys (RFC 8291 §3)? `p256dh` is the device's P-256 public key, an
 * uncompressed point (65 bytes) that must lie on the curve; `auth` its 16-byte secret.
 */
export function pushKeysValid(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  try {
    crypto.ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The endpoint as the server stores and calls it: its WHATWG URL's canonical `href`, or null when what was sent is
 * not a URL written as a browser writes one. A browser's `PushSubscription.endpoint` is always a serialized URL;
 * the parser, though, forgives what no browser sends and changes what it names: it drops spaces around the URL and
 * tabs and newlines inside it, reads `https:/host` and `\` as `https://host` and `/`, and maps full-width letters
 * onto another host. So printable ASCII only (no space, no backslash), the scheme in lower case followed by `//`,
 * and then the parser's href (the host in lower case, no default port): the same device written two ways is one
 * subscription (issue 54 item 7).
 */
export function canonicalPushEndpoint(endpoint: string): string | null {
  if (!/^https?:\/\/[\x21-\x7e]+$/.test(endpoint) || endpoint.includes('\\')) return null;
  return URL.parse(endpoint)?.href ?? null;
}

/**
 * May the server call `endpoint` (canonical, canonicalPushEndpoint)? A subscription's endpoint is a URL the server
 * will POST to: only https on a known push service's host, or an origin listed in PUSH_ENDPOINT_ALLOW (tests,
 * private push services).
 */
export function pushEndpointAllowed(endpoint: string, allow: readonly string[]): boolean {
  const url = URL.parse(endpoint);
  if (!url || url.username || url.password) return false;
  if (allow.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
}

/**
 * When to try again after `answer` (a 429 or 5xx, or no answer at all): Retry-After in seconds or as an HTTP
 * date when the service gave one, else the queue's backoff for this many attempts.
 */
export function retryAt(retryAfter: string | null, now: Date, backoffMs: number): Date {
  if (retryAfter) {
    const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : null;
    if (seconds !== null) return new Date(now.getTime() + seconds * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return new Date(Math.max(date, now.getTime()));
  }
  return new Date(now.getTime() + backoffMs);
}
