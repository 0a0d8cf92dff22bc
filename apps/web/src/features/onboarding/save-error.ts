import { ONBOARDING } from '@vendor-portal/contract/messages';
import type { ErrorTexts } from '../../lib/errors/error-text.ts';

/** docs/product-spec.md §8 Onboarding, for lib/errors/error-text.ts: a rejected token gets the authentication text, anything else the step's. */
export const SAVE_ERROR_TEXTS = {
  codes: { unauthenticated: ONBOARDING.authError },
  show: 'none',
} as const satisfies Omit<ErrorTexts, 'fallback'>;
