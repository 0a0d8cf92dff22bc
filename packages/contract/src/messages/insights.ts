import type { FunnelStep, JobAgeBucket, NearReason } from '../ops/insights.ts';

// The console's overview (docs/architecture.md "The marketplace at a glance"): the screen's texts
// and the CSV exports' column names, written once.
export const INSIGHTS = {
  menuOverview: 'Overview',
  title: 'Marketplace Overview',
  periodLabel: 'Period',
  period: (days: number) => `Last ${days} days`,
  exportCsv: 'Download CSV',
  exportFailed: 'The download failed. Please try again.',
  // Funnel
  funnelTitle: 'Where vendors stop, from sign-up to first claim',
  funnelStep: {
    signedUp: 'Signed up',
    verified: 'Verified email',
    approved: 'Approved',
    claimedOnce: 'Claimed a job',
  } satisfies Record<FunnelStep, string>,
  funnelMostStop: (from: string, to: string, count: number) =>
    `Most vendors stop between ${from} and ${to} (${count} ${count === 1 ? 'vendor' : 'vendors'}).`,
  funnelNobodyStops: 'No vendor stopped along the way.',
  funnelEmpty: 'No vendor signed up in this period.',
  funnelStepVendors: (step: string) => `Vendors who reached: ${step}`,
  funnelStoppedHere: 'Stopped here',
  funnelShowVendors: (step: string, count: number) => `Show the ${count} vendors: ${step}`,
  funnelNoVendors: 'No vendors at this step.',
  // Time to claim
  claimTitle: 'How long jobs wait to be claimed, per week',
  // docs/architecture.md "Alerts on the phone": booking commit to each new-job alert handed to the push service or mail.
  alertsTitle: 'How fast new-job alerts leave',
  alertsNone: 'No new-job alert was sent in this period.',
  // Issue 57: ratings and tiers.
  qualityTitle: 'Ratings and tiers',
  qualityAverage: (average: string, count: number) => `Rating average ${average} over ${count} ratings`,
  qualityNoRatings: 'No rating counted in this period.',
  tierShare: (tier: string, companies: number, percent: number) => `${tier}: ${companies} companies (${percent} %)`,
  alertsSummary: (count: number, p50: string, p99: string) =>
    `${count} ${count === 1 ? 'alert' : 'alerts'} sent; median ${p50}, 99th percentile ${p99} from the booking.`,
  seconds: (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 0)} s`),
  claimSummary: (count: number, p50: string, p90: string) =>
    `${count} ${count === 1 ? 'job' : 'jobs'} claimed; median ${p50}, 90th percentile ${p90}.`,
  claimNone: 'No job was claimed in this period.',
  claimWeek: 'Week of',
  claimService: 'Service',
  claimCount: 'Claimed',
  claimMedian: 'Median',
  claimP90: '90th percentile',
  claimByService: 'Per service',
  minutes: (m: number | null) =>
    m === null
      ? '—'
      : m < 60
        ? `${Math.round(m)} min`
        : m < 2880
          ? `${(m / 60).toFixed(1)} h`
          : `${(m / 1440).toFixed(1)} d`,
  // Open jobs
  openTitle: 'Open jobs, oldest first',
  openSummary: (total: number, older: number) => `${total} open; ${older} waiting for more than a day.`,
  openEmpty: 'No open jobs.',
  ageBucket: { underAnHour: 'Under an hour', underADay: 'Under a day', older: 'Older' } satisfies Record<
    JobAgeBucket,
    string
  >,
  openJob: 'Job',
  openZip: 'Zip code',
  openWhen: 'Appointment',
  openBooked: 'Booked',
  openAge: 'Waiting',
  openServices: 'Services',
  // Coverage gaps
  gapsTitle: 'Where no vendor may take the job',
  gapsEmpty: 'Every open job has a vendor who may claim it.',
  gapZip: 'Zip code',
  gapService: 'Service',
  gapJobs: 'Open jobs',
  gapNearest: 'Nearest vendors',
  gapNoneNear: 'Nobody near: recruit.',
  nearReason: {
    blocked: 'serves it, blocked',
    zipWithoutService: 'serves the zip, not the service',
    neighbouringZip: 'serves the service nearby',
  } satisfies Record<NearReason, string>,
  // CSV columns
  csv: {
    step: 'Step',
    vendors: 'Vendors',
    kind: 'Kind',
    week: 'Week',
    productId: 'Product id',
    service: 'Service',
    claimed: 'Claimed',
    p50: 'Median minutes',
    p90: '90th percentile minutes',
    jobId: 'Job',
    zipCode: 'Zip code',
    appointment: 'Appointment',
    bookedAt: 'Booked at',
    timeZone: 'Time zone',
    age: 'Waiting',
    openJobs: 'Open jobs',
    nearest: 'Nearest vendors',
    figure: 'Figure',
    value: 'Value',
    ratingAverage: 'Rating average',
    ratingCount: 'Ratings',
    tierCompanies: (tier: string) => `Companies ${tier}`,
  },
};
