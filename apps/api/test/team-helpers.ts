import { expect } from 'vitest';
import type { InviteMemberBody } from '@vendor-portal/contract/team';
import { uniqueEmail, type TestContext } from './helpers.ts';

// docs/architecture.md "A company with a crew": an invitation sent over HTTP, and the link its mail carries.

export const invitation = (overrides: Partial<InviteMemberBody> = {}): InviteMemberBody => ({
  email: uniqueEmail('invited'),
  name: 'Tess Tech',
  role: 'technician',
  ...overrides,
});

/** The token of the newest invitation mailed to `to` (waits for the mail, sent after the commit). */
export async function invitationToken(t: TestContext, to: string, after = 0): Promise<string> {
  const mailed = () => t.mail.slice(after).findLast((m) => m.to === to && m.text.includes('/join?token='));
  await expect.poll(mailed).toBeTruthy();
  return decodeURIComponent(/\/join\?token=(\S+)/.exec(mailed()!.text)![1]!);
}
