import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Graceful shutdown (docs/architecture.md "Live events and alerts", several processes): closing
// the server waits for its connections. Node closes the idle keep-alive ones, but counts a
// connection that has not sent a byte yet (one a proxy or a browser opened ahead of its next
// request) as a request in progress, so close() would wait for it to the forced close. While
// closing: such a connection is closed after a short grace (a request arriving in it is still
// answered), and every answer is its connection's last (a keep-alive socket then ends with it).

/** How long a connection that has sent nothing may still start its request once closing began. */
const SILENT_CONNECTION_GRACE_MS = 250;

export default fp(async function closingConnectionsPlugin(app: FastifyInstance) {
  const sockets = new Set<Socket>();
  let closing = false;
  const closeIfSilent = (socket: Socket) => {
    setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, SILENT_CONNECTION_GRACE_MS).unref();
  };
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (closing) closeIfSilent(socket);
  });
  app.server.on('request', (_req, res) => {
    res.once('finish', () => {
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of sockets) if (socket.bytesRead === 0) closeIfSilent(socket);
  });
});
