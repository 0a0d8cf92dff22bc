import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { confirmPasswordReset } from './api/confirm-password-reset.ts';
import { AuthShell } from './auth-shell.tsx';
import type { LoginLocationState } from './login-page.tsx';
import { PasswordField } from './password-field.tsx';

interface Fields {
  password: string;
  confirmPassword: string;
}
const resolver = lazyZodResolver<Fields>(async () => (await import('@vendor-portal/contract/auth')).newPasswordForm);

// docs/architecture.md "Identity": the page a reset link opens (/reset-password?token=…). Same password
// rules as registration; success sends the vendor to /login with a message.
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(token ? null : AUTH.resetLinkInvalid);
  const form = useForm<Fields>({ defaultValues: { password: '', confirmPassword: '' }, resolver });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async ({ password }: Fields) => {
    setError(null);
    try {
      await confirmPasswordReset(token, password);
    } catch (err) {
      setError(
        errorText(err, {
          codes: { 'invalid-reset-token': AUTH.resetLinkInvalid, 'validation-error': AUTH.resetLinkInvalid },
          show: 'none',
          fallback: AUTH.somethingWentWrong,
        }),
      );
      return;
    }
    void navigate('/login', { replace: true, state: { message: AUTH.passwordChanged } satisfies LoginLocationState });
  };

  return (
    <AuthShell
      title={AUTH.resetPasswordHeading}
      intro={AUTH.resetPasswordIntro}
      footer={
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {AUTH.backToLogin}
        </Link>
      }
    >
      <form
        noValidate
        onSubmit={(e) =>
          void form
            .handleSubmit(onSubmit)(e)
            .catch(() => setError(AUTH.somethingWentWrong))
        }
        className="flex flex-col gap-4"
      >
        {error ? (
          <Alert tone="error">
            {error}
            {error === AUTH.resetLinkInvalid ? (
              <>
                {' '}
                <Link to="/login" className="font-medium underline">
                  {AUTH.requestNewLink}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <PasswordField
          label={AUTH.newPasswordLabel}
          autoComplete="new-password"
          disabled={!token}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={AUTH.confirmPasswordLabel}
          autoComplete="new-password"
          disabled={!token}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" busy={isSubmitting} disabled={!token} className="w-full">
          {AUTH.resetPasswordButton}
        </Button>
      </form>
    </AuthShell>
  );
}
