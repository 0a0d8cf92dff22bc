import { z } from 'zod';
import '../../lib/zod-jitless.ts';
import { WEEK_DAYS } from '@vendor-portal/contract/constants';
import { BUSINESS_INFO_FIELDS } from '@vendor-portal/contract/fields';
import { EMPTY_BUSINESS_INFO, type BusinessInfo } from '@vendor-portal/contract/onboarding';
import type { Vendor } from '@vendor-portal/contract/vendor';
import { SAVING_STEPS, type VendorSetup } from '@vendor-portal/contract/vendor-setup';
import { emptyHours, type HoursDraft } from './hours-draft.ts';
import { canOpenStep, nextStep, ONBOARDING_STEPS, type OnboardingStep } from './steps.ts';
import type { ZipCodesByProduct } from './service-zip-codes.ts';

// docs/product-spec.md §3 Onboarding draft: kept in browser local storage under a vendor-onboarding key, reset
// when a different signed-in user is detected.
export const DRAFT_KEY = 'vendor-onboarding';

/** A document of the Documents step; mediaUrl is empty until the file has been uploaded. */
export interface DocumentEntry {
  id: string;
  title: string;
  fileLabel: string;
  mediaUrl: string;
}

/** docs/product-spec.md §4: which saves have happened, so that later ones update (or skip) instead of creating. */
interface InitialSaves {
  businessInfo: boolean;
  services: boolean;
  hours: boolean;
  documents: boolean;
}

export interface OnboardingDraft {
  currentStep: OnboardingStep;
  completedSteps: OnboardingStep[];
  initialSave: InitialSaves;
  businessInfo: BusinessInfo;
  selectedProducts: number[];
  zipCodesByProduct: ZipCodesByProduct;
  hours: HoursDraft;
  documents: DocumentEntry[];
  vendorId: number | null;
  userEmail: string | null;
}

const step = z.enum(ONBOARDING_STEPS);
const day = z.object({ openTime: z.string(), closeTime: z.string() });
// What comes back from storage is checked: a hand-edited or outdated draft starts over.
const draftSchema = z.object({
  currentStep: step,
  completedSteps: z.array(step),
  initialSave: z.object({
    businessInfo: z.boolean(),
    services: z.boolean(),
    hours: z.boolean(),
    documents: z.boolean(),
  }),
  businessInfo: z.object(
    Object.fromEntries(BUSINESS_INFO_FIELDS.map((f) => [f, z.string()])) as Record<keyof BusinessInfo, z.ZodString>,
  ),
  selectedProducts: z.array(z.number().int()),
  zipCodesByProduct: z.record(z.string(), z.array(z.string())),
  hours: z.object({
    days: z.object(
      Object.fromEntries(WEEK_DAYS.map((d) => [d, day])) as Record<(typeof WEEK_DAYS)[number], typeof day>,
    ),
    timeZone: z.string(),
  }),
  documents: z.array(z.object({ id: z.string(), title: z.string(), fileLabel: z.string(), mediaUrl: z.string() })),
  vendorId: z.number().int().nullable(),
  userEmail: z.string().nullable(),
});

export function newDraft(userEmail: string | null): OnboardingDraft {
  return {
    currentStep: 'business-info',
    completedSteps: [],
    initialSave: { businessInfo: false, services: false, hours: false, documents: false },
    businessInfo: { ...EMPTY_BUSINESS_INFO },
    selectedProducts: [],
    zipCodesByProduct: {},
    hours: emptyHours(),
    documents: [],
    vendorId: null,
    userEmail,
  };
}

/**
 * The draft to resume from what storage holds: a fresh one when there is none, it is unreadable,
 * or it belongs to a different signed-in user. Documents not yet uploaded are kept: their files lived only in
 * the page's memory, so the Documents step shows them as "Choose the file again" rather than losing them unseen.
 */
export function resumeDraft(stored: unknown, userEmail: string | null): OnboardingDraft {
  const parsed = draftSchema.safeParse(stored);
  if (!parsed.success) return newDraft(userEmail);
  const draft = parsed.data;
  if (draft.userEmail && userEmail && draft.userEmail.toLowerCase() !== userEmail.toLowerCase())
    return newDraft(userEmail);
  return { ...draft, userEmail: userEmail ?? draft.userEmail };
}

const SAVE_FLAG: Partial<Record<OnboardingStep, keyof InitialSaves>> = {
  'business-info': 'businessInfo',
  services: 'services',
  hours: 'hours',
  documents: 'documents',
};

/** docs/product-spec.md §4: a step is flagged complete after a successful save, and the wizard moves on. */
export function completeStep(
  draft: OnboardingDraft,
  done: OnboardingStep,
  patch: Partial<OnboardingDraft> = {},
): OnboardingDraft {
  const flag = SAVE_FLAG[done];
  return {
    ...draft,
    ...patch,
    completedSteps: draft.completedSteps.includes(done) ? draft.completedSteps : [...draft.completedSteps, done],
    initialSave: flag ? { ...draft.initialSave, [flag]: true } : draft.initialSave,
    currentStep: nextStep(done),
  };
}

/** The Business Info fields of a saved vendor (BUSINESS_INFO_FIELDS: every vendor field but the email). */
function businessInfoOf(vendor: Vendor): BusinessInfo {
  return Object.fromEntries(BUSINESS_INFO_FIELDS.map((f) => [f, vendor[f]])) as BusinessInfo;
}

/**
 * The draft to resume once the server has said what is done (GET /vendorSetup), on this device or another:
 * the steps done are those the server holds; the wizard opens at the first one not done (or at `requested`,
 * a step the "Finish setting up" checklist links to, if it can be opened); an existing vendor is updated,
 * never created again, and its saved Business Info is shown when this browser has none.
 */
export function resumeFromServer(
  draft: OnboardingDraft,
  setup: VendorSetup,
  vendor: Vendor | undefined,
  requested: string | null,
): OnboardingDraft {
  const completedSteps: OnboardingStep[] = SAVING_STEPS.filter((step) => setup.done[step]);
  const wanted = ONBOARDING_STEPS.find((step) => step === requested);
  const currentStep = wanted && canOpenStep(wanted, setup.nextStep, completedSteps) ? wanted : setup.nextStep;
  const hasVendor = setup.done['business-info'];
  return {
    ...draft,
    currentStep,
    completedSteps,
    initialSave: {
      ...draft.initialSave,
      businessInfo: draft.initialSave.businessInfo || hasVendor,
      // A step saved here but emptied since (on Services & Hours) is saved again, not skipped.
      services: draft.initialSave.services && setup.done.services,
      hours: draft.initialSave.hours && setup.done.hours,
    },
    businessInfo: vendor && !draft.initialSave.businessInfo ? businessInfoOf(vendor) : draft.businessInfo,
    vendorId: vendor?.id ?? draft.vendorId,
  };
}
