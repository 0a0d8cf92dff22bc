import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { GetStartedPage } from './get-started-page.tsx';
import { failingChecks, fakeSession, withBrand } from '../../test/auth-mocks.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

vi.mock('../../lib/lazy-zod-resolver.ts', async (importOriginal) =>
  (await import('../../test/auth-mocks.ts')).lazyResolverMock(importOriginal),
);

withBrand('AcmeClean');

const signedOut = { status: 'signOut' as const, token: null, vendorId: null, email: null };
const render = () =>
  renderWithProviders(<GetStartedPage />, {
    path: '/get-started',
    session: signedOut,
    routes: [
      { path: '/onboarding', element: <p>onboarding page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  });

async function fill(email: string, password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(AUTH.emailLabel), email);
  await userEvent.type(screen.getByLabelText(AUTH.passwordLabel), password);
  await userEvent.type(screen.getByLabelText(AUTH.confirmPasswordLabel), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('simple sign-up /get-started (docs/product-spec.md §2 Account creation 2, §5, §8)', () => {
  // A new account has no vendor yet: the session looks it up after signing up.
  beforeEach(() => server.use(http.get('/api/vendor', () => HttpResponse.json({ message: 'none' }, { status: 404 }))));
  it('has email, password, confirm password with visibility toggles, Create Account and a Login link', async () => {
    const { router } = render();
    expect(screen.getByRole('heading', { name: 'Create Your AcmeClean Account' })).toBeInTheDocument();
    expect(screen.getByLabelText(AUTH.emailLabel)).toBeInTheDocument();
    expect(screen.getByLabelText(AUTH.passwordLabel)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(AUTH.confirmPasswordLabel)).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getAllByRole('button', { name: AUTH.showPassword })[1]!);
    expect(screen.getByLabelText(AUTH.confirmPasswordLabel)).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('validates with the sign-up texts', async () => {
    render();
    await fill('not-an-email', '12345', '54321');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(AUTH.passwordLabel));
    await userEvent.type(screen.getByLabelText(AUTH.passwordLabel), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('creates the account, stores the token and goes to /onboarding', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/auth/accounts', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(fakeSession('new@example.com'), { status: 201 });
      }),
    );
    const { store } = render();
    await fill('new@example.com', 'secret-1');
    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'new@example.com', password: 'secret-1' }]);
    expect(store.getState().status).toBe('unauthorized');
    expect(window.localStorage.getItem('authToken')).toBe(fakeSession('new@example.com').idToken);
  });

  it('an email in use with another password: the branded text and a Sign in link to /login', async () => {
    server.use(
      http.post('/auth/accounts', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'taken', code: 'email-already-in-use' },
          { status: 409 },
        ),
      ),
      http.post('/auth/sessions', () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'no', code: 'invalid-credential' },
          { status: 401 },
        ),
      ),
    );
    const { router } = render();
    await fill('taken@example.com', 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent("There's already a AcmeClean account with this email.");
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an email in use with the right password signs in instead (docs/product-spec.md §4)', async () => {
    server.use(
      http.post('/auth/accounts', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'taken', code: 'email-already-in-use' },
          { status: 409 },
        ),
      ),
      mockRoute(paths.postAuthSessions).reply(() => fakeSession('taken@example.com')),
    );
    render();
    await fill('taken@example.com', 'secret-1');
    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
  });

  it('an email in use whose account has a vendor already: signed in with it, so onboarding resumes it', async () => {
    server.use(
      http.post('/auth/accounts', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'taken', code: 'email-already-in-use' },
          { status: 409 },
        ),
      ),
      mockRoute(paths.postAuthSessions).reply(() => fakeSession('taken@example.com')),
      mockRoute(paths.getVendor).reply(() => ({ ...testVendor, email: 'taken@example.com' })),
    );
    const { store } = render();
    await fill('taken@example.com', 'secret-1');
    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ status: 'signIn', vendorId: testVendor.id });
  });

  it("other provider errors show their message; a server failure shows 'Something went wrong. Please try again later.'", async () => {
    server.use(
      http.post('/auth/accounts', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'Password must be at most 128 characters' },
          { status: 400 },
        ),
      ),
    );
    render();
    await fill('new@example.com', 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at most 128 characters');
    server.use(http.post('/auth/accounts', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  });

  it("says 'Something went wrong. Please try again later.' when its checks cannot run; the next submit works", async () => {
    server.use(http.post('/auth/accounts', () => HttpResponse.json(fakeSession('new@example.com'), { status: 201 })));
    render();
    failingChecks.on = true;
    await fill('new@example.com', 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.somethingWentWrong);
    failingChecks.on = false;
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
  });

  it("a failure without a message: 'Failed to create account. Please try again.'", async () => {
    server.use(http.post('/auth/accounts', () => new HttpResponse(null, { status: 403 })));
    render();
    await fill('new@example.com', 'secret-1');
    // api-client turns a bare status into 'Request failed with status 403'; the SPEC's text is the
    // fallback when there is no server message at all.
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.createAccountFailed);
  });
});
