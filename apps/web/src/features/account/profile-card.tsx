import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zod.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { profileFieldsSchema, type ProfileFields, type Vendor } from '@vendor-portal/contract/vendor';
import type { z } from 'zod';
import { Alert, ErrorText } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { useUpdateVendor } from '../../lib/api/update-vendor.ts';
import { useSession } from '../../lib/session/session.tsx';

// docs/product-spec.md §2 Account: 'Company Profile' card with Edit / Save / Cancel.

const FIELDS = [
  'title',
  'contactName',
  'email',
  'phone',
  'street1',
  'street2',
  'city',
  'state',
  'zipCode',
] as const satisfies ReadonlyArray<keyof ProfileFields>;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  title: 'organization',
  contactName: 'name',
  email: 'email',
  phone: 'tel',
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

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

function ProfileForm({ vendor, onDone }: { vendor: Vendor; onDone: () => void }) {
  const { token } = useSession();
  const update = useUpdateVendor();
  const [error, setError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof profileFieldsSchema>, unknown, ProfileFields>({
    resolver: zodResolver(profileFieldsSchema),
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, vendor[f]])),
  });

  const onSubmit = async (values: ProfileFields) => {
    setError('');
    if (!token) return setError(ACCOUNT.cannotSave);
    // PATCH sends only what changed; nothing changed simply closes the form.
    const changes = Object.fromEntries(FIELDS.filter((f) => values[f] !== vendor[f]).map((f) => [f, values[f]]));
    if (Object.keys(changes).length === 0) return onDone();
    try {
      // The saved vendor replaces the cached one, which every reader shows.
      await update.mutateAsync(changes);
      onDone();
    } catch (err) {
      setError(ACCOUNT.updateFailed(errorText(err, { show: 'any', fallback: 'Request failed' })));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={ACCOUNT.profileLabels[field]}
            optional={field === 'street2'}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
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
    </form>
  );
}
