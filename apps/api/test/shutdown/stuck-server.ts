import { serve } from '../../src/serve.ts';

// The server as npm start runs it (serve.ts), plus what can keep a shutdown from ending: a request
// that never answers, an event stream that never ends, a database call that never returns, and
// (STUCK_CLOSE) a database close that never yields the thread. Started by shutdown.test.ts.
await serve({
  prepare(app, database) {
    app.get('/test/stuck', () => new Promise(() => {}));
    app.get('/test/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write(': open\n\n');
    });
    // PGlite runs one statement at a time: a transaction that never ends holds every later call.
    // It logs once the transaction holds the database, so the test signals only after that.
    app.get('/test/db-stuck', async (request) =>
      database.db.transaction(() => {
        request.log.info('test: database transaction open');
        return new Promise(() => {});
      }),
    );
    if (process.env.STUCK_CLOSE === 'true') {
      // As an engine spinning on a removed data directory would: the thread never comes back.
      database.close = () => {
        for (;;) {
          /* stuck */
        }
      };
    }
  },
});
