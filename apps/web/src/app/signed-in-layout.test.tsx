import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GENERAL, TEAM } from '@vendor-portal/contract/messages';
import { server } from '../test/msw-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { fakeIdToken } from '../test/tokens.ts';
import { SignedInLayout } from './signed-in-layout.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../test/mock-route.ts';

const BrokenPage = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

const render = (route = '/unclaimed', session = {}) => {
  // The document expiry banner reads the vendor's files (features/account/document-status.tsx).
  server.use(mockRoute(paths.getVendorFiles).reply(() => []));
  return renderWithProviders(<SignedInLayout />, {
    route,
    session,
    path: '/',
    routes: [
      {
        element: <SignedInLayout />,
        children: [
          { path: '/unclaimed', element: <p>unclaimed page</p> },
          { path: '/appointments/:id', element: <p>detail page</p> },
          { path: '/services', element: <p>services page</p> },
          { path: '/account', element: <p>account page</p> },
          { path: '/broken', element: <BrokenPage /> },
        ],
      },
      { path: '/login', element: <p>login page</p> },
    ],
  });
};

describe('signed-in layout (docs/product-spec.md §2)', () => {
  it("highlights Appointments on an appointment's detail page", () => {
    render('/appointments/7');
    expect(screen.getByRole('link', { name: 'Appointments' })).toHaveClass('bg-brand-50');
    expect(screen.getByRole('link', { name: 'Unclaimed' })).not.toHaveClass('bg-brand-50');
  });

  it('has the four menu entries with the current one highlighted', () => {
    render();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    for (const [name, href] of [
      ['Appointments', '/'],
      ['Unclaimed', '/unclaimed'],
      ['Services', '/services'],
      ['Account', '/account'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Unclaimed' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Appointments' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('unclaimed page')).toBeInTheDocument();
  });

  it("shows the vendor's email and a logo link to /", async () => {
    const { router } = render();
    expect(screen.getByText('vendor@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'ServiceHub' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('the menu toggle opens and closes the menu, with its name and aria-expanded; Escape closes it', async () => {
    render();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Appointments' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('clicking the dimmed backdrop, a menu entry or the logo closes the mobile menu', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByTestId('menu-backdrop'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(screen.getByText('services page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'ServiceHub' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('Sign Out signs the vendor out and goes to /login', async () => {
    let signedOut = false;
    server.use(
      http.delete('/auth/sessions/current', () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, store } = render();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signedOut).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'signOut', token: null });
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});

describe('email verification banner (docs/architecture.md "Identity")', () => {
  const unverified = { token: fakeIdToken({ email: 'vendor@example.com', email_verified: false }) };
  const banner = () => screen.queryByRole('region', { name: 'Verify your email' });

  it('shows on every signed-in page while the token says email_verified: false', async () => {
    render('/unclaimed', unverified);
    expect(banner()).toHaveTextContent('Please verify your email address. We sent you a link when you signed up.');
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(await screen.findByText('services page')).toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
  });

  it('shows nothing for a verified email', () => {
    render('/unclaimed', { token: fakeIdToken({ email: 'vendor@example.com', email_verified: true }) });
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows nothing for a token without the claim (older tokens, the demo vendor)', () => {
    render('/unclaimed', { token: fakeIdToken({ email: 'vendor@example.com' }) });
    expect(banner()).not.toBeInTheDocument();
  });

  it("resends the link: 202 shows a success text, 429 the server's message", async () => {
    let calls = 0;
    server.use(
      http.post('/auth/email-verification', ({ request }) => {
        expect(request.headers.get('authorization')).toBe(`Bearer ${unverified.token}`);
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 202 })
          : HttpResponse.json(
              { statusCode: 429, code: 'too-many-requests', message: 'Too many requests. Please try again later.' },
              { status: 429 },
            );
      }),
    );
    render('/unclaimed', unverified);
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent. Check your inbox for the link.')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('a page that cannot load keeps the header and the menu, and another entry of the menu works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    render('/broken');
    expect(await screen.findByRole('heading', { name: GENERAL.pageLoadFailedTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GENERAL.reloadPage })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: GENERAL.mainMenuLabel })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(await screen.findByText('services page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: GENERAL.pageLoadFailedTitle })).not.toBeInTheDocument();
  });
});

// docs/features.md "A company with a crew": each role sees its own product, from the contract's `may`.
describe('the menu and the pages by role', () => {
  const as = (memberRole?: string) => ({
    token: fakeIdToken({ email: 'm@example.com', vendorId: 7, ...(memberRole ? { memberRole } : {}) }),
  });
  const entries = () =>
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it("a technician's menu holds only its appointments, its ratings and its account; the company's pages say so", async () => {
    const { router } = render('/services', as('technician'));
    expect(entries()).toEqual(['Appointments', 'Ratings', 'Account']);
    expect(screen.getByRole('heading', { name: TEAM.pageForbiddenTitle })).toBeInTheDocument();
    expect(screen.queryByText('services page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: TEAM.pageForbiddenHome }));
    expect(router.state.location.pathname).toBe('/');
    await act(() => router.navigate('/unclaimed'));
    expect(screen.getByRole('heading', { name: TEAM.pageForbiddenTitle })).toBeInTheDocument();
    await act(() => router.navigate('/appointments/7'));
    expect(screen.getByText('detail page')).toBeInTheDocument();
  });

  it('the office sees everything but earnings; the owner (a token without the claim) everything', () => {
    render('/services', as('office'));
    expect(entries()).toEqual([
      'Appointments',
      'Unclaimed',
      'Services',
      'Dispatch',
      'Team',
      'Scorecard',
      'Ratings',
      'Account',
    ]);
    expect(screen.getByText('services page')).toBeInTheDocument();
    cleanup();
    render('/services', as());
    // Integrations (API keys, webhooks) is the owner's alone.
    expect(entries()).toEqual([
      'Appointments',
      'Unclaimed',
      'Services',
      'Earnings',
      'Dispatch',
      'Team',
      'Scorecard',
      'Ratings',
      'Integrations',
      'Account',
    ]);
  });
});
