// Issue 31 "The working day": on my way and the day at a glance (docs/features.md "The working day").
// The customer's mail is written here too, so that its words live in one place with the button's.
import { defineMessages } from '../i18n.ts';

export const DAY = defineMessages('day', {
  // The day at a glance (the landing page, above the columns, when today has jobs).
  timelineTitle: 'Your day',
  timelineSubtitle: '{count, plural, one {# job today, in order} other {# jobs today, in order}}',
  /** `duration`: durationText(minutes) below. */
  gap: '{duration} free',
  back2back: 'No gap: the next job starts as this one ends',
  overlap: 'Overlaps the next job by {duration}',
  endsAt: 'until {time}',
  directions: 'Directions',
  /** The customer's phone on a timeline job: the link's name says what the tap does. */
  callCustomer: 'Call {name} at {phone}',
  openJob: 'Open job',
  stateOnMyWaySent: 'On my way sent at {time}',
  statePhotos: '{count, plural, one {# photo} other {# photos}}',
  stateCompleted: 'Completed',
  stateToDo: 'To do',
  /** A timed job whose end has passed and that is not marked complete. */
  stateTimePassed: 'Time passed, not marked complete',
  /** A date-only job's time on the timeline: booked for the day, no hour of its own. */
  allDay: 'Any time today',
  // On my way: one tap opens the presets, one more sends.
  onMyWay: 'On my way',
  onMyWayHeading: 'Tell the customer you are on your way',
  onMyWayHint: 'The customer gets an email with your company name, the service and when you will arrive.',
  presetLabel: '{minutes} min',
  customLabel: 'Other (5 to 240 minutes)',
  customSend: 'Send',
  cancel: 'Cancel',
  etaInvalid: 'Enter a number of minutes from 5 to 240.',
  sentAt: 'Sent at {time}',
  sentAtWithEta: 'Sent at {time}, arriving about {arrival}',
  sending: 'Sending…',
  sendFailed: 'The message could not be sent. Try again.',
  needsConnection: 'On my way emails the customer now, so it needs a connection. Try again when you are online.',
  onlyOnTheDay: 'On my way can be sent on the day of the job.',
  // The server's refusals (409 and 429 messages).
  notToday: 'On my way can be sent only on the day of the job, in the property’s time zone.',
  noCustomerEmail: 'This customer has no email address, so on my way cannot be sent.',
  /** `duration`: durationText(minutes) below. */
  tooSoon: 'On my way was sent less than 10 minutes ago. You can send it again in {duration}.',
  etaRange: 'The arrival estimate must be a whole number of minutes from 5 to 240.',
});

/**
 * 75 → "1 h 15 min"; 30 → "30 min": a length of time as its units' symbols, which read the same in every language
 * of the catalogues (like a number), for DAY.gap, DAY.overlap and DAY.tooSoon.
 */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
