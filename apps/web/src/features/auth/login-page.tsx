import { useRef, useState, type FormEvent } from 'react';
import { lazyZodValidator, type FieldErrors, type Validation } from '../../lib/lazy-zod-resolver.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTH } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { brandName } from '../../lib/browser/brand.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../lib/api/call.ts';
import { useSession } from '../../lib/session/session.tsx';
import { AuthShell } from './auth-shell.tsx';
import { PasswordField } from './password-field.tsx';

/** Location state the login page understands: where to go after sign-in, and a message to show. */
export interface LoginLocationState {
  from?: { pathname: string; search?: string; hash?: string };
  message?: string;
  /** Why the session ended (the route guard's: a password changed elsewhere, another tab signed out). */
  notice?: string;
}

type Mode = 'login' | 'forgotPassword';
interface Fields {
  email: string;
  password: string;
}
// Reset mode validates the email only (docs/product-spec.md §5 Reset: no password).
const validators = {
  login: lazyZodValidator(async () => (await import('@vendor-portal/contract/auth')).loginForm),
  forgotPassword: lazyZodValidator(async () => (await import('@vendor-portal/contract/auth')).resetForm),
};

// docs/product-spec.md §2 Login page, §4 Login page (mode login <-> forgotPassword), §5 Login / Reset, §8.
export function LoginPage() {
  const { store } = useSession();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const [mode, setMode] = useState<Mode>('login');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(state.message ?? null);

  // Two fields, and the app's tightest size budget: plain form state here, no form library (the
  // other forms use react-hook-form). The inputs are uncontrolled; the submit reads them.
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);

  // Typing clears the field's error rather than re-validating it, and the page's error.
  const field = (name: keyof Fields) => ({
    name,
    onChange: () => {
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      setError(null);
    },
  });

  const switchMode = (next: Mode) => {
    setErrors({});
    setError(null);
    setMessage(null);
    setMode(next); // the password input leaves with login mode and comes back empty
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return; // a second Enter or click while the first submit runs
    submitting.current = true;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = { email: data.get('email') ?? '', password: data.get('password') ?? '' };
    // The parsed values, or null after showing each invalid field's message and focusing the first.
    const valid = async <T,>(validate: (v: unknown) => Promise<Validation<T>>): Promise<T | null> => {
      const result = await validate(values);
      if (result.ok) return result.values;
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return null;
    };
    setSubmitting(true);
    try {
      if (mode === 'login') {
        const credentials = await valid(validators.login);
        if (credentials) await onLogin(credentials);
      } else {
        const reset = await valid(validators.forgotPassword);
        if (reset) await onReset(reset);
      }
    } catch {
      setError(AUTH.somethingWentWrong); // the form's checks could not load (offline); a new submit retries
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  const onLogin = async ({ email, password }: Fields) => {
    setMessage(null);
    try {
      await store.signIn(email, password);
    } catch (err) {
      setError(
        errorText(err, {
          codes: {
            'too-many-requests': AUTH.tooManyRequests,
            'invalid-credential': AUTH.loginFailed,
            'validation-error': AUTH.loginFailed,
            'network-error': AUTH.loginFailed,
            'not-an-api-error': AUTH.loginFailed,
          },
          serverError: AUTH.loginFailed,
          fallback: AUTH.loginFailed,
        }),
      );
      return;
    }
    // Back to the page first asked for (the route guard carried it here).
    const from = state.from;
    void navigate(from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/', { replace: true });
  };

  const onReset = async ({ email }: { email: string }) => {
    setMessage(null);
    try {
      await call(paths.postAuthPasswordReset, { body: { email } });
      setMessage(AUTH.resetSent);
    } catch {
      setError(AUTH.resetFailed);
    }
  };

  const login = mode === 'login';
  return (
    <AuthShell
      title={login ? AUTH.loginHeading(brandName()) : AUTH.resetHeading}
      intro={login ? AUTH.loginIntro : AUTH.resetIntro}
      footer={
        <>
          {AUTH.noAccount}{' '}
          <Link to="/get-started" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {AUTH.createAccount}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        {message ? <Alert tone="success">{message}</Alert> : null}
        {state.notice && mode === 'login' && !message && !error ? <Alert tone="info">{state.notice}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label={AUTH.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email}
          {...field('email')}
        />
        {login ? (
          <PasswordField
            label={AUTH.passwordLabel}
            autoComplete="current-password"
            error={errors.password}
            {...field('password')}
          />
        ) : null}
        {login ? (
          <div className="-mt-2 flex justify-end">
            <Button variant="link" onClick={() => switchMode('forgotPassword')}>
              {AUTH.forgotPassword}
            </Button>
          </div>
        ) : null}
        <Button type="submit" busy={isSubmitting} className="w-full">
          {login ? AUTH.loginButton : AUTH.sendResetLink}
        </Button>
        {login ? null : (
          <Button variant="secondary" className="w-full" onClick={() => switchMode('login')}>
            {AUTH.backToLogin}
          </Button>
        )}
      </form>
    </AuthShell>
  );
}
