import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { renderWithProviders } from '../test/render.tsx';
import { RouteGuard } from './route-guard.tsx';

const guarded = (
  <RouteGuard>
    <p>guarded content</p>
  </RouteGuard>
);

describe('route guard (SPEC §2)', () => {
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

  it('sends an identity without a vendor to /onboarding, except on /onboarding itself', () => {
    const { router } = renderWithProviders(guarded, {
      route: '/account',
      path: '/account',
      session: { status: 'unauthorized', vendor: null, vendorId: null },
      routes: [{ path: '/onboarding', element: <RouteGuard><p>wizard</p></RouteGuard> }],
    });
    expect(screen.getByText('wizard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('shows the page when signed in', () => {
    renderWithProviders(<RouteGuard><Outlet /><p>guarded content</p></RouteGuard>, {});
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });
});
