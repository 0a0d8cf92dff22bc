// The new-job alert's mail and push (docs/architecture.md "Live events and alerts", "Alerts on the phone"): written
// by the server only, so a module of its own, out of the chunks the portal's first load holds (LIVE, PUSH) and
// its budget (scripts/check-budgets.mjs). Each member reads it in its own language (`inLanguage`, issue 46).
import { defineMessages } from '../i18n.ts';

export const NEW_JOB_ALERT = defineMessages('new-job-alert', {
  newJobTitle: 'New job: {service} in {zipCode}',
  /**
   * `dated` is `yes` when the job has a start (`when`); `paid` is `no` for a member who may not see pay
   * (docs/architecture.md "Money that is fair"): no pay sentence.
   */
  newJobBody: '{dated, select, yes {{when}, } other {}}{city}.{paid, select, yes { Pays {pay}.} other {}}',
  mailSubject: '{brand}: new job, {service} in {zipCode}',
  /** `paid` is `no` for a member who may not see pay: no pay sentence. `setting`: the switch's label (LIVE.emailNewJobs). */
  mailText: `A new job was just booked in your area: {service} in {city} {zipCode}, {when}.{paid, select, yes { It pays {pay}.} other {}}

Claim it before another vendor does: {url}

You get this email because "{setting}" is on in your account.
Stop these emails: {unsubscribe}`,
});

/** The body's choices from what the job has: a start or not, pay shown or not. */
export const newJobBodyValues = (p: { when: string; city: string; pay?: string }) => ({
  dated: p.when ? 'yes' : 'no',
  when: p.when,
  city: p.city,
  paid: p.pay ? 'yes' : 'no',
  pay: p.pay ?? '',
});
