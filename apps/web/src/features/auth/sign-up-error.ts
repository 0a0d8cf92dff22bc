import { AUTH } from '@vendor-portal/contract/messages';
import { errorText } from '../../lib/errors/error-text.ts';
import { hasCode } from '../../lib/errors/parse-error.ts';

/**
 * docs/product-spec.md §8 sign-up failures: an email in use gets its own message (with a Sign in link); other
 * provider errors show their message; a failure without one shows the generic texts.
 */
export type SignUpError = { kind: 'emailInUse' } | { kind: 'message'; text: string };

/** The form's checks could not run (their chunk failed to load, e.g. offline); a new submit retries. */
export const UNAVAILABLE: SignUpError = { kind: 'message', text: AUTH.somethingWentWrong };

export function signUpError(err: unknown, fallback: string = AUTH.createAccountFailed): SignUpError {
  if (hasCode(err, 'email-already-in-use')) return { kind: 'emailInUse' };
  const codes = { 'network-error': AUTH.somethingWentWrong, 'too-many-requests': AUTH.tooManyRequests } as const;
  return { kind: 'message', text: errorText(err, { codes, serverError: AUTH.somethingWentWrong, fallback }) };
}
