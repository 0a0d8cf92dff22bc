// The texts of the "Finish setting up" checklist on the appointments page (docs/product-spec.md §2 Appointments
// page, Onboarding wizard); see ../messages.ts.

export const SETUP = {
  checklistTitle: 'Finish setting up',
  checklistIntro: 'Your account is not ready for appointments yet. Finish these steps (on any device):',
  done: 'Done',
  toDo: 'To do',
  steps: {
    'business-info': 'Business information',
    services: 'Services and ZIP codes',
    hours: 'Business hours',
    documents: 'Documents',
  },
} as const;
