import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Scorecard } from '@vendor-portal/contract/scorecard';
import { QUALITY } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ScorecardPage } from './scorecard-page.tsx';

// docs/architecture.md "Scorecard and tiers": the Scorecard page and the landing card.

const card: Scorecard = {
  from: '2026-11-05',
  to: '2026-12-02',
  days: 28,
  jobs: 3,
  jobIds: [11, 12, 13],
  onTime: { rate: 0.5, late: [12], checkedIn: [11, 12] },
  lateReleases: [21],
  noShows: [13],
  rating: { average: 4.25, count: 2, appointmentIds: [11, 12] },
  tier: 'standard',
  next: { tier: 'pro', missing: ['2 more completed jobs', 'on time 50 %, needs 90 %'] },
};

const serve = (data: Scorecard = card) => server.use(http.get('/api/scorecard', () => HttpResponse.json({ data })));

describe('ScorecardPage', () => {
  it('shows the tier, the window, each figure and what the next tier needs', async () => {
    serve();
    renderWithProviders(<ScorecardPage />, { path: '/scorecard' });
    expect(await screen.findByRole('heading', { name: QUALITY.tierLine({ tier: 'Standard' }) })).toBeVisible();
    expect(screen.getByText(QUALITY.period({ from: 'Nov 5', to: 'Dec 2' }))).toBeVisible();
    expect(screen.getByRole('heading', { name: QUALITY.nextTitle({ tier: 'Pro' }) })).toBeVisible();
    expect(screen.getByText('2 more completed jobs')).toBeVisible();
    expect(screen.getByText('on time 50 %, needs 90 %')).toBeVisible();
    expect(screen.getByText('4.25 (2 ratings)')).toBeVisible();
  });

  it('opens a figure’s jobs, each a link to its job', async () => {
    serve();
    const { router } = renderWithProviders(<ScorecardPage />, {
      path: '/scorecard',
      routes: [{ path: '/appointments/:id', element: <p>job page</p> }],
    });
    await userEvent.click(await screen.findByRole('button', { name: `${QUALITY.showJobs}, ${QUALITY.onTimeLabel}` }));
    const list = screen.getByRole('list', { name: QUALITY.figureJobsTitle({ figure: QUALITY.onTimeLabel }) });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/appointments/12']);
    await userEvent.click(within(list).getByRole('link', { name: QUALITY.jobLink({ id: 12 }) }));
    expect(router.state.location.pathname).toBe('/appointments/12');
  });

  it('shows the tier table as the contract writes it, the company’s tier marked', async () => {
    serve({ ...card, tier: 'pro', next: { tier: 'elite', missing: [] } });
    renderWithProviders(<ScorecardPage />, { path: '/scorecard' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Elite', 'Pro', 'Standard']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0]!).getByText('10 or more completed jobs')).toBeVisible();
    expect(within(rows[0]!).getByText('on time 95 % or more')).toBeVisible();
    expect(within(rows[0]!).getByText('average 4.8 stars or more over 5 or more ratings')).toBeVisible();
    expect(within(rows[0]!).getByText('no late release')).toBeVisible();
    expect(within(rows[1]!).queryByText('no late release')).toBeNull();
  });

  it('says so at the top tier', async () => {
    serve({ ...card, tier: 'elite', next: null });
    renderWithProviders(<ScorecardPage />, { path: '/scorecard' });
    expect(await screen.findByText(QUALITY.topTier)).toBeVisible();
  });
});
