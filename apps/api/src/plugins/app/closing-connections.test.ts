import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import closingConnections from './closing-connections.ts';

async function listening() {
  const app = Fastify();
  await app.register(closingConnections);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, port };
}

/** Resolves with how long `app.close()` took, or 'waiting' past `boundMs`. */
async function closeTime(close: Promise<unknown>, boundMs = 2_000): Promise<number | 'waiting'> {
  const started = Date.now();
  return Promise.race([close.then(() => Date.now() - started), sleep(boundMs).then(() => 'waiting' as const)]);
}

describe('closing with connections open (graceful shutdown)', () => {
  it('does not wait for a connection that never sent a byte (a proxy or a browser opened it ahead)', async () => {
    const { app, port } = await listening();
    const silent = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => silent.once('connect', resolve));
    const closedByServer = new Promise((resolve) => silent.once('close', resolve));
    expect(await closeTime(app.close())).toBeLessThan(1_500);
    await closedByServer;
  });
});
