import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/msw-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';

const render = (route = '/unclaimed') =>
  renderWithProviders(<SignedInLayout />, {
    route,
    path: '/',
    routes: [
      {
        element: <SignedInLayout />,
        children: [
          { path: '/unclaimed', element: <p>unclaimed page</p> },
          { path: '/services', element: <p>services page</p> },
          { path: '/account', element: <p>account page</p> },
        ],
      },
      { path: '/login', element: <p>login page</p> },
    ],
  });

describe('signed-in layout (docs/product-spec.md §2)', () => {
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
