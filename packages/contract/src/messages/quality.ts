// The scorecard and the tiers (docs/architecture.md "Scorecard and tiers"): what a company reads of its last 28
// days, the tier table, what the next tier needs, the tier mail and the weekly flagged mail. Ours: the product
// spec has no texts for quality. The console's words are QUALITY_CONSOLE (./quality-console.ts, English, like the whole console).
import { defineMessages } from '../i18n.ts';

export const QUALITY = defineMessages('quality', {
  tierName: '{tier, select, elite {Elite} pro {Pro} other {Standard}}',
  // What the next tier needs, line by line.
  missingJobs: '{count, plural, one {# more completed job} other {# more completed jobs}}',
  missingOnTime: 'on time {rate} %, needs {needs} %',
  missingOnTimeNone: 'no job checked in yet, needs {needs} % on time',
  missingRatings: '{count, plural, one {# more rating} other {# more ratings}}',
  missingAverage: 'average {average} stars, needs {needs}',
  missingLateReleases:
    '{count, plural, one {# late release in the last 28 days} other {# late releases in the last 28 days}}',
  // The tier table as it is.
  ruleJobs: '{count} or more completed jobs',
  ruleOnTime: 'on time {needs} % or more',
  ruleAverage: 'average {average} stars or more over {count} or more ratings',
  ruleNoLateRelease: 'no late release',
  ruleStandard: 'every other company',
  // The page and the landing card.
  pageTitle: 'Scorecard',
  navLabel: 'Scorecard',
  period: 'Last 28 days, {from} to {to}',
  tierLine: 'Your tier: {tier}',
  nextTitle: 'For {tier}',
  topTier: 'You are at the top tier.',
  jobsLabel: 'Completed jobs',
  onTimeLabel: 'On time',
  onTimeValue: '{rate} %',
  noRate: 'No job checked in',
  lateReleasesLabel: 'Late releases',
  noShowsLabel: 'No-shows',
  ratingLabel: 'Rating',
  ratingValue: '{average} ({count, plural, one {# rating} other {# ratings}})',
  noRatings: 'No ratings yet',
  showJobs: 'Show the jobs',
  hideJobs: 'Hide the jobs',
  figureJobsTitle: '{figure}: its jobs',
  noJobs: 'No jobs.',
  jobLink: 'Job #{id}',
  tableTitle: 'The tiers',
  tableTier: 'Tier',
  tableNeeds: 'Needs, over the last 28 days',
  tableHeadStart: 'What it unlocks',
  headStartNone: 'New jobs at once',
  headStartMinutes: 'New jobs after {minutes} min',
  earlyAccess: 'Early access',
  // The mails.
  tierMailSubject: 'Your tier is now {tier}',
  tierMailText:
    'Over the last 28 days your company reached the tier {tier} (it was {before}).\n\nSee your scorecard: {url}\n',
  flagMailSubject: 'Your scorecard needs attention',
  flagMailText:
    'Over the last 28 days your company is below what the marketplace expects:\n{reasons}\n\nNobody suspends a company without a person deciding; see your scorecard and the jobs behind each figure: {url}\n',
  flagOnTime: 'on time {rate} %, expected {needs} % or more',
  flagRating: 'average {average} stars, expected {needs} or more',
});
