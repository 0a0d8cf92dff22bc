// docs/product-spec.md §2 Onboarding wizard, §4 Onboarding: the wizard's steps, without zod, so that a page's chunk
// that only lists them (the appointments page's "Finish setting up") does not carry it. ./vendor-setup.ts re-exports.

/** The wizard's steps in order (docs/product-spec.md §4); `complete` is the closing screen, never "done". */
export const SETUP_STEPS = ['business-info', 'services', 'hours', 'documents', 'complete'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
/** The steps that save something, in order. */
export const SAVING_STEPS = ['business-info', 'services', 'hours', 'documents'] as const;
export type SavingStep = (typeof SAVING_STEPS)[number];
