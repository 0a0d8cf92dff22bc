// A week's Monday (YYYY-MM-DD, a calendar day in the vendor's zone) as the page shows it: "Nov 16".
// The day is formatted as a UTC date so no browser zone moves it.
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const weekLabel = (weekStart: string) => short.format(new Date(`${weekStart}T00:00:00Z`));

/** An instant's calendar day as the page shows a payment date ("Nov 23"). */
export const paidLabel = (instant: string) => short.format(new Date(instant.slice(0, 10) + 'T00:00:00Z'));

const dayOfJob = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A statement's "YYYY-MM-DD HH:MM" (already in the vendor's zone) as its day: "Mon, Nov 23". */
export const jobDayLabel = (completedAt: string) => dayOfJob.format(new Date(`${completedAt.slice(0, 10)}T00:00:00Z`));
