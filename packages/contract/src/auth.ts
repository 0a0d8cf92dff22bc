import { z } from 'zod';
import { AUTH } from './messages.ts';
import { VENDOR_MIN_LENGTH } from './field-rules.ts';
import {
  businessZipSchema,
  confirmPasswordSchema,
  emailSchema,
  newPasswordSchema,
  passwordSchema,
  phoneSchema,
  stateSchema,
} from './fields.ts';

const email = emailSchema();
const password = passwordSchema();
/** A password being chosen: not only spaces (fields.ts newPasswordSchema). */
const newPassword = newPasswordSchema();

// ── /auth contract (docs/architecture.md "Identity") ─────────────────────────────
export const credentialsBody = z.object({ email, password });
export type Credentials = z.infer<typeof credentialsBody>;
/** POST /auth/accounts: sign-in's fields, the password a new one. */
export const accountBody = z.object({ email, password: newPassword });

export const identityUser = z.object({ id: z.string(), email: z.string() });
export const sessionResponse = z.object({
  idToken: z.string(),
  expiresIn: z.number().int(),
  user: identityUser,
});
export type SessionResponse = z.infer<typeof sessionResponse>;
export const tokenResponse = z.object({ idToken: z.string(), expiresIn: z.number().int() });

export const passwordResetBody = z.object({ email });
export const passwordResetConfirmBody = z.object({
  token: z.string().min(1).max(512),
  newPassword,
});
/** POST /auth/email-verification/confirm (docs/architecture.md "Identity"). */
export const emailVerificationConfirmBody = z.object({ token: z.string().min(1).max(512) });

// ── SPA forms (docs/product-spec.md §5) ──────────────────────────────────────────────────────
// The forms take the bodies' fields, so that what a form accepts the server accepts too.
export const loginForm = credentialsBody;
export const resetForm = passwordResetBody;

// docs/product-spec.md §5 step 1 counts characters, untrimmed, as the SPEC's minimums; phone, state and zipcode
// take the vendor's rules (10 digits, a state's 2 letters, 5 digits or ZIP+4), which meet those minimums, with
// step 1's wording.
const atLeast = (field: keyof typeof VENDOR_MIN_LENGTH, error: string) =>
  z.string().min(VENDOR_MIN_LENGTH[field], { error });
export const registrationStep1 = z.object({
  email,
  title: atLeast('title', AUTH.companyNameRequired),
  contactName: z.string(),
  phone: phoneSchema(),
  address: atLeast('address', AUTH.addressRequired),
  city: atLeast('city', AUTH.cityRequired),
  // The vendor's state rule (a US state's two letters); docs/product-spec.md §5 step 1 words every bad state
  // 'State is required', as it does every bad zip 'Zipcode is required'.
  state: stateSchema(AUTH.stateRequired, AUTH.stateRequired),
  zipcode: businessZipSchema(AUTH.zipcodeRequired),
});
export const registrationStep2 = z
  .object({ password: newPassword, confirmPassword: confirmPasswordSchema() })
  .refine((v) => v.password === v.confirmPassword, { error: AUTH.passwordsDoNotMatch, path: ['confirmPassword'] });

// docs/product-spec.md §5 Simple sign-up words the email and password messages its own way.
export const signUpForm = z
  .object({
    email: emailSchema(AUTH.signUpInvalidEmail),
    password: newPasswordSchema(AUTH.signUpPasswordMin),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { error: AUTH.passwordsDoNotMatch, path: ['confirmPassword'] });

export const newPasswordForm = registrationStep2;
