import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../test/msw-server.ts';
import { describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { AUTH } from '@vendor-portal/contract/messages';
import { renderWithProviders, sessionStore } from '../test/render.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { RouteGuard } from './route-guard.tsx';
import { fakeIdToken } from '../test/tokens.ts';

const guarded = (
  <RouteGuard>
    <p>guarded content</p>
  </RouteGuard>
);

describe('route guard (docs/product-spec.md §2)', () => {
  it('shows a full-screen spinner while loading', () => {
    renderWithProviders(guarded, { session: { status: 'loading' } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('sends a signed-out vendor to /login, replacing history and carrying the location', () => {
    const { router } = renderWithProviders(guarded, {
      route: '/services?tab=1',
      path: '/services',
      session: { status: 'signOut', token: null },
      routes: [{ path: '/login', element: <p>login page</p> }],
    });
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: { pathname: '/services', search: '?tab=1', hash: '' } });
  });

  it('a session that ended without the vendor asking (a password changed elsewhere) lands on /login saying why', async () => {
    server.use(
      http.get('/api/legalDocument', () => HttpResponse.json(null)),
      http.get('/api/signedDocument', () => HttpResponse.json(null)),
      http.delete('/auth/sessions/current', () => new HttpResponse(null, { status: 204 })),
    );
    const store = sessionStore({ status: 'signIn' });
    const routes = [{ path: '/login', element: <LoginPage /> }];
    const { unmount } = renderWithProviders(guarded, { route: '/services', path: '/services', store, routes });
    // The server refused the session (a 401): the store signs this tab out without being asked.
    act(() => store.endedElsewhere());
    expect(await screen.findByText(AUTH.sessionEnded)).toBeInTheDocument();
    unmount();

    // A vendor who signed out here is not told anything.
    const asked = sessionStore({ status: 'signIn' });
    renderWithProviders(guarded, { route: '/services', path: '/services', store: asked, routes });
    await act(() => asked.signOut());
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(AUTH.sessionEnded)).not.toBeInTheDocument();
  });

  it('sends an identity without a vendor to /onboarding, except on /onboarding itself', async () => {
    const { router } = renderWithProviders(guarded, {
      route: '/account',
      path: '/account',
      session: { status: 'unauthorized', vendorId: null },
      routes: [
        {
          path: '/onboarding',
          element: (
            <RouteGuard>
              <p>wizard</p>
            </RouteGuard>
          ),
        },
      ],
    });
    expect(await screen.findByText('wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('shows the page, wrapped in the vendor agreement gate, when signed in', async () => {
    server.use(
      http.get('/api/legalDocument', () =>
        HttpResponse.json({
          id: 1,
          documentType: 'vendor_agreement',
          effectiveDate: '2025-01-01T00:00:00Z',
          contentMarkdown: 'Terms',
        }),
      ),
      http.get('/api/signedDocument', () => HttpResponse.json({ documentId: 1, signedDate: null })),
    );
    renderWithProviders(guarded, {});
    expect(await screen.findByRole('dialog', { name: 'Vendor Agreement' })).toBeInTheDocument();
    expect(screen.getByText('guarded content').closest('[inert]')).not.toBeNull();
  });

  it('shows the page when signed in and the agreement is signed', async () => {
    server.use(
      http.get('/api/legalDocument', () =>
        HttpResponse.json({
          id: 1,
          documentType: 'vendor_agreement',
          effectiveDate: '2025-01-01T00:00:00Z',
          contentMarkdown: 'Terms',
        }),
      ),
      http.get('/api/signedDocument', () => HttpResponse.json({ documentId: 1, signedDate: '2025-02-01T00:00:00Z' })),
    );
    renderWithProviders(
      <RouteGuard>
        <Outlet />
        <p>guarded content</p>
      </RouteGuard>,
      {},
    );
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not gate /onboarding for an identity without a vendor', async () => {
    renderWithProviders(guarded, {
      route: '/onboarding',
      path: '/onboarding',
      session: { status: 'unauthorized', vendorId: null },
    });
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // docs/features.md "A company with a crew": members are not asked to sign, nor sent through onboarding.
  const technician = (status: 'signIn' | 'unauthorized' = 'signIn') =>
    ({ status, token: fakeIdToken({ email: 't@example.com', vendorId: 7, memberRole: 'technician' }) }) as const;
  const agreementDue = () =>
    server.use(
      http.get('/api/legalDocument', () =>
        HttpResponse.json({
          id: 1,
          documentType: 'vendor_agreement',
          effectiveDate: '2025-01-01T00:00:00Z',
          contentMarkdown: 'Terms',
        }),
      ),
      http.get('/api/signedDocument', () => HttpResponse.json({ documentId: 1, signedDate: null })),
    );

  it("does not ask a member to sign the company's agreement (the owner signs it)", async () => {
    agreementDue();
    renderWithProviders(guarded, { session: technician() });
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('guarded content').closest('[inert]')).toBeNull();
  });

  it('never sends a member through onboarding: /onboarding takes it to its own day', async () => {
    const { router } = renderWithProviders(guarded, {
      route: '/onboarding',
      path: '/onboarding',
      session: technician(),
      routes: [{ path: '/', element: <p>its day</p> }],
    });
    expect(await screen.findByText('its day')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    const unknown = renderWithProviders(guarded, {
      route: '/account',
      path: '/account',
      session: technician('unauthorized'),
    });
    expect(await unknown.findByText('guarded content')).toBeInTheDocument();
    expect(unknown.router.state.location.pathname).toBe('/account');
  });

  // docs/architecture.md "Staff and review": the console is the staff's, the vendor pages the vendors'.
  const staff = {
    status: 'signIn',
    vendorId: null,
    token: fakeIdToken({ email: 'r@example.com', role: 'reviewer' }),
  } as const;

  it('sends staff from a vendor page to /ops', async () => {
    const { router } = renderWithProviders(guarded, {
      route: '/account',
      path: '/account',
      session: staff,
      routes: [
        {
          path: '/ops',
          element: (
            <RouteGuard>
              <p>console</p>
            </RouteGuard>
          ),
        },
      ],
    });
    expect(await screen.findByText('console')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ops');
  });

  it('shows staff the console without the vendor agreement gate', async () => {
    renderWithProviders(guarded, { route: '/ops/audit', path: '/ops/audit', session: staff });
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a vendor from the console to /', async () => {
    const { router } = renderWithProviders(guarded, {
      route: '/ops/vendors/3',
      path: '/ops/vendors/:id',
      routes: [{ path: '/', element: <p>appointments</p> }],
    });
    expect(await screen.findByText('appointments')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
