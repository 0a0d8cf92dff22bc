import { useState } from 'react';
import { Copy, Send, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { WEBHOOKS } from '@vendor-portal/contract/messages/webhooks';
import {
  WEBHOOK_EVENTS,
  webhookCreateBody,
  type Webhook,
  type WebhookCreateBody,
  type WebhookCreated,
} from '@vendor-portal/contract/webhooks';
import type { z } from 'zod';
import { Form, FormOutcome, useAction, useContractForm } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { Checkbox, TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { formatDateIn } from '../../lib/dates/dates.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useDeliveries, useWebhookChanges, useWebhooks } from './api/webhooks.ts';

// /integrations/webhooks (the owner's; docs/features.md "Webhooks (issue 58)"): add an endpoint (its secret shown once),
// see each one's health and last 100 deliveries, send one again, send a test event, switch it on or off, include
// the customer's contact, delete it.

type FormValues = z.input<typeof webhookCreateBody>;
const EMPTY: FormValues = { url: '', events: [] };

export function WebhooksPage() {
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div>
        <Link to="/integrations" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          {WEBHOOKS.backToIntegrations}
        </Link>
        <PageHeader title={WEBHOOKS.pageTitle} />
        <p className="-mt-2 text-gray-700 sm:-mt-4">{WEBHOOKS.pageIntro}</p>
      </div>
      {created ? <SecretOnce created={created} onDone={() => setCreated(null)} /> : null}
      <AddWebhookForm onCreated={setCreated} />
      <section aria-labelledby="webhooks-list-title" className="flex flex-col gap-3">
        <h2 id="webhooks-list-title" className="text-lg font-semibold text-gray-900">
          {WEBHOOKS.listTitle}
        </h2>
        {webhooks.isPending ? (
          <LoadingState text={WEBHOOKS.listTitle} />
        ) : webhooks.error ? (
          <Alert>{errorText(webhooks.error, { fallback: orStatus(WEBHOOKS.loadFailed) })}</Alert>
        ) : webhooks.data.data.length === 0 ? (
          <EmptyState title={WEBHOOKS.none} />
        ) : (
          webhooks.data.data.map((webhook) => <WebhookCard key={webhook.id} webhook={webhook} />)
        )}
      </section>
    </div>
  );
}

function AddWebhookForm({ onCreated }: { onCreated: (created: WebhookCreated) => void }) {
  const { create } = useWebhookChanges();
  const form = useContractForm<FormValues, WebhookCreateBody>({
    schema: webhookCreateBody as never,
    defaultValues: EMPTY,
    submit: async (values) => {
      onCreated(await create.mutateAsync(values));
      form.reset(EMPTY);
    },
    failure: (err) => WEBHOOKS.saveFailed(errorText(err, { fallback: orStatus('') })),
    fieldCodes: { 'url-not-allowed': 'url' },
  });
  const { errors } = form.formState;
  return (
    <Card aria-labelledby="webhook-add-title">
      <CardHeader title={<span id="webhook-add-title">{WEBHOOKS.addTitle}</span>} />
      <CardBody>
        <Form form={form} className="flex flex-col gap-4">
          <TextField
            label={WEBHOOKS.urlLabel}
            type="url"
            inputMode="url"
            autoComplete="off"
            hint={WEBHOOKS.urlHint}
            error={errors.url?.message}
            {...form.register('url')}
          />
          <fieldset
            aria-describedby={errors.events ? 'webhook-events-error' : undefined}
            className="flex flex-col gap-1"
          >
            <legend className="mb-1 text-sm font-medium text-gray-800">{WEBHOOKS.eventsLabel}</legend>
            <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox
                  key={event}
                  label={<code className="text-sm">{event}</code>}
                  value={event}
                  {...form.register('events')}
                />
              ))}
            </div>
            {errors.events ? (
              <p id="webhook-events-error" className="text-sm text-red-700">
                {errors.events.message}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-2">
            <Button type="submit" busy={form.busy} className="self-start">
              {WEBHOOKS.add}
            </Button>
            <FormOutcome outcome={form.outcome} />
          </div>
        </Form>
      </CardBody>
    </Card>
  );
}

/** The secret, once, with a copy button: it is never shown again. */
function SecretOnce({ created, onDone }: { created: WebhookCreated; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.secret);
    setCopied(true);
  };
  return (
    <Card aria-labelledby="webhook-secret-title">
      <CardHeader
        title={<span id="webhook-secret-title">{WEBHOOKS.secretTitle}</span>}
        subtitle={WEBHOOKS.secretText}
      />
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            aria-label={WEBHOOKS.secretTitle}
            readOnly
            value={created.secret}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 w-full min-w-0 rounded-lg border border-gray-300 px-3 font-mono text-sm"
          />
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? WEBHOOKS.copied : WEBHOOKS.copy}
          </Button>
        </div>
        <Button variant="ghost" className="self-start" onClick={onDone}>
          {WEBHOOKS.secretDone}
        </Button>
      </CardBody>
    </Card>
  );
}

function WebhookCard({ webhook }: { webhook: Webhook }) {
  const timeZone = useVendorTimeZone();
  const { patch, remove, test } = useWebhookChanges();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const action = useAction({
    run: async (what: 'toggle' | 'customer' | 'test' | 'delete') => {
      setNote('');
      if (what === 'toggle') await patch.mutateAsync({ id: webhook.id, body: { enabled: !webhook.enabled } });
      if (what === 'customer')
        await patch.mutateAsync({ id: webhook.id, body: { includeCustomer: !webhook.includeCustomer } });
      if (what === 'delete') await remove.mutateAsync(webhook.id);
      if (what === 'test') {
        await test.mutateAsync(webhook.id);
        setNote(WEBHOOKS.testQueued);
      }
    },
    failure: (err) => WEBHOOKS.saveFailed(errorText(err, { fallback: orStatus('') })),
  });
  const state = webhook.enabled
    ? { tone: 'success' as const, text: WEBHOOKS.enabled }
    : webhook.disabledReason === 'failures'
      ? { tone: 'warning' as const, text: WEBHOOKS.disabledByFailures }
      : { tone: 'neutral' as const, text: WEBHOOKS.disabledByOwner };
  return (
    <Card aria-label={webhook.url}>
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-mono text-sm break-all text-gray-900">{webhook.url}</p>
          <Badge tone={state.tone}>{state.text}</Badge>
        </div>
        <p className="text-sm text-gray-700">{webhook.events.join(', ')}</p>
        <p className="text-sm text-gray-700">
          {webhook.lastSuccessAt
            ? WEBHOOKS.lastSuccess(formatDateIn(webhook.lastSuccessAt, timeZone))
            : WEBHOOKS.neverSucceeded}
          {' · '}
          {WEBHOOKS.failuresInARow(String(webhook.failuresInARow))}
        </p>
        <Checkbox
          label={WEBHOOKS.includeCustomer}
          checked={webhook.includeCustomer}
          disabled={action.busy}
          onChange={() => void action.run('customer')}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={action.busy} onClick={() => void action.run('toggle')}>
            {webhook.enabled ? WEBHOOKS.disable : WEBHOOKS.enable}
          </Button>
          <Button variant="secondary" size="sm" disabled={action.busy} onClick={() => void action.run('test')}>
            <Send aria-hidden="true" className="size-4" />
            {WEBHOOKS.sendTest}
          </Button>
          <Button variant="ghost" size="sm" disabled={action.busy} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {WEBHOOKS.remove}
          </Button>
        </div>
        {note ? (
          <p className="text-sm text-gray-700" role="status">
            {note}
          </p>
        ) : null}
        <FormOutcome outcome={action.outcome} />
        <DeliveryLog webhookId={webhook.id} timeZone={timeZone} />
      </CardBody>
      <ConfirmDialog
        open={confirming}
        message={WEBHOOKS.removeConfirm}
        busy={action.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void action.run('delete');
        }}
      />
    </Card>
  );
}

function statusText(d: { lastStatus: number | null; deliveredAt: string | null; attempts: number }) {
  if (d.deliveredAt) return WEBHOOKS.statusDelivered(String(d.lastStatus ?? ''));
  if (d.attempts === 0) return WEBHOOKS.statusPending;
  if (d.lastStatus === null) return WEBHOOKS.statusNoAnswer;
  return WEBHOOKS.statusFailed(String(d.lastStatus));
}

/** The last 100 deliveries: a list on a phone, a table from sm up; each can be sent again. */
function DeliveryLog({ webhookId, timeZone }: { webhookId: number; timeZone: string | null | undefined }) {
  const deliveries = useDeliveries(webhookId);
  const { retry } = useWebhookChanges();
  const again = useAction({
    run: async (deliveryId: number) => {
      await retry.mutateAsync({ id: webhookId, deliveryId });
      return WEBHOOKS.sentAgain;
    },
    failure: (err) => WEBHOOKS.saveFailed(errorText(err, { fallback: orStatus('') })),
  });
  const rows = deliveries.data?.data ?? [];
  return (
    <section aria-labelledby={`deliveries-${webhookId}`} className="flex flex-col gap-2">
      <h3 id={`deliveries-${webhookId}`} className="text-sm font-semibold text-gray-900">
        {WEBHOOKS.deliveriesTitle}
      </h3>
      {deliveries.isPending ? (
        <LoadingState text={WEBHOOKS.deliveriesTitle} />
      ) : deliveries.error ? (
        <Alert>{errorText(deliveries.error, { fallback: orStatus(WEBHOOKS.loadFailed) })}</Alert>
      ) : rows.length === 0 ? (
        <p className="text-sm text-gray-700">{WEBHOOKS.deliveriesNone}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-gray-700">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {WEBHOOKS.colEvent}
                </th>
                <th scope="col" className="hidden py-1 pr-3 font-medium sm:table-cell">
                  {WEBHOOKS.colCreated}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {WEBHOOKS.colStatus}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {WEBHOOKS.colAttempts}
                </th>
                <th scope="col" className="py-1">
                  <span className="sr-only">{WEBHOOKS.sendAgain}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id} className="border-t border-gray-200">
                  <td className="py-1 pr-3 font-mono">{d.type}</td>
                  <td className="hidden py-1 pr-3 sm:table-cell">{formatDateIn(d.createdAt, timeZone)}</td>
                  <td className="py-1 pr-3">{statusText(d)}</td>
                  <td className="py-1 pr-3">{d.attempts}</td>
                  <td className="py-1 text-right">
                    <Button variant="link" size="sm" disabled={again.busy} onClick={() => void again.run(d.id)}>
                      {WEBHOOKS.sendAgain}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormOutcome outcome={again.outcome} />
    </section>
  );
}
