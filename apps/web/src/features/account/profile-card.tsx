import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { VENDOR_FIELDS, VENDOR_FIELD_AUTOCOMPLETE } from '@vendor-portal/contract/fields';
import { profileFieldsSchema, type ProfileFields, type Vendor } from '@vendor-portal/contract/vendor';
import type { z } from 'zod';
import { Form, useContractForm } from '../../components/form.tsx';
import { Alert, ErrorText } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useUpdateVendor } from '../../lib/api/update-vendor.ts';
import { useSession } from '../../lib/session/session.tsx';

// docs/product-spec.md §2 Account: 'Company Profile' card with Edit / Save / Cancel.

const FIELDS = VENDOR_FIELDS;

export function ProfileCard({ profile }: { profile: UseQueryResult<Vendor | null> }) {
  const [editing, setEditing] = useState(false);
  const vendor = profile.data;
  return (
    <Card aria-labelledby="profile-title">
      <CardHeader
        title={<span id="profile-title">{ACCOUNT.profileTitle}</span>}
        actions={
          vendor && !editing ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {ACCOUNT.edit}
            </Button>
          ) : null
        }
      />
      <CardBody>
        {profile.isPending ? (
          <LoadingState text={ACCOUNT.loadingProfile} />
        ) : !vendor ? (
          <Alert>{ACCOUNT.profileLoadFailed}</Alert>
        ) : editing ? (
          <ProfileForm vendor={vendor} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails vendor={vendor} />
        )}
      </CardBody>
    </Card>
  );
}

function ProfileDetails({ vendor }: { vendor: Vendor }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <div key={field} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{ACCOUNT.profileLabels[field]}</dt>
          <dd className="break-words text-gray-900">{vendor[field] || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Saving needs a session: without one, the card says so and sends nothing. */
class NoSession extends Error {}

function ProfileForm({ vendor, onDone }: { vendor: Vendor; onDone: () => void }) {
  const { token } = useSession();
  const update = useUpdateVendor();
  const form = useContractForm<z.input<typeof profileFieldsSchema>, ProfileFields>({
    schema: profileFieldsSchema,
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, vendor[f]])),
    submit: async (values) => {
      if (!token) throw new NoSession();
      // PATCH sends only what changed; nothing changed simply closes the form.
      const changes = Object.fromEntries(FIELDS.filter((f) => values[f] !== vendor[f]).map((f) => [f, values[f]]));
      // The saved vendor replaces the cached one, which every reader shows.
      if (Object.keys(changes).length > 0) await update.mutateAsync(changes);
      onDone();
    },
    failure: (err) =>
      err instanceof NoSession
        ? ACCOUNT.cannotSave
        : ACCOUNT.updateFailed(errorText(err, { fallback: orStatus('Request failed') })),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const isSubmitting = form.busy;
  const error = form.outcome?.text;

  return (
    <Form form={form} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={ACCOUNT.profileLabels[field]}
            optional={field === 'street2'}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete={VENDOR_FIELD_AUTOCOMPLETE[field]}
            // The email is the sign-in email: it changes in the Sign-in card, after a verification link.
            readOnly={field === 'email'}
            hint={field === 'email' ? ACCOUNT.profileEmailHint : undefined}
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
      </div>
      <ErrorText>{error}</ErrorText>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {ACCOUNT.cancel}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {ACCOUNT.save}
        </Button>
      </div>
    </Form>
  );
}
