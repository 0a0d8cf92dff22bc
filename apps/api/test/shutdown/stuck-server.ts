import fs from 'node:fs';
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
    // A database call that never returns holds the connection, as a checked-out client of a pool
    // does: PGlite's runExclusive keeps every later call (and close) waiting. A transaction alone
    // would not: PGlite lets close() run between its statements, so the stop could end cleanly.
    // It logs once it holds the database, so the test signals only after that.
    app.get('/test/db-stuck', async (request) => {
      if (!('pglite' in database.listenOn)) throw new Error('the stuck server runs on PGlite');
      return database.listenOn.pglite.runExclusive(() => {
        request.log.info('test: database held');
        return new Promise(() => {});
      });
    });
    if (process.env.STUCK_CLOSE === 'true') {
      // As an engine spinning on a removed data directory would: the thread never comes back.
      database.close = () => {
        // Written at once (a pipe write is synchronous): the test signals again only after this.
        fs.writeSync(1, 'test: database close stuck\n');
        for (;;) {
          /* stuck */
        }
      };
    }
  },
});
