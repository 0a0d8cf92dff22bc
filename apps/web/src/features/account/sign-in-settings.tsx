import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SIGN_IN_SETTINGS } from '@vendor-portal/contract/messages';
import {
  emailChangeBody,
  passwordChangeForm,
  type EmailChangeBody,
  type PasswordChangeForm,
} from '@vendor-portal/contract/sign-in-settings';
import type { z } from 'zod';
import { Form, FormOutcome, useContractForm, type Outcome } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useSession } from '../../lib/session/session.tsx';
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
  form,
  onCancel,
  submitLabel,
  busy,
  outcome,
  children,
}: {
  form: { onSubmit: () => Promise<void> };
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  outcome: Outcome;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.querySelector('input')?.focus(), []);
  return (
    <Form
      form={form}
      ref={ref}
      className="flex max-w-md flex-col gap-4"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      {children}
      <FormOutcome outcome={outcome} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {SIGN_IN_SETTINGS.cancel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Both forms report a failed save the same way: a wrong current password (or a field the server names)
 * beside its field, anything else above the buttons.
 */
const failure = (err: unknown) => errorText(err, { fallback: SIGN_IN_SETTINGS.saveFailed });
const fieldCodes = { 'wrong-current-password': 'currentPassword' } as const;

function EmailForm({ onDone }: { onDone: (notice?: string) => void }) {
  const requestEmailChange = useRequestEmailChange();
  const form = useContractForm<z.input<typeof emailChangeBody>, EmailChangeBody>({
    schema: emailChangeBody,
    defaultValues: { newEmail: '', currentPassword: '' },
    submit: async (values) => {
      await requestEmailChange.mutateAsync(values);
      onDone(SIGN_IN_SETTINGS.emailLinkSent(values.newEmail));
    },
    failure,
    fieldCodes,
  });
  const { errors } = form.formState;
  return (
    <SettingsForm
      form={form}
      onCancel={() => onDone()}
      submitLabel={SIGN_IN_SETTINGS.sendLink}
      busy={form.busy}
      outcome={form.outcome}
    >
      <TextField
        label={SIGN_IN_SETTINGS.newEmailLabel}
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <TextField
        label={SIGN_IN_SETTINGS.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
    </SettingsForm>
  );
}

function PasswordForm({ onDone }: { onDone: (notice?: string) => void }) {
  const { store } = useSession();
  const changePassword = useChangePassword();
  const form = useContractForm<z.input<typeof passwordChangeForm>, PasswordChangeForm>({
    schema: passwordChangeForm,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit: async ({ currentPassword, newPassword }) => {
      const { idToken } = await changePassword.mutateAsync({ currentPassword, newPassword });
      // The old token ended with the change: the new one is used from the next call on.
      store.adoptToken(idToken);
      onDone(SIGN_IN_SETTINGS.passwordChanged);
    },
    failure,
    fieldCodes,
  });
  const { errors } = form.formState;
  return (
    <SettingsForm
      form={form}
      onCancel={() => onDone()}
      submitLabel={SIGN_IN_SETTINGS.savePassword}
      busy={form.busy}
      outcome={form.outcome}
    >
      <TextField
        label={SIGN_IN_SETTINGS.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label={SIGN_IN_SETTINGS.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label={SIGN_IN_SETTINGS.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </SettingsForm>
  );
}
