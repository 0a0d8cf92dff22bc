import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OpsQualityRow } from '@vendor-portal/contract/scorecard';
import { QUALITY_CONSOLE } from '@vendor-portal/contract/messages/quality-console';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { QualityPage } from './quality-page.tsx';

// docs/architecture.md "Scorecard and tiers": the quality console lists companies as the server orders them
// (worst first), "Flagged only" asks the server for the flagged ones, and Appeals links to its queue.

const row = (vendorId: number, title: string, flagged: string[] = []): OpsQualityRow => ({
  vendorId,
  title,
  reviewStatus: 'approved',
  tier: 'standard',
  jobs: 6,
  onTimeRate: flagged.length ? 0.5 : 1,
  lateReleases: 0,
  noShows: 1,
  ratingAverage: null,
  ratingCount: 0,
  flagged: flagged.length > 0,
  why: flagged,
});
const rule = { minJobs: 5, minOnTime: 0.8, minRatings: 5, minAverage: 3.5 };

describe('QualityPage', () => {
  it('lists companies worst first with why, filters flagged ones and links to Appeals', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/ops/quality', ({ request }) => {
        const flagged = new URL(request.url).searchParams.get('flagged');
        asked.push(flagged ?? 'all');
        const late = row(1, 'Late Co', ['on time 50 %, expected 80 % or more']);
        return HttpResponse.json({ data: flagged === 'true' ? [late] : [late, row(2, 'Fine Co')], rule });
      }),
    );
    renderWithProviders(<QualityPage />, { path: '/ops/quality' });
    const table = await screen.findByRole('table');
    const names = within(table)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Late Co', 'Fine Co']);
    expect(within(table).getByText('on time 50 %, expected 80 % or more')).toBeVisible();
    expect(screen.getByRole('link', { name: QUALITY_CONSOLE.appeals })).toHaveAttribute('href', '/ops/quality/appeals');
    await userEvent.click(screen.getByRole('checkbox', { name: QUALITY_CONSOLE.flaggedOnly }));
    await screen.findByText('Late Co');
    expect(await within(await screen.findByRole('table')).findAllByRole('link')).toHaveLength(1);
    expect(asked).toEqual(['all', 'true']);
  });
});
