import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ReviewQueuePage } from './review-queue-page.tsx';
import { opsVendor, staffSession } from '../../test/ops-data.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Staff and review": the review queue.

function mockQueue() {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('/api/ops/vendors', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      const all = [
        opsVendor(1, { title: 'Oldest Pending' }),
        opsVendor(2, { title: 'Newer Pending', pendingFiles: 2 }),
        opsVendor(3, { title: 'Shine Approved', reviewStatus: 'approved', pendingFiles: 0 }),
      ];
      const status = params.get('reviewStatus');
      return HttpResponse.json({
        data: status ? all.filter((v) => v.reviewStatus === status) : all,
        counts: { pending: 2, approved: 1, rejected: 0, all: 3 },
      });
    }),
  );
  return calls;
}

describe('review queue', () => {
  it('lists vendors in the order the server gives (pending first, oldest first) with a count per status', async () => {
    mockQueue();
    renderWithProviders(<ReviewQueuePage />, { route: '/ops', path: '/ops', session: staffSession() });
    const list = await screen.findByRole('list', { name: CONSOLE.queueTitle });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Oldest Pending'),
      expect.stringContaining('Newer Pending'),
      expect.stringContaining('Shine Approved'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/ops/vendors/1');
    expect(links[1]).toHaveTextContent(CONSOLE.pendingDocuments(2));
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rejected (0)' })).toBeInTheDocument();
  });

  it('shows an approved vendor with documents waiting under Pending, All counting it once (issue 28 item 3)', async () => {
    server.use(
      mockRoute(paths.getOpsVendors).reply(() => ({
        data: [opsVendor(7, { title: 'Shine Approved', reviewStatus: 'approved', pendingFiles: 2, zipCode: '80204' })],
        counts: { pending: 1, approved: 1, rejected: 0, all: 1 },
      })),
    );
    renderWithProviders(<ReviewQueuePage />, { route: '/ops', path: '/ops', session: staffSession() });
    const list = await screen.findByRole('list', { name: CONSOLE.queueTitle });
    expect(within(list).getByRole('link')).toHaveTextContent(CONSOLE.pendingDocuments(2));
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (1)' })).toBeInTheDocument();
    // A zip never breaks inside (issue 28 item 12).
    expect(within(list).getByText('80204')).toHaveClass('whitespace-nowrap');
  });

  it('filters by status and searches by name, email or zip through the API', async () => {
    const calls = mockQueue();
    const { router } = renderWithProviders(<ReviewQueuePage />, {
      route: '/ops',
      path: '/ops',
      session: staffSession(),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approved (1)' }));
    expect(await screen.findByRole('button', { name: 'Approved (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.at(-1)?.get('reviewStatus')).toBe('approved');
    await user.type(screen.getByRole('searchbox', { name: CONSOLE.search }), '80202');
    await screen.findByText('Shine Approved');
    expect(calls.at(-1)?.get('q')).toBe('80202');
    expect(router.state.location.search).toBe('?status=approved&q=80202');
  });

  it('says so when nothing matches', async () => {
    server.use(
      mockRoute(paths.getOpsVendors).reply(() => ({
        data: [],
        counts: { pending: 0, approved: 0, rejected: 0, all: 0 },
      })),
    );
    renderWithProviders(<ReviewQueuePage />, { route: '/ops', path: '/ops', session: staffSession() });
    expect(await screen.findByText(CONSOLE.queueEmpty)).toBeInTheDocument();
  });
});
