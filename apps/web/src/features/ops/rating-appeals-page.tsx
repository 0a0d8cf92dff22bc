import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Scale } from 'lucide-react';
import { CONSOLE, RATINGS } from '@vendor-portal/contract/messages';
import { ratingDecisionBody, type OpsRating } from '@vendor-portal/contract/ratings';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { consoleDay } from '../../lib/dates/dates.ts';
import { useDecideRating, useRatingAppeals } from './api/rating-appeals.ts';
import { useStaffMay } from './use-staff-role.ts';

// docs/architecture.md "Ratings and the right of reply": the appeals queue of the quality console
// (/ops/quality/appeals), oldest appeal first. An admin keeps (published at once) or removes (never counts) each,
// with a note mailed to the company; a reviewer reads it only.

const noteForm = ratingDecisionBody.pick({ note: true });

function Decision({ rating }: { rating: OpsRating }) {
  const decide = useDecideRating();
  const chosen = useRef<'keep' | 'remove'>('keep');
  const form = useContractForm({
    schema: noteForm,
    defaultValues: { note: '' },
    submit: async ({ note }) => {
      await decide.mutateAsync({ id: rating.id, decision: chosen.current, note: note ?? null });
      return RATINGS.decided;
    },
    failure: (err) => `${RATINGS.decideFailed} ${errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })}`,
  });
  return (
    <Form form={form} className="flex flex-col gap-2">
      <TextAreaField
        label={RATINGS.noteLabel}
        maxLength={1000}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy} onClick={() => (chosen.current = 'keep')}>
          {RATINGS.keep}
        </Button>
        <Button type="submit" variant="danger" busy={form.busy} onClick={() => (chosen.current = 'remove')}>
          {RATINGS.remove}
        </Button>
      </div>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}

export function RatingAppealsPage() {
  const appeals = useRatingAppeals();
  const admin = useStaffMay('administer');
  let body: ReactNode;
  if (appeals.isPending) body = <LoadingState text={CONSOLE.loading} />;
  else if (appeals.isError) body = <Alert>{errorText(appeals.error, { fallback: CONSOLE.loadFailed })}</Alert>;
  else if (appeals.data.length === 0)
    body = <EmptyState icon={<Scale aria-hidden="true" className="size-8" />} title={RATINGS.appealsEmpty} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-gray-100" aria-label={RATINGS.appealsTitle}>
        {appeals.data.map((rating) => (
          <li key={rating.id} className="flex flex-col gap-2 px-4 py-4 sm:px-5">
            <div className="flex flex-wrap items-center gap-3">
              <span
                role="img"
                aria-label={RATINGS.starsLabel({ stars: rating.stars })}
                className="text-lg text-amber-600"
              >
                {'★'.repeat(rating.stars)}
                <span className="text-gray-300">{'★'.repeat(5 - rating.stars)}</span>
              </span>
              <Link to={`/ops/vendors/${rating.vendorId}`} className="font-medium text-brand-700 hover:underline">
                {rating.companyName}
              </Link>
              <span className="text-sm text-gray-600">
                {RATINGS.jobLink({ id: rating.appointmentId })} ·{' '}
                {RATINGS.ratedOn({ date: consoleDay(rating.createdAt) })}
              </span>
            </div>
            <p className="whitespace-pre-wrap break-words text-gray-900">{rating.comment ?? RATINGS.noComment}</p>
            {rating.reply ? (
              <p className="whitespace-pre-wrap break-words text-sm text-gray-700">
                {RATINGS.companyReply}: {rating.reply}
              </p>
            ) : null}
            <p className="whitespace-pre-wrap break-words font-medium text-gray-900">
              {RATINGS.appealReasonShown({ reason: rating.appealReason ?? '' })}
            </p>
            {admin ? <Decision rating={rating} /> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <PageHeader title={RATINGS.appealsTitle}>
        <p className="w-full text-sm text-gray-700">{RATINGS.appealsIntro}</p>
        {admin ? null : <p className="w-full text-sm text-gray-700">{RATINGS.appealsReadOnly}</p>}
      </PageHeader>
      <Card className="overflow-hidden">{body}</Card>
    </>
  );
}
