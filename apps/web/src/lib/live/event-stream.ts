import { createParser } from 'eventsource-parser';
import { backoffDelay, DEFAULT_BACKOFF, type Backoff } from './backoff.ts';
import type { LiveEvent } from '@vendor-portal/contract/live';
import { API_BASE } from '../api/api-client.ts';

// docs/architecture.md "Live events and alerts": GET /api/events read with fetch (EventSource
// cannot send the Bearer header) and eventsource-parser. On any end or failure it reconnects with
// backoff, the token of that moment (the session refreshes it) and the last event id, so nothing
// said while it was away is lost. One per tab (app/live-events.tsx).

export interface EventStreamOptions {
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /** Open (true) or reconnecting (false): on true the lists are worth re-reading. */
  onConnection?: (open: boolean) => void;
  fetch?: typeof fetch;
  /** Backoff after failures: doubles from min to max, with jitter. */
  backoff?: Backoff;
}

export function startEventStream(options: EventStreamOptions): () => void {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let stopped = false;
  let lastEventId: string | undefined;
  let failures = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retryLater = () => {
    if (stopped) return;
    const delay = backoffDelay(failures, backoff);
    failures++;
    timer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    const token = options.getToken();
    if (!token) return retryLater();
    controller = new AbortController();
    try {
      const res = await doFetch(`${API_BASE}/events`, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (!res.ok || !res.body) return retryLater();
      failures = 0;
      options.onConnection?.(true);
      const parser = createParser({
        onEvent: (message) => {
          if (message.id) lastEventId = message.id;
          if (message.event !== 'unclaimed' && message.event !== 'appointment' && message.event !== 'vendor') return;
          try {
            options.onEvent({ event: message.event, data: JSON.parse(message.data) } as LiveEvent);
          } catch {
            // A malformed event is skipped; the next re-read of the lists corrects anything missed.
          }
        },
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // Network failure or stop(): reconnect unless stopped.
    }
    if (stopped) return;
    options.onConnection?.(false);
    // The server ends the stream when the token expires: come back at once with the fresh one.
    retryLater();
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
