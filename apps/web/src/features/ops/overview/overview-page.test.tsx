import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { INSIGHTS } from '@vendor-portal/contract/messages/insights';
import { server } from '../../../test/msw-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { staffSession } from '../../../test/ops-data.ts';
import { OverviewPage } from './overview-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../../test/mock-route.ts';

// docs/architecture.md "The marketplace at a glance": the console's overview.

function setup() {
  const periods: string[] = [];
  server.use(
    http.get('/api/ops/insights', ({ request }) => {
      periods.push(new URL(request.url).searchParams.get('days')!);
      return HttpResponse.json({
        data: {
          funnel: { signedUp: 40, verified: 30, approved: 12, claimedOnce: 9 },
          timeToClaim: { count: 4, p50Minutes: 25, p90Minutes: 37 },
          openJobs: { total: 3, olderThan24h: 1 },
          coverageGaps: [{ zipCode: '80601', productId: 2, productTitle: 'Pressure Washing', openJobs: 1 }],
          alerts: { count: 12, p50Ms: 180, p99Ms: 950 },
          quality: { ratingAverage: 4.62, ratingCount: 40, tiers: { standard: 6, pro: 3, elite: 1 } },
        },
      });
    }),
    mockRoute(paths.getOpsInsightsTimeToClaim).reply(() => ({
      data: {
        weeks: [{ weekStart: '2026-11-16', count: 4, p50Minutes: 25, p90Minutes: 37 }],
        services: [{ productId: 1, productTitle: 'Vehicle Detailing', count: 4, p50Minutes: 25, p90Minutes: 37 }],
      },
    })),
    mockRoute(paths.getOpsInsightsOpenJobs).reply(() => ({
      data: [
        {
          id: 7,
          zipCode: '99501',
          actualDateTime: '2026-11-28T16:00:00.000Z',
          bookedAt: '2026-11-20T16:00:00.000Z',
          ageBucket: 'older',
          services: 'Pressure Washing',
          timeZone: 'America/Anchorage',
          dateOnly: false,
        },
        {
          id: 8,
          zipCode: '80202',
          actualDateTime: '2026-11-28T16:00:00.000Z',
          bookedAt: '2026-11-20T16:00:00.000Z',
          ageBucket: 'older',
          services: 'Window Cleaning',
          timeZone: 'America/Denver',
          dateOnly: true,
        },
      ],
      counts: { underAnHour: 0, underADay: 0, older: 2 },
    })),
    mockRoute(paths.getOpsInsightsCoverageGaps).reply(() => ({
      data: [
        {
          zipCode: '80601',
          productId: 2,
          productTitle: 'Pressure Washing',
          openJobs: 1,
          nearest: [{ id: 5, title: 'Shine Co.', reason: 'zipWithoutService' }],
        },
      ],
    })),
    http.get('/api/ops/insights/funnel/approved', () =>
      HttpResponse.json({
        data: [
          {
            id: 8,
            title: 'Stuck Co.',
            email: 'stuck@example.com',
            zipCode: '80202',
            signedUpAt: '2026-11-20T16:00:00.000Z',
            furthestStep: 'approved',
          },
        ],
      }),
    ),
  );
  renderWithProviders(<OverviewPage />, { route: '/ops/overview', path: '/ops/overview', session: staffSession() });
  return { periods };
}

describe('OverviewPage', () => {
  it('says where most vendors stop, and opens a step to its vendors, each a link to its review', async () => {
    setup();
    expect(await screen.findByText(INSIGHTS.funnelMostStop('Verified email', 'Approved', 18))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: INSIGHTS.funnelShowVendors('Approved', 12) }));
    const list = await screen.findByRole('region', { name: INSIGHTS.funnelStepVendors('Approved') });
    expect(within(list).getByRole('link', { name: 'Stuck Co.' })).toHaveAttribute('href', '/ops/vendors/8');
    expect(within(list).getByText(INSIGHTS.funnelStoppedHere)).toBeInTheDocument();
  });

  it('shows the gaps with the nearest vendors, the open jobs and time to claim per service', async () => {
    setup();
    const gap = (await screen.findByRole('rowheader', { name: '80601' })).closest('tr')!;
    expect(within(gap).getByRole('link', { name: 'Shine Co.' })).toHaveAttribute('href', '/ops/vendors/5');
    expect(within(gap).getByText(`(${INSIGHTS.nearReason.zipWithoutService})`)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `${INSIGHTS.openJob} #7` })).toHaveAttribute(
      'href',
      '/ops/bookings?q=7#booking-7',
    );
    // In the property's zone; a date-only job as its day, without the hidden time (issue 38 item 3).
    const timed = screen.getByRole('link', { name: `${INSIGHTS.openJob} #7` }).closest('li')!;
    expect(timed).toHaveTextContent(`${INSIGHTS.openWhen}: Nov 28, 2026, 7:00 AM AKST`);
    const windows = screen.getByRole('link', { name: `${INSIGHTS.openJob} #8` }).closest('li')!;
    expect(windows).toHaveTextContent(`${INSIGHTS.openWhen}: Nov 28, 2026 ·`);
    const perService = await screen.findByRole('table', { name: INSIGHTS.claimByService });
    expect(within(perService).getByRole('row', { name: 'Vehicle Detailing 4 25 min 37 min' })).toBeInTheDocument();
  });

  it('shows how fast new-job alerts left: median and 99th percentile in seconds', async () => {
    setup();
    expect(await screen.findByText(INSIGHTS.alertsSummary(12, '0.18 s', '0.95 s'))).toBeInTheDocument();
  });

  it('shows the marketplace’s rating average and each tier’s share of the companies (issue 57)', async () => {
    setup();
    expect(await screen.findByText(INSIGHTS.qualityAverage('4.62', 40))).toBeInTheDocument();
    expect(screen.getByText(INSIGHTS.tierShare('Elite', 1, 10))).toBeInTheDocument();
    expect(screen.getByText(INSIGHTS.tierShare('Pro', 3, 30))).toBeInTheDocument();
    expect(screen.getByText(INSIGHTS.tierShare('Standard', 6, 60))).toBeInTheDocument();
  });

  it('asks for the period chosen', async () => {
    const { periods } = setup();
    await screen.findByText(INSIGHTS.claimSummary(4, '25 min', '37 min'));
    await userEvent.click(screen.getByRole('button', { name: INSIGHTS.period(7) }));
    await screen.findByRole('button', { name: INSIGHTS.period(7), pressed: true });
    expect(periods).toContain('7');
    expect(periods[0]).toBe('30');
  });
});
