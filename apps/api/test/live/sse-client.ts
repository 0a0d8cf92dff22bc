import { createParser, type EventSourceMessage } from 'eventsource-parser';

// Reads GET /api/events over real HTTP with a maintained SSE parser (eventsource-parser), as the SPA
// does: fetch with the Bearer header, events collected as they arrive.

export interface SseClient {
  status: number;
  contentType: string | null;
  events: EventSourceMessage[];
  comments: string[];
  /** Resolves with the first event (after those already read) that `match` accepts. */
  next(match?: (e: EventSourceMessage) => boolean, timeoutMs?: number): Promise<EventSourceMessage>;
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
  let waiters: Array<() => void> = [];
  const wake = () => {
    for (const w of waiters) w();
    waiters = [];
  };
  const client: SseClient = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    comments,
    body: undefined,
    ended: Promise.resolve(),
    close: () => controller.abort(),
    async next(match = () => true, timeoutMs = 3_000) {
      let from = 0;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) {
          events.splice(events.indexOf(found), 1);
          return found;
        }
        from = events.length;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    client.body = await res.json().catch(() => null);
    return client;
  }
  const parser = createParser({
    onEvent: (e) => {
      events.push(e);
      wake();
    },
    onComment: (c) => {
      comments.push(c);
      wake();
    },
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
    } finally {
      wake();
    }
  })();
  return client;
}

/** No event matching `match` arrives within `ms`. */
export async function expectNone(client: SseClient, match: (e: EventSourceMessage) => boolean, ms = 300) {
  await new Promise((r) => setTimeout(r, ms));
  const found = client.events.find(match);
  if (found) throw new Error(`unexpected event ${JSON.stringify(found)}`);
}

export const data = (e: EventSourceMessage) => JSON.parse(e.data) as { action: string; id: number };
export const is =
  (event: string, action: string, id: number) =>
  (e: EventSourceMessage): boolean =>
    e.event === event && data(e).action === action && data(e).id === id;
