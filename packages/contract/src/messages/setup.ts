// The texts of the "Finish setting up" checklist on the appointments page (docs/product-spec.md §2 Appointments
// page, Onboarding wizard); see ../messages.ts.
import { defineMessages } from '../i18n.ts';

export const SETUP = defineMessages('setup', {
  // Issue 28: the review's state on the page a vendor lands on, with what it can do meanwhile.
  reviewPendingTitle: 'Your profile is under review',
  reviewPendingText:
    'Our team checks your company profile and your business documents (insurance and licences), and writes to you once it is decided. You can claim jobs once it is approved.',
  reviewPendingMeanwhile: 'Meanwhile you can:',
  reviewPendingServices: 'Add services, zip codes and business hours',
  reviewPendingJobs: 'See the jobs of your area',
  reviewRejectedTitle: 'Your profile was not approved',
  reviewRejectedNext: 'Fix what the reason names; our team then reviews it again.',
  seeWhatToFix: 'See what to fix',
  checklistTitle: 'Finish setting up',
  checklistIntro: 'Some steps of your setup are not done yet. Finish them here or on any device:',
  /** Issue 38: an unfinished onboarding is not under review yet; what is left comes first. */
  checklistReviewAfter: 'Our team reviews your profile once these steps are done. Until then it is not under review.',
  done: 'Done',
  toDo: 'To do',
  /** A step of the onboarding (SAVING_STEPS) by its code; `other` is business-info (ICU keys have no hyphen). */
  steps:
    '{step, select, services {Services and ZIP codes} hours {Business hours} documents {Documents} other {Business information}}',
});
