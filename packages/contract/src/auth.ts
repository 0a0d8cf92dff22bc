import { z } from 'zod';
import { AUTH } from './messages.ts';
import { VENDOR_MIN_LENGTH } from './field-rules.ts';
import { emailSchema } from './vendor-fields.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const email = emailSchema(AUTH.invalidEmail);
const password = z
  .string({ error: AUTH.passwordMin })
  .min(PASSWORD_MIN, { error: AUTH.passwordMin })
  .max(PASSWORD_MAX, { error: AUTH.passwordMax });
/** The password rule of registration, for every other place a password is chosen. */
export const passwordSchema = password;

// ── /auth contract (docs/architecture.md "Identity") ─────────────────────────────
export const credentialsBody = z.object({ email, password });
export type Credentials = z.infer<typeof credentialsBody>;

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
  newPassword: password,
});
/** POST /auth/email-verification/confirm (docs/architecture.md "Identity"). */
export const emailVerificationConfirmBody = z.object({ token: z.string().min(1).max(512) });

// ── SPA forms (docs/product-spec.md §5) ──────────────────────────────────────────────────────
export const loginForm = z.object({
  email: z.email({ error: AUTH.invalidEmail }),
  password: z.string().min(PASSWORD_MIN, { error: AUTH.passwordMin }),
});
export const resetForm = z.object({ email: z.email({ error: AUTH.invalidEmail }) });

// docs/product-spec.md §5 step 1 counts characters (phone and zipcode too), untrimmed, as the SPEC's minimums.
const atLeast = (field: keyof typeof VENDOR_MIN_LENGTH, error: string) =>
  z.string().min(VENDOR_MIN_LENGTH[field], { error });
export const registrationStep1 = z.object({
  email: z.email({ error: AUTH.invalidEmail }),
  title: atLeast('title', AUTH.companyNameRequired),
  contactName: z.string(),
  phone: atLeast('phone', AUTH.phoneInvalid),
  address: atLeast('address', AUTH.addressRequired),
  city: atLeast('city', AUTH.cityRequired),
  state: atLeast('state', AUTH.stateRequired),
  zipcode: atLeast('zipcode', AUTH.zipcodeRequired),
});
export const registrationStep2 = z
  .object({
    password: z.string().min(PASSWORD_MIN, { error: AUTH.passwordMin }),
    confirmPassword: z.string().min(PASSWORD_MIN, { error: AUTH.confirmPasswordRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: AUTH.passwordsDoNotMatch, path: ['confirmPassword'] });

// docs/product-spec.md §5 Simple sign-up: "a simple address pattern".
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const signUpForm = z
  .object({
    email: z.string().regex(SIMPLE_EMAIL_PATTERN, { error: AUTH.signUpInvalidEmail }),
    password: z.string().min(PASSWORD_MIN, { error: AUTH.signUpPasswordMin }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { error: AUTH.passwordsDoNotMatch, path: ['confirmPassword'] });

export const newPasswordForm = registrationStep2;
