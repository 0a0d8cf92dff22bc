// Offers from the provider's team (docs/architecture.md "Availability and dispatch"). Ours: the product spec has
// none. Apart from AVAILABILITY, which the error table reads (and with it every page's first load): these texts load
// only with the pages that show them.
import { defineMessages } from '../i18n.ts';

/** What the offered company reads (issue 46: in the member's language). */
export const OFFERS = defineMessages('offers', {
  // The `offered` push's title (docs/architecture.md "Alerts on the phone"); not in PUSH, which every first load carries.
  offeredTitle: 'Job offered to you: {service}',
  offerNotFound: 'This job is not offered to your company.',
});

/**
 * The console's Bookings (the provider's team): offer a job, each offer's state, and the refusals of an offer.
 * English only, as the whole console (docs/decisions/033-catalogues-with-lingui.md).
 */
export const OFFERS_CONSOLE = {
  offerMinutes: 'An offer lasts from 5 to 1440 minutes.',
  offerAlreadyOpen: (company: string) => `This job is already offered to ${company}.`,
  offerClaimed: 'This job is already claimed: it cannot be offered.',
  offerIneligible: (reason: string) => `This company may not claim the job: ${reason}`,
  offersTitle: 'Offers',
  offerOpen: 'Offer to a company',
  offerClose: 'Close',
  offerFormTitle: (customer: string) => `Offer the job of ${customer}`,
  offerCompany: 'Company',
  offerCompanyPick: 'Choose a company',
  offerCompanySearch: 'Find a company',
  offerMinutesLabel: 'For how many minutes (5 to 1440)',
  offerSend: 'Offer',
  offerDone: (company: string, until: string) => `Offered to ${company} until ${until}.`,
  offerFailed: (reason: string) => `Could not offer the job: ${reason}`,
  offerState: {
    offered: (company: string, until: string) => `Offered to ${company} until ${until}`,
    declined: (company: string, at: string) => `Declined by ${company} at ${at}`,
    expired: (company: string, at: string) => `Offer to ${company} ran out at ${at}`,
    claimed: (company: string) => `Claimed by ${company} while offered`,
  },
} as const;
