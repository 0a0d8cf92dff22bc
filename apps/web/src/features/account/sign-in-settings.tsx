import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { SIGN_IN_SETTINGS } from '@vendor-portal/contract/messages';
import {
  emailChangeBody,
  passwordChangeForm,
  type EmailChangeBody,
  type PasswordChangeForm,
} from '@vendor-portal/contract/sign-in-settings';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { hasCode } from '../../lib/errors/parse-error.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { useSession } from '../../lib/session/session.tsx';
import { zodResolver } from '../../lib/zod.ts';
import { useChangePassword, useRequestEmailChange } from './api/change-sign-in.ts';

// docs/architecture.md "Identity": how the vendor signs in, changed from Account. A new email is
// verified by a link mailed to it (nothing changes before it is followed); a new password needs the
// current one and ends every other session, while this device stays signed in with a new token.

type Open = 'email' | 'password' | null;

export default function SignInSettings() {
  const { email } = useSession();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const opener = useRef<Record<'email' | 'password', HTMLButtonElement | null>>({ email: null, password: null });
  const close = (done?: string) => {
    const was = open;
    setOpen(null);
    if (done) setNotice(done);
    // Focus goes back to the button that opened the form.
    if (was) requestAnimationFrame(() => opener.current[was]?.focus());
  };
  const start = (which: 'email' | 'password') => {
    setNotice('');
    setOpen(which);
  };
  return (
    <Card aria-labelledby="sign-in-title">
      <CardHeader title={<span id="sign-in-title">{SIGN_IN_SETTINGS.cardTitle}</span>} />
      <CardBody className="flex flex-col gap-4">
        <dl>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{SIGN_IN_SETTINGS.currentEmail}</dt>
          <dd className="break-words text-gray-900">{email ?? '—'}</dd>
        </dl>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {open === 'email' ? <EmailForm onDone={close} /> : null}
        {open === 'password' ? <PasswordForm onDone={close} /> : null}
        {open === null ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" ref={(el) => void (opener.current.email = el)} onClick={() => start('email')}>
              {SIGN_IN_SETTINGS.changeEmail}
            </Button>
            <Button
              variant="secondary"
              ref={(el) => void (opener.current.password = el)}
              onClick={() => start('password')}
            >
              {SIGN_IN_SETTINGS.changePassword}
            </Button>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}

/** The form's frame: focus moves into it when it opens, Escape cancels. */
function SettingsForm({
  onSubmit,
  onCancel,
  submitLabel,
  busy,
  error,
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  error: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.querySelector('input')?.focus(), []);
  return (
    <form
      ref={ref}
      noValidate
      className="flex max-w-md flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      {children}
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {SIGN_IN_SETTINGS.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Both forms report a failed save the same way: a wrong current password beside its field, anything
 * else above the buttons.
 */
function reportFailure(
  err: unknown,
  onField: (name: 'currentPassword', error: { message: string }) => void,
  onForm: (message: string) => void,
) {
  if (hasCode(err, 'wrong-current-password'))
    onField('currentPassword', { message: SIGN_IN_SETTINGS.wrongCurrentPassword });
  else onForm(errorText(err, { fallback: SIGN_IN_SETTINGS.saveFailed }));
}

function EmailForm({ onDone }: { onDone: (notice?: string) => void }) {
  const requestEmailChange = useRequestEmailChange();
  const [error, setError] = useState('');
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailChangeBody>, unknown, EmailChangeBody>({
    resolver: zodResolver(emailChangeBody),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    setError('');
    try {
      await requestEmailChange.mutateAsync(values);
      onDone(SIGN_IN_SETTINGS.emailLinkSent(values.newEmail));
    } catch (err) {
      reportFailure(err, setFieldError, setError);
    }
  });
  return (
    <SettingsForm
      onSubmit={() => void submit()}
      onCancel={() => onDone()}
      submitLabel={SIGN_IN_SETTINGS.sendLink}
      busy={isSubmitting}
      error={error}
    >
      <TextField
        label={SIGN_IN_SETTINGS.newEmailLabel}
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...register('newEmail')}
      />
      <TextField
        label={SIGN_IN_SETTINGS.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
    </SettingsForm>
  );
}

function PasswordForm({ onDone }: { onDone: (notice?: string) => void }) {
  const { store } = useSession();
  const changePassword = useChangePassword();
  const [error, setError] = useState('');
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof passwordChangeForm>, unknown, PasswordChangeForm>({
    resolver: zodResolver(passwordChangeForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setError('');
    try {
      const { idToken } = await changePassword.mutateAsync({ currentPassword, newPassword });
      // The old token ended with the change: the new one is used from the next call on.
      store.adoptToken(idToken);
      onDone(SIGN_IN_SETTINGS.passwordChanged);
    } catch (err) {
      reportFailure(err, setFieldError, setError);
    }
  });
  return (
    <SettingsForm
      onSubmit={() => void submit()}
      onCancel={() => onDone()}
      submitLabel={SIGN_IN_SETTINGS.savePassword}
      busy={isSubmitting}
      error={error}
    >
      <TextField
        label={SIGN_IN_SETTINGS.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={SIGN_IN_SETTINGS.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={SIGN_IN_SETTINGS.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </SettingsForm>
  );
}
