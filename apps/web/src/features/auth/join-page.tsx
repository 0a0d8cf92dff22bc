import { Link, useNavigate, useSearchParams } from 'react-router';
import { JOIN } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Form, useContractForm } from '../../components/form.tsx';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { useSession } from '../../lib/session/session.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../lib/api/call.ts';
import { useInvitation } from './api/look-up-invitation.ts';
import { AuthShell } from './auth-shell.tsx';
import { PasswordField } from './password-field.tsx';
import { keepLanguageAtSignUp } from '../../lib/i18n/language-choice.ts';

interface Fields {
  password: string;
  confirmPassword: string;
}
// The repo's password rules, with confirm (the same form as a reset's new password).
const resolver = lazyZodResolver<Fields>(async () => (await import('@vendor-portal/contract/auth')).newPasswordForm);

// A used, expired, resent or cancelled link (400 invalid-invitation-token) says so and what to do; anything else is the generic text.
const failure = (err: unknown) =>
  errorText(err, {
    codes: {
      'invalid-invitation-token': JOIN.invitationInvalid,
      'validation-error': JOIN.invitationInvalid,
      'network-error': JOIN.joinFailed,
      'not-an-api-error': JOIN.joinFailed,
    },
    serverError: JOIN.joinFailed,
    fallback: JOIN.joinFailed,
  });

// /join?token=… (docs/features.md "A company with a crew"): the invitation link. The invitee chooses a password and
// lands signed in on its own day, through sign-in's own session steps.
export function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { store } = useSession();
  const form = useContractForm<Fields, Fields>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
    submit: async ({ password }) => {
      await store.signInWith(() => call(paths.postAuthInvitationsConfirm, { body: { token, password } }));
      keepLanguageAtSignUp(); // issue 46: the language on screen becomes the new member's
      void navigate('/', { replace: true });
    },
    failure,
  });
  const { errors } = form.formState;
  // What the link is for, as its mail said (issue 38 item 15); a link that no longer works says so before typing.
  const invitation = useInvitation(token);
  const error = !token
    ? JOIN.joinMissingToken
    : (form.outcome?.text ?? (invitation.error ? failure(invitation.error) : undefined));
  return (
    <AuthShell
      title={JOIN.joinTitle}
      intro={JOIN.joinIntro}
      footer={
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {JOIN.joinSignIn}
        </Link>
      }
    >
      <Form form={form} className="flex flex-col gap-4">
        {invitation.data ? (
          <div className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-gray-900">
            <p className="font-medium">{JOIN.joinInvitedAs(invitation.data.company, invitation.data.role)}</p>
            <p className="break-all">{JOIN.joinEmail(invitation.data.email)}</p>
          </div>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <PasswordField
          label={JOIN.joinPassword}
          autoComplete="new-password"
          disabled={!token}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={JOIN.joinConfirm}
          autoComplete="new-password"
          disabled={!token}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" busy={form.busy} disabled={!token} className="w-full">
          {JOIN.joinSubmit}
        </Button>
      </Form>
    </AuthShell>
  );
}
