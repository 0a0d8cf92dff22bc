import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '@vendor-portal/contract/i18n';
import { server } from '../test/msw-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { fakeIdToken } from '../test/tokens.ts';
import { MemberLanguage } from './member-language.tsx';
import { useCreateVendor } from '../lib/api/create-vendor.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../test/mock-route.ts';

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
    server.use(mockRoute(paths.getPreferences).reply(() => ({ language: 'es' })));
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

  it('saves it once a simple sign-up has made its company in onboarding (no member before)', async () => {
    window.localStorage.setItem('languageAtSignUp', 'es');
    let company = false;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/preferences', () =>
        company
          ? HttpResponse.json({ language: 'en' })
          : HttpResponse.json({ statusCode: 404, code: 'not-found', message: 'Vendor not found.' }, { status: 404 }),
      ),
      http.post('/api/vendor', () => {
        company = true;
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
      http.patch('/api/preferences', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ language: 'es' });
      }),
    );
    function BusinessInfo() {
      const create = useCreateVendor();
      return (
        <button type="button" onClick={() => create.mutate({})}>
          save
        </button>
      );
    }
    const { getByRole } = renderWithProviders(
      <>
        <MemberLanguage />
        <BusinessInfo />
      </>,
      { session: signedIn },
    );
    await expect.poll(() => window.localStorage.getItem('languageAtSignUp')).toBe('es');
    getByRole('button').click();
    await expect.poll(() => sent).toEqual([{ language: 'es' }]);
    await expect.poll(currentLanguage).toBe('es');
  });
});
