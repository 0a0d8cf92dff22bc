import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH, JOIN } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { JoinPage } from './join-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

const signedOut = { status: 'signOut' as const, token: null, vendorId: null, email: null };
const render = (route: string) =>
  renderWithProviders(<JoinPage />, {
    path: '/join',
    route,
    session: signedOut,
    routes: [{ path: '/', element: <p>its day</p> }],
  });

async function submit(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(JOIN.joinPassword), password);
  await userEvent.type(screen.getByLabelText(JOIN.joinConfirm), confirm);
  await userEvent.click(screen.getByRole('button', { name: JOIN.joinSubmit }));
}

describe('/join (docs/features.md "A company with a crew")', () => {
  it('the invitee chooses a password and lands signed in, through sign-in’s session steps', async () => {
    const idToken = fakeIdToken({ email: 'tess@example.com', vendorId: 7, memberRole: 'technician' });
    let sent: unknown;
    server.use(
      http.post('/auth/invitations/confirm', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { idToken, expiresIn: 3600, user: { id: 'u9', email: 'tess@example.com' } },
          { status: 201 },
        );
      }),
      // Sign-in's forced refresh (docs/product-spec.md §7) answers the same token.
      mockRoute(paths.postAuthToken).reply(() => ({ idToken, expiresIn: 3600 })),
    );
    const { router, store } = render('/join?token=abc');
    await submit('sturdy-pass-1');
    expect(await screen.findByText('its day')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toEqual({ token: 'abc', password: 'sturdy-pass-1' });
    expect(store.getState()).toMatchObject({ status: 'signIn', email: 'tess@example.com', vendorId: 7 });
  });

  it("applies the repo's password rules, with confirm", async () => {
    render('/join?token=abc');
    await submit('sturdy-pass-1', 'sturdy-pass-2');
    expect(await screen.findByText(AUTH.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('a used or expired link (400 invalid-invitation-token) says so and what to do', async () => {
    server.use(
      http.post('/auth/invitations/confirm', () =>
        HttpResponse.json({ code: 'invalid-invitation-token', message: 'expired' }, { status: 400 }),
      ),
    );
    const { router } = render('/join?token=old');
    await submit('sturdy-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(JOIN.invitationInvalid);
    expect(router.state.location.pathname).toBe('/join');
  });

  it('a link without its token says so', () => {
    render('/join');
    expect(screen.getByRole('alert')).toHaveTextContent(JOIN.joinMissingToken);
    expect(screen.getByRole('button', { name: JOIN.joinSubmit })).toBeDisabled();
  });

  it('names the company, the role and the address the link is for, and says at once when it no longer works', async () => {
    server.use(
      http.post('/auth/invitations/lookup', async ({ request }) => {
        const { token } = (await request.json()) as { token: string };
        return token === 'good'
          ? HttpResponse.json({
              company: 'Shiny Cars LLC',
              name: 'Tess',
              email: 'tess@example.com',
              role: 'technician',
            })
          : HttpResponse.json(
              { statusCode: 400, error: 'Bad Request', message: 'x', code: 'invalid-invitation-token' },
              { status: 400 },
            );
      }),
    );
    const { unmount } = render('/join?token=good');
    expect(await screen.findByText(JOIN.joinInvitedAs('Shiny Cars LLC', 'technician'))).toBeInTheDocument();
    expect(screen.getByText(JOIN.joinEmail('tess@example.com'))).toBeInTheDocument();
    unmount();
    render('/join?token=used');
    expect(await screen.findByText(JOIN.invitationInvalid)).toBeInTheDocument();
  });
});
