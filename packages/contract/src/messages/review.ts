// The provider's team (docs/architecture.md "Review and audit"): the server's texts for staff-only
// and vendor-only refusals, review decisions, and the mails a decision or an expiry sends. The
// console's own screen texts belong to the console.
export const REVIEW = {
  staffOnly: "This part of the portal is for the provider's team. Sign in with a staff account.",
  vendorOnly: 'This part of the portal is for vendors. Staff accounts use the review console at /ops.',
  adminOnly: "Only an admin of the provider's team can do this.",
  noteRequired: 'Please give a reason for the rejection.',
  expiryRequired: (label: string) => `Please give the expiry date of this ${label}.`,
  expiryInPast: 'This expiry date has passed. Please give a date from today on.',
  expiryTooFar: (years: number) => `Please give an expiry date within ${years} years from today.`,
  expiryNotApplicable: (label: string) => `A ${label} does not expire: please leave the expiry date out.`,
  staffNotFound: 'No staff account with this email.',
  fileNotFound: 'File not found.',
  productNotFound: 'Product not found.',
  // Mails to the vendor.
  vendorApprovedSubject: (brand: string) => `Your ${brand} vendor profile is approved`,
  vendorApprovedText: 'Your vendor profile is approved. You can now claim jobs in the portal.',
  vendorRejectedSubject: (brand: string) => `Your ${brand} vendor profile was not approved`,
  vendorRejectedText: (reason: string) => `Your vendor profile was not approved.\n\nReason: ${reason}`,
  vendorPendingSubject: (brand: string) => `Your ${brand} vendor profile is under review again`,
  vendorPendingText: 'Your vendor profile is under review again. We will write to you once it is decided.',
  fileApprovedSubject: (title: string) => `Your document "${title}" is approved`,
  fileApprovedText: (title: string, expiresOn: string | null) =>
    expiresOn
      ? `Your document "${title}" is approved. It expires on ${expiresOn}; please upload a new one before then.`
      : `Your document "${title}" is approved.`,
  fileRejectedSubject: (title: string) => `Your document "${title}" was not approved`,
  fileRejectedText: (title: string, reason: string) =>
    `Your document "${title}" was not approved.\n\nReason: ${reason}\n\nPlease upload a new one on your Account page.`,
  filePendingSubject: (title: string) => `Your document "${title}" is under review again`,
  filePendingText: (title: string) => `Your document "${title}" is under review again.`,
  reviewNoteLine: (note: string) => `\n\nNote from our team: ${note}`,
  // Expiry reminders (docs/architecture.md "Expiry reminders").
  expirySoonSubject: (title: string, days: number) => `Your document "${title}" expires in ${days} days`,
  expiryTodaySubject: (title: string) => `Your document "${title}" expires today`,
  expiredSubject: (title: string) => `Your document "${title}" has expired`,
  expiryText: (title: string, expiresOn: string, url: string) =>
    `Your document "${title}" expires on ${expiresOn}. Once it has expired you cannot claim jobs until a current one is approved.\n\nUpload a new one on your Account page: ${url}`,
  // The set-password mail of a new staff account (the reset flow's link).
  staffInviteSubject: (brand: string) => `Your ${brand} staff account`,
  staffInviteText: (role: string, link: string) =>
    `An account of the provider's team was created for you (role: ${role}).\n\nSet your password here (the link works for one hour, once): ${link}\n\nThen sign in on the portal's sign-in page.`,
} as const;
