import webpush from 'web-push';
import { KNOWN_PUSH_HOSTS, type PushMessage } from '@vendor-portal/contract/push';
import type { VapidKeys } from './secrets.ts';

// docs/architecture.md "Alerts on the phone (Web Push)": a message is an RFC 8030 POST to the subscription's
// endpoint, its body encrypted per RFC 8291 and signed per RFC 8292 (VAPID). The web-push library does the
// cryptography and writes the headers (generateRequestDetails); the request itself is ours (fetch), so that
// loopback test services may speak http and the answer's status and Retry-After reach the queue as they are.

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
}

export interface PushSender {
  publicKey: string;
  send(target: PushTarget, payload: QueuedPushPayload): Promise<PushAnswer>;
}

/** The Topic of every message about a job (32 base64url characters at most, RFC 8030 §5.4). */
export const jobTopic = (appointmentId: number) => `job-${appointmentId}`;

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

export function createPushSender(options: { vapid: VapidKeys; contact: string; timeoutMs?: number }): PushSender {
  const vapidDetails = {
    subject: options.contact,
    publicKey: options.vapid.publicKey,
    privateKey: options.vapid.privateKey,
  };
  return {
    publicKey: options.vapid.publicKey,
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload.message),
        {
          vapidDetails,
          TTL: payload.ttl,
          urgency: payload.urgency,
          topic: payload.topic,
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    },
  };
}

/**
 * May the server call `endpoint`? A subscription's endpoint is a URL the server will POST to: only https on a
 * known push service's host, or an origin listed in PUSH_ENDPOINT_ALLOW (tests, private push services).
 */
export function pushEndpointAllowed(endpoint: string, allow: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
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
