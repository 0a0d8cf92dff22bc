import type { z } from 'zod';
import { INVITABLE_ROLES, inviteMemberBody, type InviteMemberBody } from '@vendor-portal/contract/team';
import { TEAM } from '@vendor-portal/contract/messages';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useInviteMember } from './api/save-team.ts';

const EMPTY: z.input<typeof inviteMemberBody> = { email: '', name: '', role: 'technician' };

/** The owner invites someone by email, name and role; an email already in use is said beside the email. */
export function InviteForm() {
  const invite = useInviteMember();
  const form = useContractForm<z.input<typeof inviteMemberBody>, InviteMemberBody>({
    schema: inviteMemberBody,
    defaultValues: EMPTY,
    submit: async (values) => {
      await invite.mutateAsync(values);
      form.reset(EMPTY);
      return TEAM.invited(values.email);
    },
    failure: (err) => TEAM.inviteFailed(errorText(err, { fallback: orStatus(TEAM.loadFailed) })),
    fieldCodes: { 'email-in-use': 'email' },
  });
  const { errors } = form.formState;
  return (
    <Card aria-labelledby="invite-title">
      <CardHeader title={<span id="invite-title">{TEAM.inviteTitle}</span>} subtitle={TEAM.inviteIntro} />
      <CardBody>
        <Form form={form} className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
          <TextField
            label={TEAM.emailLabel}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={TEAM.nameLabel}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <SelectField
            label={TEAM.roleFieldLabel}
            error={errors.role?.message}
            containerClassName="md:col-span-3"
            hint={TEAM.roleHelp}
            {...form.register('role')}
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {TEAM.roleNames[role]}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col gap-2 md:col-span-3">
            <Button type="submit" busy={form.busy} className="self-start">
              {TEAM.invite}
            </Button>
            <FormOutcome outcome={form.outcome} />
          </div>
        </Form>
      </CardBody>
    </Card>
  );
}
