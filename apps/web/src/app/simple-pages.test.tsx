import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { AboutPage, NotFoundPage } from './simple-pages.tsx';

describe('404 page (docs/product-spec.md §2)', () => {
  it("says 'Oops! Page Not Found.' and links home", async () => {
    const { router } = renderWithProviders(<NotFoundPage />, {
      route: '/nope',
      path: '*',
      routes: [{ path: '/', element: <p>home</p> }],
    });
    expect(screen.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Back Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('About page (docs/product-spec.md §2)', () => {
  it('shows a heading reading About Page', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { name: 'About Page' })).toBeInTheDocument();
  });
});
