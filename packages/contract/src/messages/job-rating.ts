// The rating form of the customer's /job page (docs/architecture.md "Ratings and the right of reply"): its own
// module, so the page's entry carries these alone. In the customer's language; Spanish in ./es/job-rating.ts
// (formal: usted). The server's answers are CUSTOMER_JOB's, written again here (see ./job-page.ts for why).
import { defineMessages } from '../i18n.ts';

export const JOB_RATING = defineMessages('job-rating', {
  title: 'Rate the job',
  once: 'You can rate this job once, within 30 days of its completion.',
  starsLegend: 'How was it?',
  star: '{n} of 5 stars',
  tagsLegend: 'What stood out (optional)',
  commentLabel: 'Comment (optional)',
  send: 'Send rating',
  sending: 'Sending…',
  starsMissing: 'Choose 1 to 5 stars.',
  commentTooLong: 'A comment can have at most 1,000 characters.',
  sendFailed: 'Your rating could not be sent. Check the connection and try again.',
  yours: 'Your rating',
  held: 'Thank you. Your rating is shown once the company has had 72 hours to answer.',
  reply: 'The company’s reply',
  alreadyRated: 'This job has been rated already.',
  ratingClosed: 'A job can be rated within 30 days of its completion.',
  notCompleted: 'Only a completed job can be rated.',
  tag_on_time: 'On time',
  tag_friendly: 'Friendly',
  tag_quality: 'Good work',
  tag_tidy: 'Tidy',
  tag_late: 'Late',
  tag_rude: 'Rude',
  tag_incomplete: 'Incomplete',
  tag_damage: 'Damage',
});
