import { ONBOARDING } from '@vendor-portal/contract/messages';

// docs/product-spec.md §4 Onboarding: the order of the wizard's steps, and which of them can be opened (docs/product-spec.md §2).
export const ONBOARDING_STEPS = ['business-info', 'services', 'hours', 'documents', 'complete'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const indexOf = (step: OnboardingStep) => ONBOARDING_STEPS.indexOf(step);

/** docs/product-spec.md §2: a step can be opened if it is completed, current, or earlier than the current one. */
export function canOpenStep(
  step: OnboardingStep,
  current: OnboardingStep,
  completed: readonly OnboardingStep[],
): boolean {
  return completed.includes(step) || indexOf(step) <= indexOf(current);
}

export function nextStep(step: OnboardingStep): OnboardingStep {
  return ONBOARDING_STEPS[Math.min(indexOf(step) + 1, ONBOARDING_STEPS.length - 1)]!;
}

export function previousStep(step: OnboardingStep): OnboardingStep {
  return ONBOARDING_STEPS[Math.max(indexOf(step) - 1, 0)]!;
}

/** A step's name as the stepper shows it, in the language of the moment (read at render: issue 46). */
export function stepLabel(step: OnboardingStep): string {
  const labels: Record<OnboardingStep, string> = {
    'business-info': ONBOARDING.stepBusinessInfo,
    services: ONBOARDING.stepServices,
    hours: ONBOARDING.stepHours,
    documents: ONBOARDING.stepDocuments,
    complete: ONBOARDING.stepComplete,
  };
  return labels[step];
}
