import type { ZodType } from 'zod';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { ERROR_CODES, type ErrorCode } from '@vendor-portal/contract/errors';
import {
  reviewApproveExpiringForm,
  reviewApproveForm,
  reviewRejectForm,
  type ReviewRejectForm,
} from '@vendor-portal/contract/ops/review-form';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { cn } from '../../components/ui/cn.ts';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';

/** What a reviewer decided: approve (with the expiry date of a document that expires), or reject with a reason. */
export type Decision = { status: 'approved'; expiresAt?: string } | { status: 'rejected'; reason: string };

interface ApproveValues {
  expiresAt?: string;
}

/** The server's refusals of an expiry date: shown under the date field. */
const EXPIRY_FIELD: Partial<Record<ErrorCode, 'expiresAt'>> = {
  [ERROR_CODES.expiryRequired]: 'expiresAt',
  [ERROR_CODES.expiryInPast]: 'expiresAt',
  [ERROR_CODES.expiryTooFar]: 'expiresAt',
  [ERROR_CODES.expiryNotApplicable]: 'expiresAt',
};

const failure = (err: unknown) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) }));

/**
 * The review decision of the console, on a vendor or on one of its documents: Approve beside Reject
 * with its reason (mailed to the vendor by the server). `expiry` adds the expiry date a document of a
 * kind that expires needs to be approved. One decision at a time; its outcome shows under both.
 */
export function ReviewDecision<Body>({
  idBase,
  expiry,
  review,
  bodyOf,
  className,
}: {
  idBase: string;
  expiry?: { saved: string | null };
  /** The review's mutation hook, and the body it sends for a decision. */
  review: { mutateAsync: (body: Body) => Promise<unknown> };
  bodyOf: (decision: Decision) => Body;
  className?: string;
}) {
  const approve = useContractForm<ApproveValues, ApproveValues>({
    schema: (expiry ? reviewApproveExpiringForm : reviewApproveForm) as ZodType<ApproveValues, ApproveValues>,
    defaultValues: { expiresAt: expiry?.saved ?? '' },
    submit: async ({ expiresAt }) => {
      reject.setOutcome(null);
      await review.mutateAsync(bodyOf({ status: 'approved', ...(expiresAt ? { expiresAt } : {}) }));
      reject.reset();
      return CONSOLE.decisionSaved;
    },
    failure,
    fieldCodes: expiry ? EXPIRY_FIELD : {},
  });
  const reject = useContractForm<ReviewRejectForm, ReviewRejectForm>({
    schema: reviewRejectForm,
    defaultValues: { reason: '' },
    submit: async ({ reason }) => {
      approve.setOutcome(null);
      await review.mutateAsync(bodyOf({ status: 'rejected', reason }));
      reject.reset();
      return CONSOLE.decisionSaved;
    },
    failure,
  });
  const busy = approve.busy || reject.busy;
  return (
    <>
      <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
        <Form form={approve} className="flex flex-col justify-end gap-2">
          {expiry ? (
            <TextField
              id={`${idBase}-expires`}
              label={CONSOLE.expiryLabel}
              type="date"
              error={approve.formState.errors.expiresAt?.message}
              {...approve.register('expiresAt')}
            />
          ) : null}
          <Button type="submit" busy={approve.busy} disabled={busy} className="mt-auto">
            {CONSOLE.approve}
          </Button>
        </Form>
        <Form form={reject} className="flex flex-col gap-2">
          <TextAreaField
            id={`${idBase}-reason`}
            label={CONSOLE.reasonLabel}
            rows={2}
            error={reject.formState.errors.reason?.message}
            {...reject.register('reason')}
          />
          <Button type="submit" variant="danger" busy={reject.busy} disabled={busy}>
            {CONSOLE.reject}
          </Button>
        </Form>
      </div>
      <FormOutcome outcome={approve.outcome ?? reject.outcome} />
    </>
  );
}
