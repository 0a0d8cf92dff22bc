import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VERIFY_EMAIL } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { settle } from '../../test/settle.ts';
import { VerifyEmailPage } from './verify-email-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Identity": POST /auth/email-verification/confirm {token} → 204, or 400
// invalid-verification-token for an unknown, used or expired link.

const render = (route: string, session = {}) =>
  renderWithProviders(<VerifyEmailPage />, { route, path: '/verify-email', session });

function mockConfirm(status: number) {
  const sent: unknown[] = [];
  server.use(
    http.post('/auth/email-verification/confirm', async ({ request }) => {
      sent.push(await request.json());
      if (status === 204) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(
        { statusCode: status, code: 'invalid-verification-token', message: 'server text' },
        { status },
      );
    }),
  );
  return sent;
}

describe('/verify-email', () => {
  it('confirms the link once and says so, with a link on to the portal', async () => {
    const sent = mockConfirm(204);
    render('/verify-email?token=abc123', { status: 'signOut', token: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the portal' })).toHaveAttribute('href', '/');
    expect(sent).toEqual([{ token: 'abc123' }]);
  });

  it('signed in: forces a token refresh, so the session holds email_verified: true', async () => {
    mockConfirm(204);
    const fresh = fakeIdToken({ email: testVendor.email, email_verified: true });
    let refreshed = 0;
    server.use(
      http.post('/auth/token', () => {
        refreshed += 1;
        return HttpResponse.json({ idToken: fresh, expiresIn: 3600 });
      }),
      mockRoute(paths.getVendor).reply(() => testVendor),
    );
    const { store } = render('/verify-email?token=abc123', {
      token: fakeIdToken({ email: testVendor.email, email_verified: false }),
    });
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    await expect.poll(() => store.getState().token).toBe(fresh);
    expect(refreshed).toBe(1);
  });

  it('an unknown, used or expired link says how to get a new one', async () => {
    mockConfirm(400);
    render('/verify-email?token=used', { status: 'signOut', token: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.To get a new link, sign in and choose "Resend verification email" at the top of the page.',
    );
    expect(screen.getByRole('link', { name: 'Go to the portal' })).toHaveAttribute('href', '/');
  });

  it('without a token it sends nothing and says the link is invalid', async () => {
    const sent = mockConfirm(204);
    render('/verify-email', { status: 'signOut', token: null });
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    await settle();
    expect(sent).toEqual([]);
  });

  it('another failure offers to try again', async () => {
    mockConfirm(500);
    render('/verify-email?token=abc123', { status: 'signOut', token: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    mockConfirm(204);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
  });

  it('an email-change link moves the sign-in email, and says when the address was taken meanwhile', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/auth/email-change/confirm', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ email: 'new@example.com' });
      }),
    );
    const first = render('/verify-email?change=email&token=chg1', { status: 'signOut', token: null });
    expect(await screen.findByText(VERIFY_EMAIL.emailChanged)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'chg1' }]);
    first.unmount();

    server.use(
      http.post('/auth/email-change/confirm', () =>
        HttpResponse.json({ statusCode: 409, code: 'email-change-unavailable', message: 'x' }, { status: 409 }),
      ),
    );
    const second = render('/verify-email?change=email&token=chg2', { status: 'signOut', token: null });
    expect(await screen.findByText(VERIFY_EMAIL.emailChangeTaken)).toBeInTheDocument();
    second.unmount();

    server.use(
      http.post('/auth/email-change/confirm', () =>
        HttpResponse.json({ statusCode: 400, code: 'invalid-email-change-token', message: 'x' }, { status: 400 }),
      ),
    );
    render('/verify-email?change=email&token=chg3', { status: 'signOut', token: null });
    expect(await screen.findByText(VERIFY_EMAIL.emailChangeLinkInvalid)).toBeInTheDocument();
  });
});
