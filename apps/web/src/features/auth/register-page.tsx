import { useState } from 'react';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AUTH } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Form, useContractForm } from '../../components/form.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { AuthShell } from './auth-shell.tsx';
import { PasswordField } from './password-field.tsx';
import { signUpError } from './sign-up-error.ts';
import { SignUpAlert } from './sign-up-alert.tsx';
import { keepLanguageAtSignUp } from '../../lib/i18n/language-choice.ts';

interface Step1 {
  email: string;
  title: string;
  contactName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
}
interface Step2 {
  password: string;
  confirmPassword: string;
}

const step1Resolver = lazyZodResolver<Step1>(
  async () => (await import('@vendor-portal/contract/auth')).registrationStep1,
);
const step2Resolver = lazyZodResolver<Step2>(
  async () => (await import('@vendor-portal/contract/auth')).registrationStep2,
);

// A function, not a constant: the labels are read at render, in the language of the moment (issue 46).
const step1Fields = (): Array<{
  name: keyof Step1;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel' | 'numeric';
}> => [
  { name: 'email', label: AUTH.emailLabel, type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'title', label: AUTH.companyNameLabel, autoComplete: 'organization' },
  { name: 'contactName', label: AUTH.contactNameLabel, autoComplete: 'name' },
  { name: 'phone', label: AUTH.phoneLabel, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'address', label: AUTH.addressLabel, autoComplete: 'address-line1' },
  { name: 'city', label: AUTH.cityLabel, autoComplete: 'address-level2' },
  { name: 'state', label: AUTH.stateLabel, autoComplete: 'address-level1' },
  { name: 'zipcode', label: AUTH.zipcodeLabel, autoComplete: 'postal-code', inputMode: 'numeric' },
];

// docs/product-spec.md §2 Account creation, reading 1: the two-step registration; §4 Registration (step 1 goes to
// step 2 only when it validates; back returns; Register submits); §5 rules; §8 failures.
export function RegisterPage() {
  const { store } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  // Step 1 sends nothing: its submit checks the fields and moves on (its only failure: checks that could
  // not load). Step 2 sends both steps' values.
  const step1 = useContractForm<Step1, Step1>({
    resolver: step1Resolver,
    defaultValues: { email: '', title: '', contactName: '', phone: '', address: '', city: '', state: '', zipcode: '' },
    submit: async () => {
      step2.setOutcome(null);
      setStep(2);
    },
    failure: (err) => signUpError(err),
  });
  const step2 = useContractForm<Step2, Step2>({
    resolver: step2Resolver,
    defaultValues: { password: '', confirmPassword: '' },
    submit: async ({ password }) => {
      const { address, ...profile } = step1.getValues();
      await store.signUp({ ...profile, street1: address, password });
      keepLanguageAtSignUp(); // issue 46: the language on screen becomes the new member's
      void navigate('/onboarding', { replace: true });
    },
    // docs/product-spec.md §8: the error's message, or 'Registration failed'.
    failure: (err) => signUpError(err, AUTH.registrationFailed),
  });

  const loginLink = (
    <>
      {AUTH.haveAccount}{' '}
      <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {AUTH.loginLink}
      </Link>
    </>
  );

  return (
    <AuthShell title={AUTH.registerHeading} footer={loginLink}>
      <div className="mb-6">
        <div className="mb-2 flex justify-between text-sm">
          <span className="font-medium text-gray-900">
            {step === 1 ? AUTH.registerStep1Title : AUTH.registerStep2Title}
          </span>
          <span className="text-gray-600">{AUTH.registerStep(step)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={AUTH.registerHeading}
          aria-valuemin={1}
          aria-valuemax={2}
          aria-valuenow={step}
          aria-valuetext={AUTH.registerStep(step)}
          className="grid grid-cols-2 gap-1"
        >
          <span className="h-2 rounded-full bg-brand-600" />
          <span className={step === 2 ? 'h-2 rounded-full bg-brand-600' : 'h-2 rounded-full bg-gray-200'} />
        </div>
      </div>

      {step === 1 ? (
        <Form form={step1} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {step1.outcome ? (
            <div className="sm:col-span-2">
              <SignUpAlert text={step1.outcome.text} />
            </div>
          ) : null}
          {step1Fields().map(({ name, label, type, autoComplete, inputMode }) => (
            <TextField
              key={name}
              label={label}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              inputMode={inputMode}
              optional={name === 'contactName'}
              containerClassName={
                name === 'email' || name === 'title' || name === 'address' ? 'sm:col-span-2' : undefined
              }
              error={step1.formState.errors[name]?.message}
              {...step1.register(name)}
            />
          ))}
          <Button type="submit" className="w-full sm:col-span-2">
            {AUTH.continueButton}
          </Button>
        </Form>
      ) : (
        <Form form={step2} className="flex flex-col gap-4">
          <SignUpAlert text={step2.outcome?.text} />
          <PasswordField
            label={AUTH.passwordLabel}
            autoComplete="new-password"
            error={step2.formState.errors.password?.message}
            {...step2.register('password')}
          />
          <PasswordField
            label={AUTH.confirmPasswordLabel}
            autoComplete="new-password"
            error={step2.formState.errors.confirmPassword?.message}
            {...step2.register('confirmPassword')}
          />
          <div className="flex gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                step1.setOutcome(null);
                setStep(1);
              }}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {AUTH.backButton}
            </Button>
            <Button type="submit" busy={step2.busy} className="flex-1">
              {AUTH.registerButton}
            </Button>
          </div>
        </Form>
      )}
    </AuthShell>
  );
}
