import { describe, expect, it } from 'vitest';
import { canOpenStep, nextStep, previousStep } from './steps.ts';

describe('onboarding steps (docs/product-spec.md §2, §4)', () => {
  it('opens completed, current and earlier steps only', () => {
    expect(canOpenStep('business-info', 'hours', [])).toBe(true);
    expect(canOpenStep('hours', 'hours', [])).toBe(true);
    expect(canOpenStep('documents', 'hours', [])).toBe(false);
    expect(canOpenStep('complete', 'hours', [])).toBe(false);
    // Gone back to an earlier step: later completed steps stay reachable.
    expect(canOpenStep('hours', 'business-info', ['business-info', 'services', 'hours'])).toBe(true);
    expect(canOpenStep('documents', 'business-info', ['business-info', 'services', 'hours'])).toBe(false);
  });

  it('moves forward and back in SPEC order, stopping at the ends', () => {
    expect(nextStep('business-info')).toBe('services');
    expect(nextStep('documents')).toBe('complete');
    expect(nextStep('complete')).toBe('complete');
    expect(previousStep('services')).toBe('business-info');
    expect(previousStep('business-info')).toBe('business-info');
  });
});
