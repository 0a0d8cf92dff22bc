import { Link, useNavigate } from 'react-router';
import { AUTH } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Form, useContractForm } from '../../components/form.tsx';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { brandName } from '../../lib/browser/brand.ts';
import { useSession } from '../../lib/session/session.tsx';
import { AuthShell } from './auth-shell.tsx';
import { PasswordField } from './password-field.tsx';
import { signUpError } from './sign-up-error.ts';
import { SignUpAlert } from './sign-up-alert.tsx';
import { keepLanguageAtSignUp } from '../../lib/i18n/language-choice.ts';

interface Fields {
  email: string;
  password: string;
  confirmPassword: string;
}
const resolver = lazyZodResolver<Fields>(async () => (await import('@vendor-portal/contract/auth')).signUpForm);

// docs/product-spec.md §2 Account creation, reading 2: the simple sign-up. The business data is collected by the
// onboarding wizard afterwards (docs/product-spec.md §4: no profile fields, so no vendor yet: unauthorized).
export function GetStartedPage() {
  const { store } = useSession();
  const navigate = useNavigate();
  const form = useContractForm<Fields, Fields>({
    resolver,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    submit: async ({ email, password }) => {
      await store.signUp({ email: email.trim(), password });
      keepLanguageAtSignUp(); // issue 46: the language on screen becomes the new member's
      void navigate('/onboarding');
    },
    failure: (err) => signUpError(err),
  });
  const { errors } = form.formState;
  const field = (name: keyof Fields) => form.register(name, { onChange: () => form.setOutcome(null) });

  return (
    <AuthShell
      title={AUTH.getStartedHeading(brandName())}
      intro={AUTH.getStartedIntro}
      footer={
        <>
          {AUTH.haveAccount}{' '}
          <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {AUTH.loginLink}
          </Link>
        </>
      }
    >
      <Form form={form} className="flex flex-col gap-4">
        <SignUpAlert text={form.outcome?.text} />
        <TextField
          label={AUTH.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...field('email')}
        />
        <PasswordField
          label={AUTH.passwordLabel}
          autoComplete="new-password"
          error={errors.password?.message}
          {...field('password')}
        />
        <PasswordField
          label={AUTH.confirmPasswordLabel}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
        <Button type="submit" busy={form.busy} className="w-full">
          {AUTH.createAccount}
        </Button>
      </Form>
    </AuthShell>
  );
}
