// Offers from the provider's team (docs/architecture.md "Availability and dispatch"): the console's Bookings and the
// offered company's card. Ours: the product spec has none. Apart from AVAILABILITY, which the error table reads (and
// with it every page's first load): these texts load only with the pages that show them.
export const OFFERS = {
  // The `offered` push's title (docs/architecture.md "Alerts on the phone"); not in PUSH, which every first load carries.
  offeredTitle: (service: string) => `Job offered to you: ${service}`,
  offerMinutes: 'An offer lasts from 5 to 1440 minutes.',
  offerAlreadyOpen: (company: string) => `This job is already offered to ${company}.`,
  offerNotFound: 'This job is not offered to your company.',
  // The console's Bookings (the provider's team): offer a job, and each offer's state.
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
