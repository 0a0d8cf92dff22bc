import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '@vendor-portal/contract/i18n';
import { server } from '../test/msw-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { fakeIdToken } from '../test/tokens.ts';
import { MemberLanguage } from './member-language.tsx';

// Issue 46: a signed-in member reads in its own language (GET /api/preferences); the language chosen before
// sign-up or /join becomes the member's.

afterEach(() => {
  setLanguage('en');
  window.localStorage.clear();
});
const signedIn = {
  status: 'signIn' as const,
  token: fakeIdToken({ email: 'o@example.com', vendorId: 1 }),
  vendorId: 1,
};

describe('MemberLanguage', () => {
  it("turns the pages to the member's own language", async () => {
    server.use(http.get('/api/preferences', () => HttpResponse.json({ language: 'es' })));
    renderWithProviders(<MemberLanguage />, { session: signedIn });
    await expect.poll(currentLanguage).toBe('es');
  });

  it('saves the language a sign-up was made in as the new member’s', async () => {
    window.localStorage.setItem('languageAtSignUp', 'es');
    const sent: unknown[] = [];
    server.use(
      http.patch('/api/preferences', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ language: 'es' });
      }),
    );
    renderWithProviders(<MemberLanguage />, { session: signedIn });
    await expect.poll(() => sent).toEqual([{ language: 'es' }]);
    await expect.poll(currentLanguage).toBe('es');
    expect(window.localStorage.getItem('languageAtSignUp')).toBeNull();
  });
});
