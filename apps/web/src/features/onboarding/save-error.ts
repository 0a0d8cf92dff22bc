import { ONBOARDING } from '@vendor-portal/contract/messages';
import type { ErrorTexts } from '../../lib/errors/error-text.ts';

/**
 * docs/product-spec.md §8 Onboarding, for lib/errors/error-text.ts: a rejected token gets the authentication
 * text; a refused body, a server failure, a lost request or a bug get the step's own text.
 */
export const saveErrorTexts = (stepText: string): ErrorTexts => ({
  codes: {
    unauthenticated: ONBOARDING.authError,
    'validation-error': stepText,
    'network-error': stepText,
    'not-an-api-error': stepText,
  },
  serverError: stepText,
  fallback: stepText,
});
