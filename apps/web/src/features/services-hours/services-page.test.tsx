import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HOURS, SERVICES } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ServicesPage } from './services-page.tsx';

describe('ServicesPage', () => {
  it('shows the services panel and the business hours panel side by side', async () => {
    server.use(
      http.get('/api/zipcode', () => HttpResponse.json([])),
      http.get('/api/vendorHours', () => HttpResponse.json([])),
    );
    renderWithProviders(<ServicesPage />, { route: '/services', path: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Services & Hours' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Provided Services' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Business Hours' })).toBeInTheDocument();
    expect(await screen.findByText(SERVICES.empty)).toBeInTheDocument();
    expect(await screen.findByText(HOURS.notSet)).toBeInTheDocument();
  });

  it('skips loading without a token (docs/product-spec.md §6): no request is made', () => {
    // Any request would fail the test: MSW has no handler here.
    renderWithProviders(<ServicesPage />, { session: { status: 'signOut', token: null } });
    expect(screen.queryByText(SERVICES.loading)).not.toBeInTheDocument();
    expect(screen.getByText(HOURS.notSet)).toBeInTheDocument();
  });
});
