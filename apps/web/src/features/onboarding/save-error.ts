import { ONBOARDING } from '@vendor-portal/contract/messages';
import { ApiError } from '../../lib/api-client.ts';

/** SPEC §8 Onboarding: a rejected token gets the authentication text, anything else the step's. */
export function saveErrorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status === 401 ? ONBOARDING.authError : fallback;
}
