import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Form, useContractForm } from '../../components/form.tsx';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../lib/api/call.ts';
import { AuthShell } from './auth-shell.tsx';
import type { LoginLocationState } from './login-page.tsx';
import { PasswordField } from './password-field.tsx';

interface Fields {
  password: string;
  confirmPassword: string;
}
const resolver = lazyZodResolver<Fields>(async () => (await import('@vendor-portal/contract/auth')).newPasswordForm);

// docs/product-spec.md §8 (the reset's own texts): an expired, used or malformed link says so; anything
// else, the checks that could not load included, is the generic text.
const failure = (err: unknown) =>
  errorText(err, {
    codes: {
      'invalid-reset-token': AUTH.resetLinkInvalid,
      'validation-error': AUTH.resetLinkInvalid,
      'network-error': AUTH.somethingWentWrong,
      'not-an-api-error': AUTH.somethingWentWrong,
    },
    serverError: AUTH.somethingWentWrong,
    fallback: AUTH.somethingWentWrong,
  });

// docs/architecture.md "Identity": the page a reset link opens (/reset-password?token=…). Same password
// rules as registration; success sends the vendor to /login with a message.
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useContractForm<Fields, Fields>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
    submit: async ({ password }) => {
      await call(paths.postAuthPasswordResetConfirm, { body: { token, newPassword: password } });
      void navigate('/login', { replace: true, state: { message: AUTH.passwordChanged } satisfies LoginLocationState });
    },
    failure,
  });
  const { errors } = form.formState;
  const error = token ? form.outcome?.text : AUTH.resetLinkInvalid;

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
      <Form form={form} className="flex flex-col gap-4">
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
        <Button type="submit" busy={form.busy} disabled={!token} className="w-full">
          {AUTH.resetPasswordButton}
        </Button>
      </Form>
    </AuthShell>
  );
}
