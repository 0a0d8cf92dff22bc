import { setupServer } from 'msw/node';

/** Add handlers per test with server.use(http.get('/api/…', …)). */
export const server = setupServer();
