import { useState } from 'react';
import type { z } from 'zod';
import { Copy, KeyRound, Trash2 } from 'lucide-react';
import {
  API_KEY_SCOPES,
  createApiKeyBody,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@vendor-portal/contract/api-keys';
import { INTEGRATIONS } from '@vendor-portal/contract/messages';
import { Form, FormOutcome, useAction, useContractForm } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { formatDateIn } from '../../lib/dates/dates.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useApiKeys, useCreateApiKey, useDeleteApiKey } from './api/api-keys.ts';

// docs/architecture.md "Partners": the owner's API keys. A new key is shown once, right after it is made, with a copy
// button (only its digest is kept); the list says each key's name, scope, when it was made and last used, in the
// company's zone; a delete is asked first and ends the key at once.

const EMPTY: z.input<typeof createApiKeyBody> = { name: '', scope: 'read' };

const scopeName = (scope: ApiKeyScope) => (scope === 'read' ? INTEGRATIONS.scopeRead : INTEGRATIONS.scopeWrite);

export function ApiKeysCard() {
  const keys = useApiKeys();
  const timeZone = useVendorTimeZone();
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  // Here, not in the list: the outcome of deleting the last key stays when the list is gone.
  const remove = useDeleteApiKey();
  const deletion = useAction({
    run: async (key: ApiKey) => {
      await remove.mutateAsync(key.id);
      return INTEGRATIONS.deleted(key.name);
    },
    failure: (err) => INTEGRATIONS.deleteFailed(errorText(err, { fallback: orStatus('') })),
  });
  return (
    <Card aria-labelledby="api-keys-title">
      <CardHeader
        title={<span id="api-keys-title">{INTEGRATIONS.keysHeading}</span>}
        subtitle={INTEGRATIONS.keysHint}
      />
      <CardBody className="flex flex-col gap-5">
        {made ? <NewKey made={made} onDone={() => setMade(null)} /> : <CreateKeyForm onMade={setMade} />}
        <FormOutcome outcome={deletion.outcome} />
        {keys.isPending ? (
          <LoadingState text={INTEGRATIONS.keysHeading} />
        ) : keys.isError ? (
          <Alert>{errorText(keys.error, { fallback: orStatus(INTEGRATIONS.loadFailed) })}</Alert>
        ) : keys.data.length === 0 ? (
          <EmptyState title={INTEGRATIONS.empty} hint={INTEGRATIONS.guideHint} />
        ) : (
          <KeyList keys={keys.data} timeZone={timeZone} deletion={deletion} />
        )}
      </CardBody>
    </Card>
  );
}

function CreateKeyForm({ onMade }: { onMade: (made: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useContractForm<z.input<typeof createApiKeyBody>, CreateApiKeyBody>({
    schema: createApiKeyBody,
    defaultValues: EMPTY,
    submit: async (values) => {
      const made = await create.mutateAsync(values);
      form.reset(EMPTY);
      onMade(made);
    },
    failure: (err) => INTEGRATIONS.createFailed(errorText(err, { fallback: orStatus('') })),
    fieldCodes: { conflict: 'name' },
  });
  const { errors } = form.formState;
  return (
    <Form form={form} className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
      <TextField
        label={INTEGRATIONS.nameLabel}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField label={INTEGRATIONS.scopeLabel} error={errors.scope?.message} {...form.register('scope')}>
        {API_KEY_SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {scopeName(scope)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-2 md:pt-7">
        <Button type="submit" busy={form.busy} className="self-start">
          <KeyRound aria-hidden="true" className="size-4" />
          {INTEGRATIONS.create}
        </Button>
      </div>
      <FormOutcome outcome={form.outcome} className="md:col-span-3" />
    </Form>
  );
}

/** The key just made: this once, with a copy button. */
function NewKey({ made, onDone }: { made: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(made.key);
    setCopied(true);
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-gray-900">
        {INTEGRATIONS.createdHeading}: {made.name} ({scopeName(made.scope)})
      </p>
      <Alert tone="warning">{INTEGRATIONS.createdWarning}</Alert>
      <label htmlFor="new-api-key" className="text-sm font-medium text-gray-800">
        {INTEGRATIONS.keyLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="new-api-key"
          readOnly
          value={made.key}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {copied ? INTEGRATIONS.copied : INTEGRATIONS.copy}
        </Button>
      </div>
      <p className="text-sm text-gray-700">{INTEGRATIONS.guideHint}</p>
      <Button variant="primary" className="self-start" onClick={onDone}>
        {INTEGRATIONS.done}
      </Button>
    </div>
  );
}

function KeyList({
  keys,
  timeZone,
  deletion: action,
}: {
  keys: ApiKey[];
  timeZone: string | undefined;
  deletion: { run: (key: ApiKey) => Promise<void>; busy: boolean };
}) {
  const [asking, setAsking] = useState<ApiKey | null>(null);
  const when = (at: string | null) => (at ? formatDateIn(at, timeZone) : INTEGRATIONS.neverUsed);
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={INTEGRATIONS.keysTable} className="divide-y divide-gray-100 rounded-lg border border-gray-200">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:gap-4">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="break-all font-medium text-gray-900">{key.name}</span>
                <Badge tone={key.scope === 'write' ? 'warning' : 'neutral'}>{scopeName(key.scope)}</Badge>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-700 sm:flex sm:flex-wrap sm:gap-x-2">
                <dt className="text-gray-600">{INTEGRATIONS.columnCreated}</dt>
                <dd className="sm:mr-4">{when(key.createdAt)}</dd>
                <dt className="text-gray-600">{INTEGRATIONS.columnLastUsed}</dt>
                <dd>{when(key.lastUsedAt)}</dd>
              </dl>
            </div>
            <div role="group" aria-label={INTEGRATIONS.keyActions(key.name)}>
              <Button variant="secondary" disabled={action.busy} onClick={() => setAsking(key)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {INTEGRATIONS.delete}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        message={asking ? INTEGRATIONS.deleteConfirm(asking.name) : ''}
        confirmLabel={INTEGRATIONS.deleteYes}
        cancelLabel={INTEGRATIONS.cancel}
        busy={action.busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const key = asking;
          setAsking(null);
          if (key) void action.run(key);
        }}
      />
    </div>
  );
}
