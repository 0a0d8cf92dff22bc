import { ONBOARDING } from '@vendor-portal/contract/messages';
import type { ErrorTexts } from '../../lib/error-text.ts';

/** docs/product-spec.md §8 Onboarding, for lib/error-text.ts: a rejected token gets the authentication text, anything else the step's. */
export const SAVE_ERROR_TEXTS = { status: { 401: ONBOARDING.authError }, show: 'none' } as const satisfies Omit<
  ErrorTexts,
  'fallback'
>;
