import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AUTH } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { failingChecks } from '../../test/auth-mocks.ts';

vi.mock('../../lib/lazy-zod-resolver.ts', async (importOriginal) =>
  (await import('../../test/auth-mocks.ts')).lazyResolverMock(importOriginal),
);

const signedOut = { status: 'signOut' as const, token: null, vendorId: null, email: null };
const render = (route: string) =>
  renderWithProviders(<ResetPasswordPage />, {
    path: '/reset-password',
    route,
    session: signedOut,
    routes: [{ path: '/login', element: <LoginPage /> }],
  });

async function submit(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(AUTH.newPasswordLabel), password);
  await userEvent.type(screen.getByLabelText(AUTH.confirmPasswordLabel), confirm);
  await userEvent.click(screen.getByRole('button', { name: AUTH.resetPasswordButton }));
}

describe('/reset-password (docs/architecture.md Identity)', () => {
  it('applies the password rules of registration', async () => {
    render('/reset-password?token=abc');
    expect(screen.getByRole('heading', { name: AUTH.resetPasswordHeading })).toBeInTheDocument();
    await submit('123', '456789');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(AUTH.newPasswordLabel));
    await userEvent.type(screen.getByLabelText(AUTH.newPasswordLabel), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: AUTH.resetPasswordButton }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sets the new password with the token and sends the vendor to /login with a message', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/auth/password-reset/confirm', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = render('/reset-password?token=tok-123');
    await submit('brand-new-1');
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH.passwordChanged);
    expect(router.state.location.pathname).toBe('/login');
    expect(bodies).toEqual([{ token: 'tok-123', newPassword: 'brand-new-1' }]);
  });

  it("says 'Something went wrong. Please try again later.' when its checks cannot run; the next submit works", async () => {
    server.use(http.post('/auth/password-reset/confirm', () => new HttpResponse(null, { status: 204 })));
    const { router } = render('/reset-password?token=tok-123');
    failingChecks.on = true;
    await submit('brand-new-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.somethingWentWrong);
    failingChecks.on = false;
    await userEvent.click(screen.getByRole('button', { name: AUTH.resetPasswordButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH.passwordChanged);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an expired or used link says so, with a way to request a new one', async () => {
    server.use(
      http.post('/auth/password-reset/confirm', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'x', code: 'invalid-reset-token' },
          { status: 400 },
        ),
      ),
    );
    render('/reset-password?token=used');
    await submit('brand-new-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.resetLinkInvalid);
    expect(screen.getByRole('link', { name: AUTH.requestNewLink })).toHaveAttribute('href', '/login');
  });

  it('a link without a token says so at once', () => {
    render('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH.resetLinkInvalid);
    expect(screen.getByRole('button', { name: AUTH.resetPasswordButton })).toBeDisabled();
  });
});
