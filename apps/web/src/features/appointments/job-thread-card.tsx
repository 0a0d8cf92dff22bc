import type { JobMessage } from '@vendor-portal/contract/customer-job';
import { jobMessageBody, MESSAGE_MAX_LENGTH } from '@vendor-portal/contract/customer-job';
import { JOB_THREAD } from '@vendor-portal/contract/messages';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { formatDateIn } from '../../lib/dates/dates.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { useJobThread, useSendJobMessage } from './api/get-job-thread.ts';

// docs/architecture.md "Messages about the job": the company's side of the job's thread with its customer (owner,
// office, the job's assignee: the page itself is a technician's only for its own jobs). Oldest first, each with its
// author and its time in the company's zone; a body is text, rendered as such (never HTML, a link not made
// clickable). A blank or over-long message is said beside the field (the contract's rule, and the server's 400); a
// thread not open yet or closed (409 thread-closed) is said as a sentence.

type Values = { body: string };

/** The days a thread stays open after the job's end (the server's rule, which refuses later ones with 409). */
const THREAD_DAYS_AFTER_END = 7;

/** Whether the job's thread has closed: 7 days after its completion or cancellation. */
export const threadClosed = (end: string | null | undefined, now = Date.now()) =>
  Boolean(end) && Date.parse(end!) + THREAD_DAYS_AFTER_END * 86_400_000 <= now;

/**
 * `canWrite`: false once the job is no longer the company's (released, gone): its thread shows, nothing is sent.
 * `closed`: the thread closed (7 days after the job's end): it says so in place of the box.
 */
export function JobThreadCard({
  appointmentId,
  canWrite,
  closed = false,
}: {
  appointmentId: number;
  canWrite: boolean;
  closed?: boolean;
}) {
  const thread = useJobThread(appointmentId);
  const timeZone = useVendorTimeZone();
  const send = useSendJobMessage(appointmentId);
  const form = useContractForm<Values, Values>({
    schema: jobMessageBody,
    defaultValues: { body: '' },
    submit: async ({ body }) => {
      await send.mutateAsync(body);
      form.reset({ body: '' });
    },
    failure: (err) =>
      errorText(err, {
        codes: { 'thread-closed': JOB_THREAD.threadClosed },
        serverError: JOB_THREAD.sendFailed,
        fallback: JOB_THREAD.sendFailed,
      }),
  });
  const messages = thread.data ?? [];
  return (
    <Card>
      <CardHeader title={JOB_THREAD.heading} />
      <CardBody className="flex flex-col gap-4">
        <p className="text-sm text-gray-600">{JOB_THREAD.intro}</p>
        {thread.isPending ? <LoadingState text={JOB_THREAD.loading} /> : null}
        {thread.error ? (
          <p role="alert" className="text-sm text-red-800">
            {errorText(thread.error, { fallback: JOB_THREAD.loadFailed })}
          </p>
        ) : null}
        {thread.isSuccess && messages.length === 0 ? <p className="text-sm text-gray-600">{JOB_THREAD.empty}</p> : null}
        {messages.length > 0 ? (
          <ol className="flex flex-col gap-3" aria-label={JOB_THREAD.heading}>
            {messages.map((m) => (
              <ThreadMessage key={m.id} message={m} timeZone={timeZone} />
            ))}
          </ol>
        ) : null}
        {canWrite && closed ? <p className="text-sm text-gray-600">{JOB_THREAD.threadClosed}</p> : null}
        {canWrite && !closed ? (
          <Form form={form} className="flex flex-col gap-2">
            <TextAreaField
              label={JOB_THREAD.newMessageLabel}
              maxLength={MESSAGE_MAX_LENGTH}
              error={form.formState.errors.body?.message}
              {...form.register('body')}
            />
            <FormOutcome outcome={form.outcome} />
            <Button type="submit" className="self-start" busy={form.busy}>
              {JOB_THREAD.send}
            </Button>
          </Form>
        ) : null}
      </CardBody>
    </Card>
  );
}

function ThreadMessage({ message, timeZone }: { message: JobMessage; timeZone: string | undefined }) {
  const fromCustomer = message.from === 'customer';
  return (
    <li
      className={
        fromCustomer
          ? 'mr-6 rounded-lg border border-gray-200 bg-white p-3'
          : 'ml-6 rounded-lg border border-brand-100 bg-brand-50 p-3'
      }
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-gray-900">{message.author}</span>
        <Badge tone={fromCustomer ? 'neutral' : 'info'}>
          {fromCustomer ? JOB_THREAD.fromCustomer : JOB_THREAD.fromCompany}
        </Badge>
        <span className="text-xs text-gray-600">{formatDateIn(message.createdAt, timeZone)}</span>
      </div>
      {/* Text, never HTML: React escapes it, and nothing here turns a link into an anchor. */}
      <p className="mt-1 whitespace-pre-wrap break-words text-gray-900">{message.body}</p>
    </li>
  );
}
