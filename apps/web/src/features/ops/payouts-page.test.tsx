import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutRow } from '@vendor-portal/contract/earnings';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { OPS_MONEY } from '@vendor-portal/contract/messages/payout';
import { EARNINGS } from '@vendor-portal/contract/messages/earnings';
import { UnpaidWeeks } from './payouts-unpaid.tsx';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { staffSession } from '../../test/ops-data.ts';
import { PayoutsPage } from './payouts-page.tsx';
import { recentMondays } from './payouts-week.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Pay and earnings": the console's payouts.

const row = (vendorId: number, patch: Partial<PayoutRow> = {}): PayoutRow => ({
  vendorId,
  title: `Vendor ${vendorId}`,
  weekStart: '2026-11-16',
  completedCount: 3,
  completedCents: 123450,
  adjustmentsCents: 0,
  totalCents: 123450,
  paidAt: null,
  reference: null,
  ...patch,
});

function setup(role: 'reviewer' | 'admin', answer?: () => Response, disputes: unknown[] = []) {
  const asked: string[] = [];
  const posted: unknown[] = [];
  server.use(
    http.get('/api/ops/payouts', ({ request }) => {
      const unpaid = new URL(request.url).searchParams.get('status') === 'unpaid';
      if (unpaid)
        return HttpResponse.json({
          data: [],
          totals: { weeks: 0, completedCents: 0, adjustmentsCents: 0, totalCents: 0 },
        });
      asked.push(new URL(request.url).searchParams.get('weekStart')!);
      return HttpResponse.json({
        data: [row(1), row(2, { title: 'Paid Co', paidAt: '2026-11-24T15:00:00.000Z', reference: 'ACH-77' })],
      });
    }),
    http.get('/api/ops/disputes', ({ request }) => {
      expect(new URL(request.url).searchParams.get('status')).toBe('open');
      return HttpResponse.json({ data: disputes });
    }),
    http.post('/api/ops/payouts', async ({ request }) => {
      posted.push(await request.json());
      return answer?.() ?? HttpResponse.json({}, { status: 201 });
    }),
  );
  renderWithProviders(<PayoutsPage />, { route: '/ops/payouts', path: '/ops/payouts', session: staffSession(role) });
  return { asked, posted, user: userEvent.setup() };
}

async function markPaid(user: ReturnType<typeof userEvent.setup>, reference: string) {
  const item = (await screen.findByRole('heading', { name: 'Vendor 1' })).closest('li')!;
  if (reference) await user.type(within(item).getByLabelText(OPS_MONEY.payoutReference), reference);
  await user.click(within(item).getByRole('button', { name: OPS_MONEY.markPaid }));
  return item;
}

afterEach(() => vi.restoreAllMocks());

describe('payouts', () => {
  it('the weeks are Mondays, newest first', () => {
    expect(recentMondays(new Date(2026, 10, 25, 9), 3)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09']);
    expect(recentMondays(new Date(2026, 10, 23, 0, 5), 2)).toEqual(['2026-11-23', '2026-11-16']);
    expect(recentMondays(new Date(2026, 10, 29, 23, 55), 1)).toEqual(['2026-11-23']);
  });

  it('shows the last ended week by default: each vendor, its total and count, paid or not', async () => {
    const { asked, user } = setup('admin');
    const first = (await screen.findByRole('heading', { name: 'Vendor 1' })).closest('li')!;
    expect(asked).toEqual([recentMondays(new Date())[1]]);
    expect(first).toHaveTextContent(`$1,234.50 · ${EARNINGS.jobsCount(3)}`);
    expect(first).toHaveTextContent(EARNINGS.notPaid);
    const paid = screen.getByRole('heading', { name: 'Paid Co' }).closest('li')!;
    expect(paid).toHaveTextContent('reference ACH-77');
    expect(within(paid).queryByRole('button', { name: OPS_MONEY.markPaid })).toBeNull();
    const older = recentMondays(new Date())[3]!;
    await user.selectOptions(screen.getByLabelText(OPS_MONEY.payoutsWeek), older);
    await screen.findByRole('heading', { name: 'Vendor 1' });
    expect(asked.at(-1)).toBe(older);
  });

  it('an admin marks a week paid with a reference, asked first', async () => {
    const { posted, user } = setup('admin');
    await markPaid(user, 'ACH-1');
    const dialog = await screen.findByRole('dialog', { name: OPS_MONEY.markPaid });
    expect(dialog).toHaveTextContent(OPS_MONEY.confirmPaid('Vendor 1', '$1,234.50'));
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: OPS_MONEY.markPaid }));
    expect(await screen.findByText(OPS_MONEY.markedPaid)).toBeInTheDocument();
    expect(posted).toEqual([{ vendorId: 1, weekStart: recentMondays(new Date())[1], reference: 'ACH-1' }]);
  });

  it('a reference is required', async () => {
    const { posted, user } = setup('admin');
    await markPaid(user, '');
    expect(await screen.findByText(OPS_MONEY.referenceRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
  });

  it.each([
    ['already-paid', OPS_MONEY.alreadyPaid],
    ['week-not-ended', OPS_MONEY.weekNotEnded],
  ])('shows the 409 %s text', async (code, text) => {
    const { user } = setup('admin', () =>
      HttpResponse.json({ statusCode: 409, code, error: 'Conflict', message: text }, { status: 409 }),
    );
    const item = await markPaid(user, 'ACH-2');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: OPS_MONEY.markPaid }));
    expect(await within(item).findByText(text)).toBeInTheDocument();
  });

  it('a reviewer reads but cannot pay', async () => {
    setup('reviewer');
    await screen.findByRole('heading', { name: 'Vendor 1' });
    expect(screen.queryByRole('button', { name: OPS_MONEY.markPaid })).toBeNull();
    expect(screen.getByText(CONSOLE.adminOnlyHint)).toBeInTheDocument();
  });

  it("an admin downloads the chosen week's unpaid totals for the bank", async () => {
    const { user } = setup('admin');
    const exported: string[] = [];
    server.use(
      http.get('/api/ops/payouts/export', ({ request }) => {
        exported.push(new URL(request.url).searchParams.get('weekStart')!);
        return new HttpResponse('Vendor id,Company,Total\n1,Vendor 1,12.34\n', {
          headers: { 'content-type': 'text/csv' },
        });
      }),
    );
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:http://localhost/bank';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: OPS_MONEY.exportForBank }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(exported).toEqual([recentMondays(new Date())[1]]);
    expect(created[0]!.type).toBe('text/csv');
    // The file is the answer as it came (jsdom's Blob has no reader: its size says it).
    expect(created[0]!.size).toBe('Vendor id,Company,Total\n1,Vendor 1,12.34\n'.length);
  });

  it('lists open disputes oldest first with their age; an admin resolves one with a response and the amount owed', async () => {
    const dispute = (id: number, days: number) => ({
      id,
      vendorId: id,
      title: `Vendor ${id}`,
      weekStart: '2026-11-16',
      appointmentId: id === 1 ? 31 : null,
      message: `Message ${id}`,
      status: 'open',
      response: null,
      amountCents: null,
      createdAt: new Date(Date.now() - days * 86_400_000 - 60_000).toISOString(),
      resolvedAt: null,
    });
    const answers: unknown[] = [];
    const { user } = setup('admin', undefined, [dispute(1, 3), dispute(2, 0)]);
    server.use(
      http.patch('/api/ops/disputes/:id', async ({ params, request }) => {
        answers.push([params.id, await request.json()]);
        return HttpResponse.json({ ...dispute(1, 3), status: 'resolved' });
      }),
    );
    const list = await screen.findByRole('list', { name: OPS_MONEY.opsDisputesTitle });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(OPS_MONEY.disputeAge(3));
    // Issue 54 item 20: the disputed job links to its visit's evidence in Bookings.
    expect(within(items[0]!).getByRole('link', { name: OPS_MONEY.disputeEvidence(31) })).toHaveAttribute(
      'href',
      '/ops/bookings?q=31#booking-31',
    );
    expect(items[1]).toHaveTextContent(OPS_MONEY.disputeAge(0));
    const form = within(items[0]!).getByRole('form', { name: OPS_MONEY.disputeAnswer });
    // Nothing closes without a written response.
    await user.click(within(form).getByRole('button', { name: OPS_MONEY.disputeAnswer }));
    expect(await within(form).findByText(OPS_MONEY.disputeResponseRequired)).toBeVisible();
    await user.type(within(form).getByLabelText(OPS_MONEY.disputeResponseLabel), 'The window job was missing');
    await user.type(within(form).getByLabelText(OPS_MONEY.disputeAmountLabel), '25.50');
    await user.click(within(form).getByRole('button', { name: OPS_MONEY.disputeAnswer }));
    expect(await within(form).findByText(OPS_MONEY.disputeAnswered)).toBeVisible();
    expect(answers).toEqual([['1', { status: 'resolved', response: 'The window job was missing', amountCents: 2550 }]]);
  });

  it('a reviewer reads the open disputes but cannot answer them', async () => {
    setup('reviewer', undefined, [
      {
        id: 1,
        vendorId: 1,
        title: 'Vendor 1',
        weekStart: '2026-11-16',
        appointmentId: null,
        message: 'Short',
        status: 'open',
        response: null,
        amountCents: null,
        createdAt: new Date().toISOString(),
        resolvedAt: null,
      },
    ]);
    const list = await screen.findByRole('list', { name: OPS_MONEY.opsDisputesTitle });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Short');
    expect(within(list).queryByRole('form')).toBeNull();
  });

  it('a reviewer has no button for the bank file', async () => {
    setup('reviewer');
    await screen.findByRole('heading', { name: 'Vendor 1' });
    expect(screen.queryByRole('button', { name: OPS_MONEY.exportForBank })).toBeNull();
  });

  it('lists every unpaid week oldest first with the totals; an admin pays several at once, each with its reference', async () => {
    const batches: unknown[] = [];
    const unpaidRows = [
      row(1, { weekStart: '2026-11-09', totalCents: 10_000_000_000 }),
      row(2, { weekStart: '2026-11-16', totalCents: -2500 }),
    ];
    server.use(
      mockRoute(paths.getOpsPayouts).reply(() => ({
        data: unpaidRows,
        totals: { weeks: 2, completedCents: 0, adjustmentsCents: 0, totalCents: 9_999_997_500 },
      })),
      http.post('/api/ops/payouts/batch', async ({ request }) => {
        batches.push(await request.json());
        return HttpResponse.json({
          data: [
            { vendorId: 1, weekStart: '2026-11-09', statusCode: 201, code: null, payout: null },
            { vendorId: 2, weekStart: '2026-11-16', statusCode: 409, code: 'already-paid', payout: null },
          ],
        });
      }),
    );
    renderWithProviders(<UnpaidWeeks admin />, {
      route: '/ops/payouts',
      path: '/ops/payouts',
      session: staffSession('admin'),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(OPS_MONEY.unpaidTotals(2, '$99,999,975.00'))).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Vendor 1', 'Vendor 2']);
    // Nothing ticked: the button cannot be pressed and names no count (not "Mark 0 paid").
    const mark = screen.getByRole('button', { name: /^Mark\b.*\bpaid$/ });
    expect(mark).toBeDisabled();
    expect(mark.textContent).not.toMatch(/\d/);
    await user.click(screen.getByLabelText(OPS_MONEY.selectWeek('Vendor 1', 'Nov 9, 2026')));
    expect(mark).toBeEnabled();
    expect(mark).toHaveTextContent(/\b1\b/);
    await user.click(screen.getByLabelText(OPS_MONEY.selectWeek('Vendor 2', 'Nov 16, 2026')));
    expect(mark).toHaveTextContent(/\b2\b/);
    // Issue 54 item 23: each week's reference is named by its company and week.
    await user.type(screen.getByRole('textbox', { name: OPS_MONEY.weekReference('Vendor 1', 'Nov 9, 2026') }), 'ACH-1');
    await user.type(
      screen.getByRole('textbox', { name: OPS_MONEY.weekReference('Vendor 2', 'Nov 16, 2026') }),
      'ACH-2',
    );
    await user.click(screen.getByRole('button', { name: OPS_MONEY.markSelectedPaid(2) }));
    // Issue 54 item 23: asked first, as a single week is, with what it pays; nothing is sent before the answer.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(OPS_MONEY.confirmBatch(2, '$99,999,975.00'));
    expect(dialog).toHaveTextContent(OPS_MONEY.confirmBatchLine('Vendor 1', 'Nov 9, 2026', '$100,000,000.00', 'ACH-1'));
    expect(batches).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: OPS_MONEY.markSelectedPaid(2) }));
    expect(await screen.findByText(OPS_MONEY.batchOutcome(1, 1))).toBeVisible();
    expect(batches).toEqual([
      {
        payouts: [
          { vendorId: 1, weekStart: '2026-11-09', reference: 'ACH-1' },
          { vendorId: 2, weekStart: '2026-11-16', reference: 'ACH-2' },
        ],
      },
    ]);
  });
});
