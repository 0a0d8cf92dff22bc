import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zod.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginForm, resetForm } from '@vendor-portal/contract/auth';
import { AUTH } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { brandName } from '../../lib/brand.ts';
import { identityClient } from '../../lib/session/identity-client.ts';
import { useSession } from '../../lib/session/session.tsx';
import { AuthShell } from './auth-shell.tsx';
import { PasswordField } from './password-field.tsx';

/** Location state the login page understands: where to go after sign-in, and a message to show. */
export interface LoginLocationState {
  from?: { pathname: string; search?: string; hash?: string };
  message?: string;
}

type Mode = 'login' | 'forgotPassword';
interface Fields {
  email: string;
  password: string;
}

// SPEC §2 Login page, §4 Login page (mode login <-> forgotPassword), §5 Login / Reset, §8.
export function LoginPage() {
  const { store } = useSession();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const [mode, setMode] = useState<Mode>('login');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(state.message ?? null);

  const form = useForm<Fields>({
    defaultValues: { email: '', password: '' },
    // Typing clears the field's error (below) rather than re-validating it.
    reValidateMode: 'onSubmit',
    // Reset mode validates the email only (SPEC §5 Reset: no password).
    resolver: zodResolver(mode === 'login' ? loginForm : (resetForm as unknown as typeof loginForm)),
  });
  const { errors, isSubmitting } = form.formState;

  const field = (name: keyof Fields) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setError(null);
      },
    });

  const switchMode = (next: Mode) => {
    form.clearErrors();
    setError(null);
    setMessage(null);
    if (next === 'forgotPassword') form.setValue('password', '');
    setMode(next);
  };

  const onLogin = async ({ email, password }: Fields) => {
    setMessage(null);
    try {
      await store.signIn(email, password);
    } catch (err) {
      setError(err instanceof ApiError && err.status === 429 ? AUTH.tooManyRequests : AUTH.loginFailed);
      return;
    }
    // Back to the page first asked for (the route guard carried it here).
    const from = state.from;
    void navigate(from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/', { replace: true });
  };

  const onReset = async ({ email }: Fields) => {
    setMessage(null);
    try {
      await identityClient.sendPasswordReset(email);
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
      <form noValidate onSubmit={form.handleSubmit(login ? onLogin : onReset)} className="flex flex-col gap-4">
        {message ? <Alert tone="success">{message}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField label={AUTH.emailLabel} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...field('email')} />
        {login ? (
          <PasswordField label={AUTH.passwordLabel} autoComplete="current-password" error={errors.password?.message} {...field('password')} />
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
