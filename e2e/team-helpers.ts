import type { APIRequestContext } from '@playwright/test';
import { expect, newEmail, type Ops, type VendorByApi } from './fixtures.ts';

// Members of a company for the journeys that need a crew (issue 42): invited and joined by API, as /team and /join do.

/** A member invited by the owner (POST /api/team) who joins with the mailed link's token, by API. */
export async function joinedMemberByApi(
  request: APIRequestContext,
  ops: Ops,
  owner: VendorByApi,
  role: 'office' | 'technician',
  name: string,
): Promise<{ id: number; email: string; password: string }> {
  const email = newEmail(role);
  const invited = await request.post('/api/team', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email, name, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await ops.outbox()).find((m) => m.to === email)?.links.find((l) => new URL(l).pathname === '/join');
      return link;
    })
    .toBeTruthy();
  const password = 'member-pass-123';
  const joined = await request.post('/auth/invitations/confirm', {
    data: { token: new URL(link!).searchParams.get('token'), password },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return { id: (await invited.json()).id, email, password };
}
