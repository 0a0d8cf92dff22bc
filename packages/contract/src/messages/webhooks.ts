// Webhooks (docs/architecture.md "Partners: API keys, webhooks and the company's own calendar", issue 58): the
// owner's /integrations/webhooks page, its errors and the mail when an endpoint is switched off. Ours: the product
// spec has no webhooks. Spanish: ./es/webhooks.ts.
import { defineMessages } from '../i18n.ts';

export const WEBHOOKS = defineMessages('webhooks', {
  // Errors (the API's, each beside its field).
  urlInvalid: 'Enter the full address, starting with https://.',
  urlNotAllowed:
    'This address cannot receive webhooks: it must be https and reach a public server (not a private, local or cloud metadata address).',
  eventsRequired: 'Choose at least one event.',
  eventUnknown: 'This event does not exist: choose among the events listed.',
  tooMany: 'A company may have at most 10 webhooks. Delete one to add another.',
  endpointNotFound: 'No webhook of your company has this id.',
  deliveryNotFound: 'No delivery of this webhook has this id.',
  // The page.
  pageTitle: 'Webhooks',
  pageIntro:
    'Your own software hears about your jobs as they change: each event is sent to your address, signed, and sent again until your server answers.',
  backToIntegrations: 'Integrations',
  addTitle: 'Add a webhook',
  urlLabel: 'Address (URL)',
  urlHint: 'An https address of your server. It must answer within 5 seconds with a 2xx status.',
  eventsLabel: 'Events to send',
  add: 'Add webhook',
  secretTitle: 'Your signing secret',
  secretText:
    'Copy it now: it is shown only once. Your server uses it to check that each event comes from us (see the guide “Verify a signature”).',
  copy: 'Copy',
  copied: 'Copied',
  secretDone: 'I have saved it',
  listTitle: 'Your webhooks',
  none: 'No webhooks yet.',
  enabled: 'On',
  disabledByOwner: 'Off',
  disabledByFailures: 'Switched off after 50 failures in a row',
  enable: 'Turn on',
  disable: 'Turn off',
  includeCustomer: 'Include the customer’s email and phone',
  lastSuccess: 'Last success: {when}',
  neverSucceeded: 'No success yet',
  failuresInARow: 'Failures in a row: {count}',
  remove: 'Delete',
  removeConfirm: 'Delete this webhook? Events stop at once.',
  sendTest: 'Send a test event',
  testQueued: 'A test event is on its way. See it in the deliveries below.',
  deliveriesTitle: 'Last deliveries',
  deliveriesNone: 'Nothing sent yet.',
  colEvent: 'Event',
  colCreated: 'Created',
  colStatus: 'Status',
  colAttempts: 'Attempts',
  statusDelivered: 'Delivered ({status})',
  statusFailed: 'Failed ({status})',
  statusNoAnswer: 'No answer',
  statusPending: 'Waiting',
  sendAgain: 'Send again',
  sentAgain: 'Sent again.',
  loadFailed: 'Your webhooks could not be loaded.',
  saveFailed: 'The change was not saved. {reason}',
  // The mail to the owner when the portal switches an endpoint off.
  disabledSubject: 'Your webhook was switched off',
  disabledText:
    'Hello,\n\nYour webhook {url} failed 50 times in a row, so we switched it off: no more events are sent to it.\n\nWhen your server is ready, turn it on again on the Webhooks page: {link}\n',
});
