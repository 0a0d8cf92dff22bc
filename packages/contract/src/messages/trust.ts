// The portal's side of who may claim jobs (docs/architecture.md "Who may claim"): the
// Unclaimed page's panel and nearby jobs, the email-verification banner and the /verify-email page.
// The refusals' own messages come from the server (messages/eligibility.ts).
import { defineMessages } from '../i18n.ts';

export const TRUST = defineMessages('trust', {
  // Ours:
  panelTitle: 'You cannot claim jobs yet',
  panelIntro: 'You can see the open jobs in your area. Customer details show once you can claim them.',
  acceptAgreement: 'Review and Accept the Agreement',
  addService: 'Add a service',
  updateDocuments: 'Update your documents',
  nearbyTitle: 'Jobs nearby that need another service',
  nearbyIntro: 'Open jobs in zip codes you serve, for a service you do not offer there yet.',
  nearbyNeeds: 'Needs: {products}',
  addServiceFor: 'Add {product}',
});
