import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import inFlightPlugin from './in-flight.ts';

/**
 * `/slow` says when its handler has begun (`entered`) and finishes when the test calls `release()`:
 * no sleep and no race with a busy machine.
 */
async function appWithSlowRoute() {
  const app = Fastify();
  await app.register(inFlightPlugin);
  const finished: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let enter = () => {};
  const entered = new Promise<void>((resolve) => (enter = resolve));
  app.get('/slow', async () => {
    enter();
    await gate;
    finished.push('slow');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, finished, release, entered, url: `http://127.0.0.1:${port}` };
}

describe('in-flight requests (graceful shutdown)', () => {
  it('waits for a handler whose client went away before the database may close', async () => {
    const { app, finished, release, entered, url } = await appWithSlowRoute();
    const controller = new AbortController();
    const request = fetch(`${url}/slow`, { signal: controller.signal }).catch(() => 'aborted');
    await entered;
    controller.abort();
    expect(await request).toBe('aborted');
    await app.close(); // the connection is gone, so this does not wait for the handler
    expect(finished).toEqual([]);
    expect(await app.drained(50)).toBe(false);
    release();
    // Resolves as soon as it drains: the bound only ends a wait that would never end.
    expect(await app.drained(30_000)).toBe(true);
    expect(finished).toEqual(['slow']);
  });

  it('counts failed and finished requests out, and gives up after the timeout', async () => {
    const { app, release, entered, url } = await appWithSlowRoute();
    expect((await fetch(`${url}/fails`)).status).toBe(500);
    expect((await fetch(`${url}/nothing-here`)).status).toBe(404);
    expect(await app.drained(10)).toBe(true);
    const pending = fetch(`${url}/slow`);
    await entered;
    expect(await app.drained(100)).toBe(false);
    release();
    expect((await pending).status).toBe(200);
    expect(await app.drained(10)).toBe(true);
    await app.close();
  });
});
