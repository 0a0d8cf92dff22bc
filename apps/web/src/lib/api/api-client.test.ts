import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { ApiError, apiRequest } from './api-client.ts';

// docs/architecture.md "Idempotent creates": the client sends one key per user action, the same
// key when the action is sent again after it was lost, and a network failure in words.

function recordKeys(answer: () => Response | Promise<Response>) {
  const keys: Array<string | null> = [];
  server.use(
    http.post('/api/things', async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return answer();
    }),
  );
  return keys;
}

describe('creates through the api client', () => {
  it('sends the same create once while it is on its way', async () => {
    let release!: () => void;
    const keys = recordKeys(async () => {
      await new Promise<void>((r) => (release = r));
      return HttpResponse.json({ id: 1 }, { status: 201 });
    });
    const first = apiRequest('/things', { method: 'POST', body: { a: 1 }, idempotent: true });
    const second = apiRequest('/things', { method: 'POST', body: { a: 1 }, idempotent: true });
    await expect.poll(() => keys.length).toBe(1);
    release();
    expect(await Promise.all([first, second])).toEqual([{ id: 1 }, { id: 1 }]);
    expect(keys).toHaveLength(1);
  });

  it('keeps the key when the send was lost, and takes a new one for the next action', async () => {
    let down = true;
    const keys = recordKeys(() => (down ? HttpResponse.error() : HttpResponse.json({ id: 2 }, { status: 201 })));
    const lost = await apiRequest('/things', { method: 'POST', body: { b: 2 }, idempotent: true }).catch(
      (err: unknown) => err,
    );
    expect(lost).toBeInstanceOf(ApiError);
    expect((lost as ApiError).status).toBe(0);
    expect((lost as ApiError).message).toBe(ACTIONS.networkUnreachable);
    expect((lost as ApiError).idempotencyKey).toBe(keys[0]);
    down = false;
    await apiRequest('/things', { method: 'POST', body: { b: 2 }, idempotent: true });
    await apiRequest('/things', { method: 'POST', body: { b: 2 }, idempotent: true });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('says that the server could not be reached, never "Failed to fetch"', async () => {
    server.use(http.get('/api/anything', () => HttpResponse.error()));
    await expect(apiRequest('/anything')).rejects.toMatchObject({ status: 0, message: ACTIONS.networkUnreachable });
  });
});
