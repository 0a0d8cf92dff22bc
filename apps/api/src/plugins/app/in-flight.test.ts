import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import inFlightPlugin from './in-flight.ts';

/** `/slow` finishes after `ms`, or (ms = 'gated') when the test calls `release()`: no race with a busy machine. */
async function appWithSlowRoute(ms: number | 'gated') {
  const app = Fastify();
  await app.register(inFlightPlugin);
  const finished: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    await (ms === 'gated' ? gate : sleep(ms));
    finished.push('slow');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, finished, release, url: `http://127.0.0.1:${port}` };
}

describe('in-flight requests (graceful shutdown)', () => {
  it('waits for a handler whose client went away before the database may close', async () => {
    const { app, finished, release, url } = await appWithSlowRoute('gated');
    const controller = new AbortController();
    const request = fetch(`${url}/slow`, { signal: controller.signal }).catch(() => 'aborted');
    await sleep(50);
    controller.abort();
    expect(await request).toBe('aborted');
    await app.close(); // the connection is gone, so this does not wait for the handler
    expect(finished).toEqual([]);
    expect(await app.drained(50)).toBe(false);
    release();
    expect(await app.drained(2_000)).toBe(true);
    expect(finished).toEqual(['slow']);
  });

  it('counts failed and finished requests out, and gives up after the timeout', async () => {
    const { app, url } = await appWithSlowRoute(1_000);
    expect((await fetch(`${url}/fails`)).status).toBe(500);
    expect((await fetch(`${url}/nothing-here`)).status).toBe(404);
    expect(await app.drained(10)).toBe(true);
    const pending = fetch(`${url}/slow`);
    await sleep(50);
    expect(await app.drained(100)).toBe(false);
    expect((await pending).status).toBe(200);
    expect(await app.drained(10)).toBe(true);
    await app.close();
  });
});
