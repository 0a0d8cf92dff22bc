import net from 'node:net';
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

// No wall-clock bound on the close: without the plugin it waits for the silent connection until
// Node's headersTimeout (60 s), so the case's own timeout (20 s) fails it; with it, it ends at once.
describe('closing with connections open (graceful shutdown)', () => {
  it(
    'does not wait for a connection that never sent a byte (a proxy or a browser opened it ahead)',
    { timeout: 20_000 },
    async () => {
      const { app, port } = await listening();
      const silent = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => silent.once('connect', resolve));
      const closedByServer = new Promise((resolve) => silent.once('close', resolve));
      await app.close();
      expect(app.server.listening).toBe(false);
      await closedByServer;
    },
  );
});
