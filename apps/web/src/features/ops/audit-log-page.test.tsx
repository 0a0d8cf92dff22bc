import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AuditLogPage } from './audit-log-page.tsx';
import { staffSession } from '../../test/ops-data.ts';

// docs/architecture.md "Staff and review": the audit log.

const entries = [
  {
    id: 2,
    at: '2026-11-23T10:00:00.000Z',
    actor: 'reviewer@example.com',
    action: 'file.review',
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
    target: 'staff:r@example.com',
    targetName: null,
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
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('reviewer@example.com');
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
    server.use(http.get('/api/ops/audit', () => HttpResponse.json({ data: [] })));
    renderWithProviders(<AuditLogPage />, { route: '/ops/audit', path: '/ops/audit', session: staffSession() });
    expect(await screen.findByText(CONSOLE.auditEmpty)).toBeInTheDocument();
  });
});
