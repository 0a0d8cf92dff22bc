// The texts of the "Finish setting up" checklist on the appointments page (docs/product-spec.md §2 Appointments
// page, Onboarding wizard); see ../messages.ts.

export const SETUP = {
  checklistTitle: 'Finish setting up',
  checklistIntro: 'Some steps of your setup are not done yet. Finish them here or on any device:',
  done: 'Done',
  toDo: 'To do',
  steps: {
    'business-info': 'Business information',
    services: 'Services and ZIP codes',
    hours: 'Business hours',
    documents: 'Documents',
  },
} as const;
