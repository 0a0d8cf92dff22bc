// Texts of alerts on the phone (docs/architecture.md "Alerts on the phone (Web Push)"): what a notification says
// (never a customer's email, phone or street), and the Alerts card on Account. Spanish: ./es/push.ts.
import { defineMessages } from '../i18n.ts';

export const PUSH_MESSAGES = defineMessages('push', {
  endpointRefused: 'This push service is not accepted. Turn alerts on again from a current browser.',
  endpointMalformed:
    "This browser's address for alerts is not a valid web address. Turn alerts on again from a current browser.",
  keysInvalid: "This browser's keys for alerts are not valid. Turn alerts on again from a current browser.",
  // The notification (the payload's title and body).
  assignedTitle: 'Job given to you: {service}',
  unassignedTitle: 'Job taken off your schedule: {service}',
  rescheduledTitle: 'Job moved: {service}',
  cancelledTitle: 'Job cancelled: {service}',
  // The customer's answer to a request for more time (sent as a change of the job; never the pay or the price).
  // `job` is the job's when and where (`jobBody`).
  extraTimeApprovedTitle: 'More time approved: {service}',
  extraTimeApprovedText: 'The customer approved {minutes} more minutes. {job}',
  extraTimeDeclinedTitle: 'More time declined: {service}',
  extraTimeDeclinedText: 'The customer declined {minutes} more minutes: keep to the booked time. {job}',
  // The provider's staff: a job still unclaimed near its start (24 hours, then 2 hours before).
  unclaimedText: 'Still unclaimed, starts in {hours} hours: {service}',
  staffDeviceNeedsPerson: 'The ops token has no devices: sign in as yourself.',
  staffCardIntro: 'Hear of jobs still unclaimed 24 and 2 hours before they start.',
  // The Alerts card on Account.
  cardTitle: 'Alerts on this device',
  cardIntro:
    'Get new jobs and changes to your jobs as alerts on this phone or computer, even when the portal is closed.',
  /** A member who does not claim (a technician) hears of its own jobs only (issue 54 item 18). */
  cardIntroCrew:
    'Get changes to your jobs (a job given to you, moved or cancelled) as alerts on this phone or computer, even when the portal is closed.',
  turnOn: 'Turn on alerts on this device',
  turningOn: 'Turning on alerts…',
  turnedOn: 'Alerts are on for this device.',
  turnOnFailed: 'Could not turn on alerts. Please try again.',
  unsupported: 'This browser cannot receive alerts: it has no Push API. Use a current Chrome, Edge, Firefox or Safari.',
  // Issue 54 item 18: a private window has no service worker or refuses the subscription.
  privateWindow:
    'Alerts cannot be turned on in a private window. Open the portal in a normal window of this browser and turn them on there.',
  refused:
    'This browser refused alerts for this site. In a private window they cannot be turned on: open the portal in a normal window and try again.',
  iosHomeScreen:
    'On an iPhone or iPad, alerts need the portal on your Home Screen: open this page in Safari, tap Share, choose "Add to Home Screen", then open the portal from its icon and turn alerts on there.',
  denied:
    'Alerts are blocked for this site. To allow them again, open the site settings (the icon left of the address), set Notifications to Allow, then reload this page.',
  devicesTitle: 'Devices that get alerts',
  noDevices: 'No device gets alerts yet.',
  thisDevice: 'This device',
  addedOn: 'Added {date}',
  remove: 'Remove',
  removeLabel: 'Stop alerts on {browser}',
  removeFailed: 'Could not remove this device. Please try again.',
  unknownBrowser: 'Unknown browser',
});

interface JobPlace {
  when: string;
  city: string;
}
/** The job's when and where: no words of its own, so no message (a date-less job has only its city). */
const jobBody = (p: JobPlace) => (p.when ? `${p.when}, ${p.city}` : p.city);

const PUSH_COMPOSED = {
  jobBody,
  extraTimeApprovedBody: (p: JobPlace & { minutes: number }) =>
    PUSH_MESSAGES.extraTimeApprovedText({ minutes: p.minutes, job: jobBody(p) }),
  extraTimeDeclinedBody: (p: JobPlace & { minutes: number }) =>
    PUSH_MESSAGES.extraTimeDeclinedText({ minutes: p.minutes, job: jobBody(p) }),
  unclaimedTitle: (service: string, hours: number) => PUSH_MESSAGES.unclaimedText({ service, hours }),
};
/** The catalogue and its composed texts, one object: callers read `PUSH.x` as before, each in the active language. */
export const PUSH = Object.defineProperties(
  PUSH_COMPOSED,
  Object.getOwnPropertyDescriptors(PUSH_MESSAGES),
) as typeof PUSH_MESSAGES & typeof PUSH_COMPOSED;
