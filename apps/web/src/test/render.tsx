import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Vendor } from '@vendor-portal/contract/vendor';
import { AccountQueryClient } from '../lib/api/account-query-client.tsx';
import { SessionProvider } from '../lib/session/session.tsx';
import { SessionStore, type SessionState } from '../lib/session/session-store.ts';
import { setStoredToken } from '../lib/browser/storage.ts';

export const testVendor: Vendor = {
  id: 7,
  title: 'Mile High Shine Co.',
  contactName: 'Jordan Rivera',
  email: 'vendor@example.com',
  phone: '(303) 555-0123',
  street1: '1600 Champa St',
  street2: '',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  reviewStatus: 'pending',
};

/** A signed-in session (status signIn, token stored) unless `session` says otherwise. */
export function sessionStore(session: Partial<SessionState> = {}): SessionStore {
  const state: Partial<SessionState> = {
    status: 'signIn',
    token: 'test-token',
    vendorId: testVendor.id,
    email: testVendor.email,
    ...session,
  };
  setStoredToken(state.token ?? null);
  return new SessionStore(undefined, state);
}

export interface RenderOptions {
  /** The URL to start at. */
  route?: string;
  /** The route pattern the element is mounted at (e.g. '/appointments/:id'). */
  path?: string;
  session?: Partial<SessionState>;
  /** Other routes, to assert navigation (e.g. { path: '/login', element: <p>login</p> }). */
  routes?: RouteObject[];
  store?: SessionStore;
}

/** Renders `ui` inside the app's providers with a memory router, as the app would. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const store = options.store ?? sessionStore(options.session);
  const newClient = () =>
    new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  // The first cache is returned for tests to seed; another account gets a new one, as in the app.
  const queryClient = newClient();
  let first = true;
  const clientFor = () => (first ? ((first = false), queryClient) : newClient());
  const router = createMemoryRouter([{ path: options.path ?? '/', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? options.path ?? '/'],
  });
  const result = render(
    <SessionProvider store={store} hydrate={false}>
      <AccountQueryClient newClient={clientFor}>
        <RouterProvider router={router} />
      </AccountQueryClient>
    </SessionProvider>,
  );
  return { ...result, router, store, queryClient };
}
