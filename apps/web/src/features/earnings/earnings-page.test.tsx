import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Earnings } from '@vendor-portal/contract/earnings';
import { EARNINGS } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EarningsPage } from './earnings-page.tsx';

// docs/architecture.md "Pay and earnings": the Earnings page, and the chart's figures in text.

const week = (weekStart: string, completedCents: number, paid?: { at: string; reference: string }) => ({
  weekStart,
  completedCount: completedCents ? 2 : 0,
  completedCents,
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

  it('lists the same figures in a table, with each payout and its reference', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: EARNINGS.chartTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Nov 23', 'Nov 16', 'Nov 9']);
    expect(within(rows[1]!).getByText('$1,234.50')).toBeVisible();
    expect(within(rows[1]!).getByText(EARNINGS.paidOn('Nov 24', 'ACH-77'))).toBeVisible();
    expect(within(rows[0]!).getByText(EARNINGS.notPaid)).toBeVisible();
    expect(within(rows[0]!).getByRole('button', { name: `${EARNINGS.downloadStatement}, Nov 23` })).toBeEnabled();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });
});
