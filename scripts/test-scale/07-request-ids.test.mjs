// Request ids: an incoming x-request-id is honoured and returned, one is generated otherwise, and
// the process logs the request under it.
import crypto from 'node:crypto';
import { describe, test } from 'vitest';
import { A, B, call, logs } from './environment.mjs';
import { parseJsonLines, sleep, verify } from './helpers.mjs';

describe('Request ids: honoured from x-request-id, returned, and in the log line of that request', () => {
  const requestId = `scale-${crypto.randomUUID()}`;

  test('x-request-id is returned as sent', async () => {
    const r = await call('GET', '/healthz', { upstream: B, headers: { 'x-request-id': requestId } });
    verify(r.requestId === requestId, r.requestId);
  });

  test('a request without one gets a generated id', async () => {
    const generated = await call('GET', '/livez', { upstream: A });
    verify(/^[0-9a-f-]{36}$/.test(generated.requestId ?? ''), generated.requestId);
  });

  test('B logged the request as JSON with that reqId', async () => {
    await sleep(200);
    const lines = parseJsonLines(logs.B);
    verify(lines.some((l) => l?.reqId === requestId && l.msg === 'request completed'));
  });
});
