import { describe, expect, it } from 'vitest';
import { SERVER_NAVIGATIONS } from './service-worker-routes.ts';

// Workbox matches a navigation's path and query (its URL without the origin) against the denylist.
const leftToServer = (pathAndQuery: string) => SERVER_NAVIGATIONS.some((pattern) => pattern.test(pathAndQuery));

describe('the service worker’s navigations', () => {
  it('leaves the API, identity, the feed and the customer’s /approve and /job pages to the server', () => {
    for (const url of [
      '/api/appointment',
      '/auth/token',
      '/calendar/abc.ics',
      '/approve?token=x&lang=es',
      '/job?token=x&lang=es',
      '/healthz',
    ])
      expect(leftToServer(url), url).toBe(true);
  });

  it('serves the portal’s own pages from the shell', () => {
    for (const url of ['/', '/appointments/12', '/account', '/approvals', '/jobs', '/login?next=%2Fapprove'])
      expect(leftToServer(url), url).toBe(false);
  });
});
