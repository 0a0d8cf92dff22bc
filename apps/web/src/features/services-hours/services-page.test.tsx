import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { HOURS, SERVICES } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ServicesPage } from './services-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

afterEach(() => onlineManager.setOnline(true));
/** Leaves the page, then the network comes back (the paused reads resume with nothing on screen). */
const backOnline = (unmount: () => void) => {
  unmount();
  onlineManager.setOnline(true);
};
/** No network: every read fails on its way. */
const unreachable = () =>
  server.use(
    http.get('/api/zipcode', () => HttpResponse.error()),
    http.get('/api/vendorHours', () => HttpResponse.error()),
  );

describe('ServicesPage', () => {
  it('shows the services panel and the business hours panel side by side', async () => {
    server.use(
      mockRoute(paths.getZipcode).reply(() => []),
      mockRoute(paths.getVendorHours).reply(() => []),
    );
    renderWithProviders(<ServicesPage />, { route: '/services', path: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Services & Hours' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Provided Services' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Business Hours' })).toBeInTheDocument();
    expect(await screen.findByText(SERVICES.empty)).toBeInTheDocument();
    expect(await screen.findByText(HOURS.notSet)).toBeInTheDocument();
  });

  it('offline with nothing saved on this device: says the page needs a connection, never a false empty state (issue 28)', async () => {
    unreachable();
    act(() => onlineManager.setOnline(false));
    const { queryClient, unmount } = renderWithProviders(<ServicesPage />, { route: '/services', path: '/services' });
    // Both reads wait for the network (paused), with nothing saved.
    await waitFor(() =>
      expect(
        [['zipcode'], ['vendorHours']].map((queryKey) => queryClient.getQueryState(queryKey)?.fetchStatus),
      ).toEqual(['paused', 'paused']),
    );
    expect(screen.getByText(SERVICES.needsConnection)).toBeInTheDocument();
    expect(screen.queryByText(SERVICES.empty)).not.toBeInTheDocument();
    expect(screen.queryByText(HOURS.notSet)).not.toBeInTheDocument();
    backOnline(unmount);
  });

  it('offline with services and hours saved: shows them', async () => {
    unreachable();
    act(() => onlineManager.setOnline(false));
    const { queryClient, unmount } = renderWithProviders(<ServicesPage />, { route: '/services', path: '/services' });
    act(() => {
      queryClient.setQueryData(
        ['zipcode'],
        [{ vendorProductId: 3, productId: 1, productTitle: 'Window Cleaning', zipCodes: ['80202'] }],
      );
      queryClient.setQueryData(['vendorHours'], []);
    });
    expect(await screen.findByText('Window Cleaning')).toBeInTheDocument();
    expect(screen.queryByText(SERVICES.needsConnection)).not.toBeInTheDocument();
    backOnline(unmount);
  });

  it('offline with services and hours saved: read-only, with a note that changes need a connection (issue 28 item 6)', async () => {
    unreachable();
    act(() => onlineManager.setOnline(false));
    const { queryClient, unmount } = renderWithProviders(<ServicesPage />, { route: '/services', path: '/services' });
    act(() => {
      queryClient.setQueryData(
        ['zipcode'],
        [{ vendorProductId: 3, productId: 1, productTitle: 'Window Cleaning', zipCodes: ['80202'] }],
      );
      queryClient.setQueryData(['vendorHours'], []);
    });
    expect(await screen.findByText('Window Cleaning')).toBeInTheDocument();
    expect(screen.getByText('80202')).toBeInTheDocument();
    expect(screen.getByText(SERVICES.offlineReadOnly)).toBeInTheDocument();
    // Nothing that opens a form: no Add Service, no Edit, the service's row is not a button.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    backOnline(unmount);
  });

  it('skips loading without a token (docs/product-spec.md §6): no request is made', () => {
    // Any request would fail the test: MSW has no handler here.
    renderWithProviders(<ServicesPage />, { session: { status: 'signOut', token: null } });
    expect(screen.queryByText(SERVICES.loading)).not.toBeInTheDocument();
    expect(screen.getByText(HOURS.notSet)).toBeInTheDocument();
  });
});
