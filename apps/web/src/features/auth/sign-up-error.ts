import { ERROR_CODES } from '@vendor-portal/contract/errors';
import { AUTH } from '@vendor-portal/contract/messages';
import { ApiError } from '../../lib/api/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

/**
 * docs/product-spec.md §8 sign-up failures: an email in use gets its own message (with a Sign in link); other
 * provider errors show their message; a failure without one shows the generic texts.
 */
export type SignUpError = { kind: 'emailInUse' } | { kind: 'message'; text: string };

/** The form's checks could not run (their chunk failed to load, e.g. offline); a new submit retries. */
export const UNAVAILABLE: SignUpError = { kind: 'message', text: AUTH.somethingWentWrong };

export function signUpError(err: unknown, fallback: string = AUTH.createAccountFailed): SignUpError {
  if (err instanceof ApiError && err.code === ERROR_CODES.emailInUse) return { kind: 'emailInUse' };
  const status = { 0: AUTH.somethingWentWrong, 429: AUTH.tooManyRequests };
  return { kind: 'message', text: errorText(err, { status, serverError: AUTH.somethingWentWrong, fallback }) };
}
