import { z } from 'zod';

// docs/product-spec.md §2 Onboarding wizard, §4 Onboarding: which of the wizard's steps the vendor has done, read
// from what the server holds (not from one browser's draft), so setup resumes on any device.

/** The wizard's steps in order (docs/product-spec.md §4); `complete` is the closing screen, never "done". */
export const SETUP_STEPS = ['business-info', 'services', 'hours', 'documents', 'complete'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
/** The steps that save something, in order. */
export const SAVING_STEPS = ['business-info', 'services', 'hours', 'documents'] as const;
export type SavingStep = (typeof SAVING_STEPS)[number];

export const vendorSetupSchema = z.object({
  /** Per step: business-info = a vendor; services = a service with a zip; hours = a saved day; documents = a file. */
  done: z.object({
    'business-info': z.boolean(),
    services: z.boolean(),
    hours: z.boolean(),
    documents: z.boolean(),
  }),
  /** The first step not done, `complete` once every step is. */
  nextStep: z.enum(SETUP_STEPS),
});
export type VendorSetup = z.infer<typeof vendorSetupSchema>;

/** The answer for what is done: the one place that orders the steps. */
export function vendorSetup(done: VendorSetup['done']): VendorSetup {
  return { done, nextStep: SAVING_STEPS.find((step) => !done[step]) ?? 'complete' };
}
