import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Earnings } from '@vendor-portal/contract/earnings';
import { EARNINGS, MONEY } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EarningsPage } from './earnings-page.tsx';

// docs/architecture.md "Pay and earnings": the Earnings page, and the chart's figures in text.

const week = (
  weekStart: string,
  completedCents: number,
  paid?: { at: string; reference: string },
  adjustmentsCents = 0,
) => ({
  weekStart,
  completedCount: completedCents ? 2 : 0,
  completedCents,
  adjustmentsCents,
  totalCents: completedCents + adjustmentsCents,
  paidAt: paid?.at ?? null,
  reference: paid?.reference ?? null,
});

const earnings: Earnings = {
  weeks: [
    week('2026-11-23', 4860),
    week('2026-11-16', 123_450, { at: '2026-11-24T15:00:00.000Z', reference: 'ACH-77' }),
    week('2026-11-09', 0),
  ],
  upcomingCount: 3,
  upcomingCents: 15_000,
};

function renderPage() {
  server.use(http.get('/api/earnings', () => HttpResponse.json({ data: earnings })));
  return renderWithProviders(<EarningsPage />, { path: '/earnings', route: '/earnings' });
}

// An opened week reads the company's disputes (none unless a test says).
beforeEach(() => server.use(http.get('/api/disputes', () => HttpResponse.json({ data: [] }))));

describe('EarningsPage', () => {
  it('shows this week so far and upcoming in US dollars', async () => {
    renderPage();
    const thisWeek = (await screen.findByRole('heading', { name: EARNINGS.thisWeek })).parentElement!;
    expect(within(thisWeek).getByText('$48.60')).toBeVisible();
    expect(within(thisWeek).getByText(EARNINGS.jobsCount(2))).toBeVisible();
    const upcoming = screen.getByRole('heading', { name: EARNINGS.upcoming }).parentElement!;
    expect(within(upcoming).getByText('$150.00')).toBeVisible();
    expect(screen.getByText(EARNINGS.upcomingHint(3))).toBeVisible();
  });

  it("gives the chart's figures as its accessible description, oldest week first, paid or not", async () => {
    renderPage();
    const chart = await screen.findByRole('img', { name: EARNINGS.chartTitle });
    expect(chart).toHaveAccessibleDescription(
      `${EARNINGS.chartDescription} Nov 9: $0.00 completed, not paid yet; Nov 16: $1,234.50 completed, $1,234.50 paid; Nov 23: $48.60 completed, not paid yet.`,
    );
  });

  it('writes dollar amounts on the chart’s axis and on each bar (issue 38 item 15)', async () => {
    renderPage();
    const chart = await screen.findByRole('img', { name: EARNINGS.chartTitle });
    const axis = [...chart.querySelectorAll('g[aria-hidden="true"] text')].map((t) => t.textContent);
    expect(axis).toEqual(['$0', '$500', '$1,000', '$1,500']);
    const bars = [...chart.querySelectorAll('rect > title')].map((t) => t.textContent);
    expect(bars).toContain(`Nov 16, ${EARNINGS.completedSeries}: $1,235`);
  });

  it('titles the table’s card for what it holds, not "Week of"', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: EARNINGS.tableTitle })).toBeVisible();
    expect(screen.queryByRole('heading', { name: EARNINGS.tableWeek })).toBeNull();
  });

  it('lists the same figures in a table, with each payout and its reference', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: EARNINGS.chartTitle });
    const headers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getByRole('rowheader').textContent);
    // Issue 54 item 24: a week with no work folds away until asked for.
    expect(headers()).toEqual(['Nov 23', 'Nov 16']);
    await userEvent.click(screen.getByRole('button', { name: EARNINGS.showEmptyWeeks(1) }));
    expect(headers()).toEqual(['Nov 23', 'Nov 16', 'Nov 9']);
    expect(screen.getByRole('button', { name: EARNINGS.hideEmptyWeeks })).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    // Completed and Total: the same figure in a week without adjustments.
    expect(within(rows[1]!).getAllByText('$1,234.50')).toHaveLength(2);
    expect(within(rows[1]!).getByText(EARNINGS.paidOn('Nov 24', 'ACH-77'))).toBeVisible();
    expect(within(rows[0]!).getByText(EARNINGS.notPaid)).toBeVisible();
    expect(within(rows[0]!).getByRole('button', { name: EARNINGS.downloadStatementOf('Nov 23') })).toBeEnabled();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('dates a payment on the vendor’s day: paid at 9:54 PM in Denver is paid that day, not the UTC one (issue 38 item 2)', async () => {
    const late = {
      ...earnings,
      weeks: [week('2026-11-16', 5_000, { at: '2026-11-27T04:54:00.000Z', reference: 'ACH-9' })],
    };
    server.use(http.get('/api/earnings', () => HttpResponse.json({ data: late })));
    renderWithProviders(<EarningsPage />, { path: '/earnings', route: '/earnings' });
    const table = await screen.findByRole('table', { name: EARNINGS.chartTitle });
    expect(await within(table).findByText(EARNINGS.paidOn('Nov 26', 'ACH-9'))).toBeVisible();
    expect(within(table).queryByText(EARNINGS.paidOn('Nov 27', 'ACH-9'))).toBeNull();
  });

  it('opens a week: its jobs (service, day, town, pay) read from its statement, its payout and its statement', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/earnings/statement', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('weekStart')!);
        return new HttpResponse(
          [
            'Appointment,Completed at,Service,City,Zip code,Payout (USD)',
            '31,2026-11-17 09:30,"Windows, ""Deluxe""",Denver,80203,1000.00',
            '32,2026-11-19 16:05,Vehicle Detailing,"Fort Collins, North",80524,234.50',
            'Total,,,,,1234.50',
            '',
          ].join('\n'),
          { headers: { 'content-type': 'text/csv; charset=utf-8' } },
        );
      }),
    );
    renderPage();
    const weeks = await screen.findByRole('region', { name: EARNINGS.weeksTitle });
    // Only weeks with work open; nothing loads before a week is opened.
    expect(within(weeks).getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(asked).toEqual([]);
    const week = within(weeks).getByRole('button', {
      name: EARNINGS.weekSummary('Nov 16', EARNINGS.jobsCount(2), '$1,234.50'),
    });
    await userEvent.click(week);
    expect(week).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(week.getAttribute('aria-controls')!)!;
    const jobs = await within(panel).findByRole('list', { name: EARNINGS.weekJobsTitle('Nov 16') });
    const items = within(jobs).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Windows, "Deluxe"Tue, Nov 17 · Denver$1,000.00',
      'Vehicle DetailingThu, Nov 19 · Fort Collins, North$234.50',
    ]);
    expect(asked).toEqual(['2026-11-16']);
    // Each job is a link to its page (issue 38 item 15).
    expect(
      within(jobs)
        .getAllByRole('link')
        .map((l) => [l.getAttribute('href'), l.textContent]),
    ).toEqual([
      ['/appointments/31', 'Windows, "Deluxe"'],
      ['/appointments/32', 'Vehicle Detailing'],
    ]);
    expect(
      within(jobs).getByRole('link', { name: EARNINGS.openJob('Vehicle Detailing', 'Thu, Nov 19') }),
    ).toBeVisible();
    expect(within(panel).getByText(EARNINGS.paidOn('Nov 24', 'ACH-77'))).toBeVisible();
    expect(within(panel).getByRole('button', { name: EARNINGS.downloadStatementOf('Nov 16') })).toBeEnabled();
    await userEvent.click(week);
    expect(week).toHaveAttribute('aria-expanded', 'false');
    expect(within(weeks).queryByRole('list', { name: EARNINGS.weekJobsTitle('Nov 16') })).toBeNull();
  });

  it("shows each week's jobs, adjustments and total, and an opened week's adjustments with their reasons", async () => {
    const adjusted = {
      ...earnings,
      weeks: [week('2026-11-23', 10_000, undefined, 4_000), week('2026-11-16', 0, undefined, -1_250)],
    };
    server.use(
      http.get('/api/earnings', () => HttpResponse.json({ data: adjusted })),
      http.get(
        '/api/earnings/statement',
        () =>
          new HttpResponse(
            [
              'Appointment,Completed at,Service,City,Zip code,Payout (USD)',
              "Adjustment,2026-11-18 10:00,'=Refund for a broken pane,,,-12.50",
              'Total,,,,,-12.50',
              '',
            ].join('\n'),
            { headers: { 'content-type': 'text/csv; charset=utf-8' } },
          ),
      ),
    );
    renderWithProviders(<EarningsPage />, { path: '/earnings', route: '/earnings' });
    const thisWeek = (await screen.findByRole('heading', { name: EARNINGS.thisWeek })).parentElement!;
    expect(within(thisWeek).getByText('$140.00')).toBeVisible();
    const table = screen.getByRole('table', { name: EARNINGS.chartTitle });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining([MONEY.tableAdjustments, MONEY.tableTotal]));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('$40.00')).toBeVisible();
    expect(within(rows[0]!).getByText('$140.00')).toBeVisible();
    // A week with only an adjustment opens too, and says why its total changed.
    const weeks = screen.getByRole('region', { name: EARNINGS.weeksTitle });
    await userEvent.click(
      within(weeks).getByRole('button', { name: EARNINGS.weekSummary('Nov 16', EARNINGS.jobsCount(0), '-$12.50') }),
    );
    const list = await within(weeks).findByRole('list', { name: MONEY.weekAdjustmentsTitle('Nov 16') });
    expect(within(list).getByRole('listitem').textContent).toBe(
      `=Refund for a broken pane${MONEY.statementAdjustment} · Wed, Nov 18-$12.50`,
    );
  });

  it('beside an opened week, the owner reads its disputes with their answers and opens one on one of its jobs', async () => {
    const posted: unknown[] = [];
    const answered = {
      id: 5,
      weekStart: '2026-11-16',
      appointmentId: null,
      message: 'A job is missing',
      status: 'resolved',
      response: 'Added the missing window job',
      amountCents: 2_500,
      createdAt: '2026-11-25T16:00:00.000Z',
      resolvedAt: '2026-11-26T16:00:00.000Z',
    };
    server.use(
      http.get('/api/disputes', () =>
        HttpResponse.json({ data: [answered, { ...answered, id: 6, weekStart: '2026-11-23' }] }),
      ),
      http.post('/api/disputes', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 7, status: 'open' }, { status: 201 });
      }),
      http.get(
        '/api/earnings/statement',
        () =>
          new HttpResponse(
            [
              'Appointment,Completed at,Service,City,Zip code,Payout (USD)',
              '31,2026-11-17 09:30,Windows,Denver,80203,1234.50',
              'Total,,,,,1234.50',
              '',
            ].join('\n'),
            { headers: { 'content-type': 'text/csv; charset=utf-8' } },
          ),
      ),
    );
    renderPage();
    const weeks = await screen.findByRole('region', { name: EARNINGS.weeksTitle });
    await userEvent.click(
      within(weeks).getByRole('button', { name: EARNINGS.weekSummary('Nov 16', EARNINGS.jobsCount(2), '$1,234.50') }),
    );
    const list = await within(weeks).findByRole('list', { name: MONEY.disputesTitle('Nov 16') });
    // Only this week's: the other week's dispute is not listed here.
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent(MONEY.disputeStatus('resolved'));
    expect(item).toHaveTextContent(MONEY.disputeResponse('Added the missing window job'));
    expect(item).toHaveTextContent(MONEY.disputeAmount('$25.00'));
    const form = within(weeks).getByRole('form', { name: MONEY.disputeOpenTitle });
    await userEvent.selectOptions(within(form).getByLabelText(MONEY.disputeAboutLabel), '31');
    await userEvent.type(within(form).getByLabelText(MONEY.disputeMessageLabel), 'The pay is short');
    await userEvent.click(within(form).getByRole('button', { name: MONEY.disputeSend }));
    expect(await within(form).findByText(MONEY.disputeSent)).toBeVisible();
    expect(posted).toEqual([{ weekStart: '2026-11-16', appointmentId: 31, message: 'The pay is short' }]);
  });
});
