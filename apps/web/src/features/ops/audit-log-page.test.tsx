import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AuditLogPage } from './audit-log-page.tsx';
import { staffSession } from '../../test/ops-data.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Staff and review": the audit log.

const entries = [
  {
    id: 3,
    at: '2026-11-24T10:00:00.000Z',
    actor: 'owner@shine.test',
    action: 'appointment.claim',
    actionName: 'Claimed a job',
    target: 'appointment:8',
    targetName: 'Window Cleaning for Casey Customer (booking 8)',
    vendorId: null,
    before: { vendorId: null },
    after: { vendorId: 5 },
  },
  {
    id: 2,
    at: '2026-11-23T10:00:00.000Z',
    actor: 'reviewer@example.com',
    action: 'file.review',
    actionName: 'Reviewed a document',
    target: 'vendor-file:7',
    targetName: 'COI 2026 (Shine Co.)',
    vendorId: 5,
    before: { status: 'pending' },
    after: { status: 'rejected', reviewNote: 'Unreadable' },
  },
  {
    id: 1,
    at: '2026-11-22T10:00:00.000Z',
    actor: 'ops-token',
    action: 'staff.create',
    actionName: 'Added a staff account',
    target: 'staff:r@example.com',
    targetName: 'Staff account r@example.com',
    vendorId: null,
    before: null,
    after: null,
  },
];

describe('audit log', () => {
  it('lists who did what and when, with before and after, and searches through the API', async () => {
    const queries: (string | null)[] = [];
    server.use(
      http.get('/api/ops/audit', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        queries.push(q);
        return HttpResponse.json({ data: q ? entries.filter((e) => e.actor.includes(q)) : entries });
      }),
    );
    renderWithProviders(<AuditLogPage />, { route: '/ops/audit', path: '/ops/audit', session: staffSession() });
    const list = await screen.findByRole('list', { name: CONSOLE.auditTitle });
    const [claim, first] = within(list).getAllByRole('listitem');
    // Actions and bookings as a person reads them, a booking linked to it on the Bookings page (issue 38 item 14).
    expect(within(claim!).getByText('Claimed a job')).toBeInTheDocument();
    expect(
      within(claim!).getByRole('link', { name: 'Window Cleaning for Casey Customer (booking 8)' }),
    ).toHaveAttribute('href', '/ops/bookings?q=8');
    expect(first).toHaveTextContent('reviewer@example.com');
    expect(within(first!).getByText('Reviewed a document')).toBeInTheDocument();
    expect(first).toHaveTextContent('file.review');
    expect(first).toHaveTextContent('vendor-file:7');
    // The target by name, linked to its vendor's page (issue 28 item 11).
    expect(within(first!).getByRole('link', { name: 'COI 2026 (Shine Co.)' })).toHaveAttribute(
      'href',
      '/ops/vendors/5',
    );
    const user = userEvent.setup();
    await user.click(within(first!).getByText(CONSOLE.auditChanges));
    expect(within(first!).getByText(/"reviewNote": "Unreadable"/)).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: CONSOLE.search }), 'ops-token');
    await within(list).findByText('staff.create');
    expect(await within(screen.getByRole('list', { name: CONSOLE.auditTitle })).findAllByRole('listitem')).toHaveLength(
      1,
    );
    expect(queries.at(-1)).toBe('ops-token');
  });

  it('says so when nothing matches', async () => {
    server.use(mockRoute(paths.getOpsAudit).reply(() => ({ data: [] })));
    renderWithProviders(<AuditLogPage />, { route: '/ops/audit', path: '/ops/audit', session: staffSession() });
    expect(await screen.findByText(CONSOLE.auditEmpty)).toBeInTheDocument();
  });
});
