import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SignedOutOnly } from './signed-out-only.tsx';

const elsewhere = [
  { path: '/', element: <p>appointments</p> },
  { path: '/onboarding', element: <p>onboarding</p> },
  { path: '/services', element: <p>services</p> },
];
const atLogin = (session: object) =>
  renderWithProviders(<SignedOutOnly />, { path: '/login', session, routes: elsewhere });

describe('signed-out pages for a vendor who arrives signed in', () => {
  it('sends a signed-in vendor on to the appointments', () => {
    const { router } = atLogin({ status: 'signIn', token: 't', vendorId: 1 });
    expect(screen.getByText('appointments')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an identity without a vendor on to onboarding (Back from onboarding lands there again)', () => {
    atLogin({ status: 'unauthorized', token: 't', vendorId: null });
    expect(screen.getByText('onboarding')).toBeInTheDocument();
  });

  it('waits for the session to settle: a vendor whose session still loads on arrival is sent on after', () => {
    // The prerendered page is hydrated before the session is known (docs/decisions/006).
    const { router, store } = atLogin({ status: 'loading', token: 't', vendorId: 1 });
    expect(router.state.location.pathname).toBe('/login');
    act(() => void store.setVendor({ id: 1 }));
    expect(screen.getByText('appointments')).toBeInTheDocument();
  });

  it('leaves a signed-out visitor on the page, and lets the page itself move on after signing in', () => {
    // (vendorId set from the start: the test's query-cache wrapper remounts its tree when the vendor changes.)
    const { router, store } = atLogin({ status: 'signOut', token: null, vendorId: 1 });
    expect(router.state.location.pathname).toBe('/login');
    act(() => void store.setVendor({ id: 1 })); // signed in by the page's own form
    expect(router.state.location.pathname).toBe('/login');
  });

  it('on a full page load, decides once the session is restored (a bookmark of /login while signed in)', () => {
    const { store } = atLogin({ status: 'loading', token: 't', vendorId: 1 });
    expect(screen.queryByText('appointments')).not.toBeInTheDocument();
    act(() => void store.setVendor({ id: 1 })); // hydrate ends signed in
    expect(screen.getByText('appointments')).toBeInTheDocument();
  });
});
