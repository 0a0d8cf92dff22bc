import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { staffSession } from '../../test/ops-data.ts';
import { ExpiringDocumentsPage } from './expiring-documents-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 28 item 11: documents expiring in the next 30 days, with their vendors.

const render = () =>
  renderWithProviders(<ExpiringDocumentsPage />, {
    route: '/ops/expiring',
    path: '/ops/expiring',
    session: staffSession(),
  });

describe('expiring documents', () => {
  it('lists each document with its vendor and expiry day, linked to the vendor’s review page', async () => {
    server.use(
      mockRoute(paths.getOpsExpiringDocuments).reply(() => ({
        data: [
          {
            id: 9,
            title: 'COI 2026',
            fileLabel: 'Certificate of Insurance',
            expiresAt: '2026-12-05',
            vendor: { id: 5, title: 'Shine Co.', email: 's@example.com' },
          },
        ],
      })),
    );
    render();
    const list = await screen.findByRole('list', { name: CONSOLE.expiringTitle });
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', '/ops/vendors/5');
    expect(link).toHaveTextContent('Shine Co.');
    expect(link).toHaveTextContent('COI 2026 · Certificate of Insurance');
    expect(link).toHaveTextContent(CONSOLE.expiresOn('Dec 5, 2026'));
  });

  it('says so when nothing expires', async () => {
    server.use(mockRoute(paths.getOpsExpiringDocuments).reply(() => ({ data: [] })));
    render();
    expect(await screen.findByText(CONSOLE.expiringEmpty)).toBeInTheDocument();
  });
});
