import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../lib/api/call.ts';
import { mockRoute } from './mock-route.ts';
import { server } from './msw-server.ts';

describe('mockRoute: an msw handler typed by its entry', () => {
  it('answers at the entry’s method and path with the answer as JSON', async () => {
    server.use(mockRoute(paths.getPreferences).reply(() => ({ language: 'es' })));
    expect(await call(paths.getPreferences)).toEqual({ language: 'es' });
  });

  it('passes a Response through (an error answer)', async () => {
    server.use(mockRoute(paths.getPreferences).reply(() => HttpResponse.json({ message: 'no' }, { status: 404 })));
    await expect(call(paths.getPreferences)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses at compile time an answer the entry does not give', () => {
    // @ts-expect-error: `language` is one of the portal's languages, never a number.
    mockRoute(paths.getPreferences).reply(() => ({ language: 7 }));
    // @ts-expect-error: the team's answer is `{ data: Member[] }`, not a bare list.
    mockRoute(paths.getTeam).reply(() => []);
    expect(true).toBe(true);
  });
});
