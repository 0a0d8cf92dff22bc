// The new-job alert's mail and push (docs/architecture.md "Live events and alerts", "Alerts on the phone"): written
// by the server only, so a module of its own, out of the chunks the portal's first load holds (LIVE, PUSH) and
// its budget (scripts/check-budgets.mjs).
export const NEW_JOB_ALERT = {
  newJobTitle: (service: string, zipCode: string) => `New job: ${service} in ${zipCode}`,
  /** `pay` absent for a member who may not see it (shared/ARCHITECTURE.md "Money that is fair"). */
  newJobBody: (p: { when: string; city: string; pay?: string }) =>
    `${p.when ? `${p.when}, ` : ''}${p.city}.${p.pay ? ` Pays ${p.pay}.` : ''}`,
  mailSubject: (brand: string, service: string, zipCode: string) => `${brand}: new job, ${service} in ${zipCode}`,
  mailText: (p: {
    service: string;
    zipCode: string;
    city: string;
    when: string;
    /** Absent for a member who may not see pay (shared/ARCHITECTURE.md "Money that is fair"): no pay sentence. */
    pay?: string;
    url: string;
    unsubscribe: string;
  }) =>
    [
      `A new job was just booked in your area: ${p.service} in ${p.city} ${p.zipCode}, ${p.when}.${p.pay ? ` It pays ${p.pay}.` : ''}`,
      '',
      `Claim it before another vendor does: ${p.url}`,
      '',
      'You get this email because "Email me new jobs" is on in your account.',
      `Stop these emails: ${p.unsubscribe}`,
    ].join('\n'),
} as const;
