import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Navigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AUTH } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor, type RenderOptions } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { fakeSession, withBrand } from '../../test/auth-mocks.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

withBrand('AcmeClean');

const signedOut = { status: 'signOut' as const, token: null, vendorId: null, email: null };

function renderLogin(options: Pick<RenderOptions, 'route' | 'routes'> = {}) {
  return renderWithProviders(<LoginPage />, {
    path: '/login',
    route: options.route ?? '/login',
    session: signedOut,
    routes: [
      { path: '/', element: <p>home page</p> },
      { path: '/services', element: <p>services page</p> },
      ...(options.routes ?? []),
    ],
  });
}

function mockSignIn(status = 200) {
  const calls: unknown[] = [];
  server.use(
    http.post('/auth/sessions', async ({ request }) => {
      calls.push(await request.json());
      if (status === 200) return HttpResponse.json(fakeSession('v@example.com'));
      return HttpResponse.json(
        {
          statusCode: status,
          error: 'x',
          message: 'server text',
          code: status === 429 ? 'too-many-requests' : 'invalid-credential',
        },
        { status },
      );
    }),
    mockRoute(paths.postAuthToken).reply(() => ({ idToken: fakeSession('v@example.com').idToken, expiresIn: 3600 })),
    mockRoute(paths.getVendor).reply(() => testVendor),
  );
  return calls;
}

const email = () => screen.getByLabelText(AUTH.emailLabel);
const password = () => screen.getByLabelText(AUTH.passwordLabel);

describe('login page, login mode (docs/product-spec.md §2)', () => {
  it('shows the branded heading, the text, both fields, Login, Forgot Password? and Create Account', async () => {
    const { router } = renderLogin({ routes: [{ path: '/get-started', element: <p>sign-up page</p> }] });
    expect(screen.getByRole('heading', { name: 'Login to Your AcmeClean Account' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email and password to access your vendor dashboard')).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(router.state.location.pathname).toBe('/get-started');
  });

  it('shows or hides the password', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: AUTH.showPassword }));
    expect(password()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: AUTH.hidePassword }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('validates (docs/product-spec.md §5): the first message per field, linked to the field; typing clears that field only', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    await userEvent.type(email(), 'v');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('signs in and returns to the page first asked for, replacing history', async () => {
    const calls = mockSignIn();
    const { router, store } = renderLogin({
      route: '/start',
      routes: [
        {
          path: '/start',
          element: <Navigate to="/login" state={{ from: { pathname: '/services', search: '?x=1', hash: '' } }} />,
        },
      ],
    });
    await userEvent.type(email(), 'v@example.com');
    await userEvent.type(password(), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('services page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/services', search: '?x=1' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toEqual([{ email: 'v@example.com', password: 'secret-1' }]);
    expect(store.getState().status).toBe('signIn');
    expect(window.localStorage.getItem('authToken')).toBe(fakeSession('v@example.com').idToken);
  });

  it('signs in once when the form is submitted twice in a row', async () => {
    const calls = mockSignIn();
    renderLogin();
    await userEvent.type(email(), 'v@example.com');
    await userEvent.type(password(), 'secret-1');
    const form = screen.getByRole('button', { name: 'Login' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows a general error when its checks cannot run (e.g. offline), and the next submit works', async () => {
    mockSignIn();
    const auth = await import('@vendor-portal/contract/auth');
    const parse = vi.spyOn(auth.loginForm, 'safeParse').mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    renderLogin();
    await userEvent.type(email(), 'v@example.com');
    await userEvent.type(password(), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.somethingWentWrong);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    parse.mockRestore();
  });

  it('goes to / after sign-in when no page was asked for', async () => {
    mockSignIn();
    renderLogin();
    await userEvent.type(email(), 'v@example.com');
    await userEvent.type(password(), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it("shows 'Login failed. Please check your credentials.' in red; typing clears it", async () => {
    mockSignIn(401);
    renderLogin();
    await userEvent.type(email(), 'v@example.com');
    await userEvent.type(password(), 'wrong-1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
    await userEvent.type(password(), 'x');
    expect(screen.queryByText(AUTH.loginFailed)).not.toBeInTheDocument();
  });

  it('says so when sign-in is rate limited', async () => {
    mockSignIn(429);
    renderLogin();
    await userEvent.type(email(), 'v@example.com');
    await userEvent.type(password(), 'wrong-1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.tooManyRequests);
  });

  it('shows a message handed over by the reset-password page', () => {
    renderLogin({
      route: '/start',
      routes: [{ path: '/start', element: <Navigate to="/login" state={{ message: AUTH.passwordChanged }} /> }],
    });
    expect(screen.getByRole('status')).toHaveTextContent(AUTH.passwordChanged);
  });
});

describe('login page, reset mode (docs/product-spec.md §2, §4, §5, §8)', () => {
  async function toResetMode() {
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  }

  it('shows its text, Send Reset Link and Back to Login, and no password', async () => {
    renderLogin();
    await toResetMode();
    expect(
      screen.getByText("Enter your email address and we'll send you a link to reset your password"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText(AUTH.passwordLabel)).not.toBeInTheDocument();
  });

  it('switching clears errors and messages; switching to reset clears the password', async () => {
    mockSignIn(401);
    renderLogin();
    await userEvent.type(email(), 'v@example.com');
    await userEvent.type(password(), 'wrong-1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText(AUTH.loginFailed);
    await toResetMode();
    expect(screen.queryByText(AUTH.loginFailed)).not.toBeInTheDocument();
    expect(email()).toHaveValue('v@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(password()).toHaveValue('');
  });

  it('validates the email only', async () => {
    renderLogin();
    await toResetMode();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('sends the reset email and shows the success message in green; Back to Login clears it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/auth/password-reset', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    renderLogin();
    await toResetMode();
    await userEvent.type(email(), 'v@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent. Check your inbox (and spam folder).',
    );
    expect(sent).toEqual([{ email: 'v@example.com' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.queryByText(AUTH.resetSent)).not.toBeInTheDocument();
  });

  it('shows the SPEC failure text when the reset call fails', async () => {
    server.use(http.post('/auth/password-reset', () => HttpResponse.json({ message: 'x' }, { status: 429 })));
    renderLogin();
    await toResetMode();
    await userEvent.type(email(), 'v@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'If an account exists for this email, a reset link has been sent. Otherwise, please check the email address or try again later.',
      ),
    );
  });
});
