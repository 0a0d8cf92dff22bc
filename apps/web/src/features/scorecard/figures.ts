import type { Scorecard } from '@vendor-portal/contract/scorecard';
import { QUALITY } from '@vendor-portal/contract/messages';

// docs/architecture.md "Scorecard and tiers": the scorecard's figures as the page and the landing card show them,
// each with the jobs behind it (appointment ids, each a link to its job).

export interface Figure {
  key: string;
  label: string;
  value: string;
  jobs: number[];
}

const percent = (rate: number) => Math.floor(rate * 100);

export function scorecardFigures(card: Scorecard): Figure[] {
  return [
    { key: 'jobs', label: QUALITY.jobsLabel, value: String(card.jobs), jobs: card.jobIds },
    {
      key: 'on-time',
      label: QUALITY.onTimeLabel,
      value: card.onTime.rate === null ? QUALITY.noRate : QUALITY.onTimeValue({ rate: percent(card.onTime.rate) }),
      // The late ones: what a company opens to see why its rate is not higher.
      jobs: card.onTime.late,
    },
    {
      key: 'late-releases',
      label: QUALITY.lateReleasesLabel,
      value: String(card.lateReleases.length),
      jobs: card.lateReleases,
    },
    { key: 'no-shows', label: QUALITY.noShowsLabel, value: String(card.noShows.length), jobs: card.noShows },
    {
      key: 'rating',
      label: QUALITY.ratingLabel,
      value:
        card.rating.average === null
          ? QUALITY.noRatings
          : QUALITY.ratingValue({ average: card.rating.average.toFixed(2), count: card.rating.count }),
      jobs: card.rating.appointmentIds,
    },
  ];
}
