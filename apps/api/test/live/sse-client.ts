import type { FastifyInstance } from 'fastify';
import { max } from 'drizzle-orm';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { liveEvents } from '../../src/db/schema.ts';
import { expect } from 'vitest';
import { until } from '../helpers.ts';

// Reads GET /api/events over real HTTP with a maintained SSE parser (eventsource-parser), as the SPA
// does: fetch with the Bearer header, events collected as they arrive.

export interface SseClient {
  status: number;
  contentType: string | null;
  events: EventSourceMessage[];
  comments: string[];
  /** Resolves with the first event (after those already read) that `match` accepts. */
  next(match?: (e: EventSourceMessage) => boolean): Promise<EventSourceMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
  body: unknown;
}

export async function openStream(
  baseUrl: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: controller.signal,
  });
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const client: SseClient = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    comments,
    body: undefined,
    ended: Promise.resolve(),
    close: () => controller.abort(),
    // Awaited by condition (the test's timeout bounds it): no deadline of its own that load could break.
    async next(match = () => true) {
      const found = await until(() => events.find(match), 'a matching event');
      events.splice(events.indexOf(found), 1);
      return found;
    },
  };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    client.body = await res.json().catch(() => null);
    return client;
  }
  const parser = createParser({
    onEvent: (e) => events.push(e),
    onComment: (c) => comments.push(c),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  client.ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted by close()
    }
  })();
  return client;
}

let marks = 0;
/**
 * Whether the stream is still open once everything published so far has reached its client, known
 * without waiting a fixed time: once the app's hub has handled every bus event published so far (its
 * writes made), a comment written after them all (the stream's order) reaches the client. False when
 * the stream ended instead.
 */
export async function caughtUp(app: FastifyInstance, client: SseClient): Promise<boolean> {
  const [row] = await app.db.select({ id: max(liveEvents.id) }).from(liveEvents);
  const latest = row?.id ?? 0;
  await until(() => app.liveHub.handled(latest), 'the hub to handle every event published so far');
  const mark = `mark ${++marks}`;
  app.liveHub.heartbeat(Date.now(), mark);
  const marked = () => client.comments.some((c) => c.trim() === mark);
  await Promise.race([until(marked, `the comment "${mark}"`), client.ended]);
  return marked();
}

/** No event matching `match` reached the stream (and none will from what was published so far). */
export async function expectNone(app: FastifyInstance, client: SseClient, match: (e: EventSourceMessage) => boolean) {
  expect(await caughtUp(app, client), 'the stream is still open').toBe(true);
  const found = client.events.find(match);
  if (found) throw new Error(`unexpected event ${JSON.stringify(found)}`);
}

export const data = (e: EventSourceMessage) => JSON.parse(e.data) as { action: string; id: number };
export const is =
  (event: string, action: string, id: number) =>
  (e: EventSourceMessage): boolean =>
    e.event === event && data(e).action === action && data(e).id === id;
