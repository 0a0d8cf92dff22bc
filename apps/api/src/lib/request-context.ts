import { AsyncLocalStorage } from 'node:async_hooks';

// docs/operations.md "Logs", "Traces": what a request's own work knows about the request without
// being handed it: its id and, when tracing is on, its span's W3C traceparent. A mail queued by the
// request stores both (lib/mail-queue.ts), so the job's log line and span name the request that
// caused it, in whichever process sends it.

export interface RequestContext {
  requestId: string;
  /** `00-<trace id>-<span id>-<flags>` of the request's span; only when tracing is on. */
  traceparent?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (a Fastify hook's `done`) with `context` as the current request's. */
export function runInRequest(context: RequestContext, fn: () => void): void {
  storage.run(context, fn);
}

/** The request whose work this is, if any (a timer or the mail worker has none). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
