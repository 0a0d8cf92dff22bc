import { AUTH } from '@vendor-portal/contract/messages';
import { errorText } from '../../lib/errors/error-text.ts';
import { brandName } from '../../lib/browser/brand.ts';
import { VendorCreationError } from '../../lib/session/session-store.ts';

/**
 * docs/product-spec.md §8 sign-up failures: an email in use gets its own message (SignUpAlert adds a Sign in
 * link); the vendor's creation says its own text ('Vendor with this email already exists!'); other provider
 * errors show their message; a failure without one, or checks that could not load (offline), the generic texts.
 */
export function signUpError(err: unknown, fallback: string = AUTH.createAccountFailed): string {
  if (err instanceof VendorCreationError) return err.message;
  return errorText(err, {
    codes: {
      'email-already-in-use': AUTH.emailInUse(brandName()),
      'network-error': AUTH.somethingWentWrong,
      'not-an-api-error': AUTH.somethingWentWrong,
      'too-many-requests': AUTH.tooManyRequests,
    },
    serverError: AUTH.somethingWentWrong,
    fallback,
  });
}
