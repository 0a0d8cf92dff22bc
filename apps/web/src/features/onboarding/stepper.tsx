import { Check } from 'lucide-react';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import { cn } from '../../components/ui/cn.ts';
import { canOpenStep, ONBOARDING_STEPS, stepLabel, type OnboardingStep } from './steps.ts';

// docs/product-spec.md §2: five steps; completed, current and earlier steps can be opened.
export function Stepper({
  current,
  completed,
  onOpen,
}: {
  current: OnboardingStep;
  completed: readonly OnboardingStep[];
  onOpen: (step: OnboardingStep) => void;
}) {
  return (
    <nav aria-label={ONBOARDING.stepsLabel}>
      <ol className="flex items-start justify-between gap-1">
        {ONBOARDING_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const isDone = completed.includes(step) && !isCurrent;
          const label = stepLabel(step);
          return (
            <li key={step} className="flex flex-1 flex-col items-center">
              <button
                type="button"
                onClick={() => onOpen(step)}
                disabled={!canOpenStep(step, current, completed)}
                aria-current={isCurrent ? 'step' : undefined}
                className="group flex min-h-11 w-full flex-col items-center gap-1 rounded-lg px-1 py-1 disabled:cursor-not-allowed"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                    isCurrent && 'border-brand-700 bg-brand-700 text-white',
                    isDone && 'border-brand-700 bg-brand-50 text-brand-800',
                    !isCurrent && !isDone && 'border-gray-300 bg-white text-gray-500',
                  )}
                >
                  {isDone ? <Check className="size-4" /> : index + 1}
                </span>
                <span
                  className={cn(
                    'text-center text-xs leading-tight sm:text-sm',
                    isCurrent ? 'font-semibold text-gray-900' : 'text-gray-600 group-disabled:text-gray-400',
                  )}
                >
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
