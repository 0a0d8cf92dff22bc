import { createParser } from 'eventsource-parser';
import { backoffDelay, DEFAULT_BACKOFF, type Backoff } from '../live/backoff.ts';
import { publicJobEventsUrl, type PublicJob } from './public-job.ts';

// docs/architecture.md "The customer's page": GET /api/public/job/events read as the portal reads its own stream
// (docs/decisions/009: fetch and eventsource-parser; lib/live/event-stream.ts is the portal's, which this entry
// cannot import without the app's API client). Each `job` event is the whole answer. On an end or a failure it
// reconnects with backoff; `invalid-job-token` means the link ended (`onEnded`), and it stops.

export interface JobStreamOptions {
  token: string;
  onJob: (job: PublicJob) => void;
  onEnded: () => void;
  backoff?: Backoff;
}

export function startJobStream(options: JobStreamOptions): () => void {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let stopped = false;
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
    controller = new AbortController();
    try {
      const res = await fetch(publicJobEventsUrl(options.token), {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (!res.ok || !res.body) {
        const error = (await res.json().catch(() => null)) as { code?: string } | null;
        if (error?.code !== 'invalid-job-token') return retryLater();
        stopped = true;
        return options.onEnded();
      }
      failures = 0;
      const parser = createParser({
        onEvent: (message) => {
          if (message.event !== 'job') return;
          try {
            options.onJob(JSON.parse(message.data) as PublicJob);
          } catch {
            // A malformed event is skipped: the next one is the whole answer again.
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
      // The network, or stop(): reconnect unless stopped.
    }
    retryLater();
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
