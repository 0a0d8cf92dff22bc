import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OPS_MONEY } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { VendorReviewPage } from './vendor-review-page.tsx';
import { opsVendorDetail, staffSession } from '../../test/ops-data.ts';

// Issue 54 item 22 (docs/architecture.md "Money that is fair"): the console shows a company's adjustments and an
// admin adds one, amount in dollars and a reason, as the API allows.

const listed = {
  id: 4,
  vendorId: 3,
  weekStart: '2026-11-16',
  amountCents: -1250,
  reason: 'Damaged gutter',
  kind: 'manual',
  appointmentId: null,
  createdAt: '2026-11-18T17:00:00.000Z',
  createdBy: 'rita@example.com',
};

function setup(role: 'reviewer' | 'admin') {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/ops/vendors/3', () => HttpResponse.json({ data: opsVendorDetail() })),
    http.get('/api/ops/adjustments', ({ request }) =>
      new URL(request.url).searchParams.get('vendorId') === '3'
        ? HttpResponse.json({ data: [listed] })
        : HttpResponse.json({ data: [] }),
    ),
    http.post('/api/ops/adjustments', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { id: 5, weekStart: '2026-11-23', amountCents: 2550, reason: 'Missed bonus', kind: 'manual' },
        { status: 201 },
      );
    }),
  );
  renderWithProviders(<VendorReviewPage />, {
    route: '/ops/vendors/3',
    path: '/ops/vendors/:id',
    session: staffSession(role),
  });
  return { sent, user: userEvent.setup() };
}

describe("the console's adjustments", () => {
  it('lists the company’s adjustments; an admin adds one in dollars with a reason, refused beside the field first', async () => {
    const { sent, user } = setup('admin');
    const list = await screen.findByRole('list', { name: OPS_MONEY.adjustmentsTitle });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      `Damaged gutter${OPS_MONEY.adjustmentLine('Nov 16, 2026', 'rita@example.com')}-$12.50`,
    );
    const form = screen.getByRole('form', { name: OPS_MONEY.adjustmentAdd });
    await user.type(within(form).getByLabelText(OPS_MONEY.adjustmentAmountLabel), '25.50');
    await user.click(within(form).getByRole('button', { name: OPS_MONEY.adjustmentAdd }));
    expect(await within(form).findByText(OPS_MONEY.reasonRequired)).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText(OPS_MONEY.adjustmentReasonLabel), 'Missed bonus');
    await user.click(within(form).getByRole('button', { name: OPS_MONEY.adjustmentAdd }));
    await waitFor(() => expect(sent).toEqual([{ vendorId: 3, amountCents: 2550, reason: 'Missed bonus' }]));
    expect(await within(form).findByText(OPS_MONEY.adjustmentAdded('$25.50', 'Nov 23, 2026'))).toBeVisible();
  });

  it('a reviewer reads them but has no form', async () => {
    setup('reviewer');
    expect(await screen.findByRole('list', { name: OPS_MONEY.adjustmentsTitle })).toBeVisible();
    expect(screen.queryByRole('form', { name: OPS_MONEY.adjustmentAdd })).toBeNull();
  });
});
