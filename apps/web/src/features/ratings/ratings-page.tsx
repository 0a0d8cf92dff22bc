import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { RATINGS } from '@vendor-portal/contract/messages';
import { ratingAppealBody, ratingReplyBody, type Rating } from '@vendor-portal/contract/ratings';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Form, FormOutcome, useContractForm } from '../../components/form.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { formatDateIn } from '../../lib/dates/dates.ts';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { useMay } from '../../lib/roles/role-access.ts';
import { useAppealRating, useRatings, useReplyToRating } from './api/ratings.ts';

// docs/architecture.md "Ratings and the right of reply": the company's ratings, newest first, each with its state
// (held, published, appealed, removed) and its job; the summary over the published ones. Owner and office reply
// once and appeal a held one with a reason; a technician reads the ratings of its own jobs.

const TAG_TEXT = (): Record<string, string> => ({
  'on-time': RATINGS.tag_on_time,
  friendly: RATINGS.tag_friendly,
  quality: RATINGS.tag_quality,
  tidy: RATINGS.tag_tidy,
  late: RATINGS.tag_late,
  rude: RATINGS.tag_rude,
  incomplete: RATINGS.tag_incomplete,
  damage: RATINGS.tag_damage,
});

const STATUS = {
  held: { text: () => RATINGS.statusHeld, tone: 'warning' },
  published: { text: () => RATINGS.statusPublished, tone: 'success' },
  appealed: { text: () => RATINGS.statusAppealed, tone: 'info' },
  removed: { text: () => RATINGS.statusRemoved, tone: 'neutral' },
} as const;

export function Stars({ stars }: { stars: number }) {
  return (
    <span role="img" aria-label={RATINGS.starsLabel({ stars })} className="text-lg tracking-wide text-amber-600">
      {'★'.repeat(stars)}
      <span className="text-gray-300">{'★'.repeat(5 - stars)}</span>
    </span>
  );
}

function ReplyForm({ rating }: { rating: Rating }) {
  const reply = useReplyToRating();
  const form = useContractForm({
    schema: ratingReplyBody,
    defaultValues: { body: '' },
    submit: async ({ body }) => {
      await reply.mutateAsync({ id: rating.id, body });
      return RATINGS.replySent;
    },
    failure: (err) => errorText(err, { fallback: RATINGS.loadFailed }),
  });
  return (
    <Form form={form} className="flex flex-col gap-2">
      <TextAreaField
        label={RATINGS.replyLabel}
        maxLength={1000}
        error={form.formState.errors.body?.message}
        {...form.register('body')}
      />
      <Button type="submit" variant="secondary" size="sm" busy={form.busy} className="self-start">
        {RATINGS.replySend}
      </Button>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}

function AppealForm({ rating }: { rating: Rating }) {
  const appeal = useAppealRating();
  const form = useContractForm({
    schema: ratingAppealBody,
    defaultValues: { reason: '' },
    submit: async ({ reason }) => {
      await appeal.mutateAsync({ id: rating.id, reason });
      return RATINGS.appealSent;
    },
    failure: (err) => errorText(err, { fallback: RATINGS.loadFailed }),
  });
  return (
    <Form form={form} className="flex flex-col gap-2">
      <TextAreaField
        label={RATINGS.appealLabel}
        maxLength={1000}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button type="submit" variant="secondary" size="sm" busy={form.busy} className="self-start">
        {RATINGS.appealSend}
      </Button>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}

/** One rating: its stars, state, job, tags and words; the reply and appeal forms where they may be used. */
export function RatingItem({
  rating,
  timeZone,
  answers,
  jobLink,
}: {
  rating: Rating;
  timeZone: string | undefined;
  answers: boolean;
  jobLink: string;
}) {
  const status = STATUS[rating.status];
  const tags = TAG_TEXT();
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-center gap-3">
        <Stars stars={rating.stars} />
        <Badge tone={status.tone}>{status.text()}</Badge>
        <Link to={jobLink} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {RATINGS.jobLink({ id: rating.appointmentId })}
        </Link>
        <span className="text-sm text-gray-600">
          {RATINGS.ratedOn({ date: formatDateIn(rating.createdAt, timeZone, 'date') })}
        </span>
      </div>
      {rating.holdEndsAt ? (
        <p className="text-sm text-amber-900">
          {RATINGS.holdEnds({ date: formatDateIn(rating.holdEndsAt, timeZone) })}
        </p>
      ) : null}
      {rating.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {rating.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-gray-200 px-2.5 py-0.5 text-sm text-gray-800">
              {tags[tag] ?? tag}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="whitespace-pre-wrap break-words text-gray-900">{rating.comment ?? RATINGS.noComment}</p>
      {rating.reply ? (
        <div className="rounded-lg bg-gray-50 p-3">
          <p className="text-sm font-medium text-gray-700">{RATINGS.yourReply}</p>
          <p className="whitespace-pre-wrap break-words text-gray-900">{rating.reply}</p>
        </div>
      ) : null}
      {rating.appealReason ? (
        <p className="text-sm text-gray-700">{RATINGS.appealReasonShown({ reason: rating.appealReason })}</p>
      ) : null}
      {answers && rating.reply === null && rating.status !== 'removed' ? <ReplyForm rating={rating} /> : null}
      {answers && rating.status === 'held' ? <AppealForm rating={rating} /> : null}
    </li>
  );
}

export function RatingsPage() {
  const ratings = useRatings();
  const timeZone = useVendorTimeZone();
  const answers = useMay('answerRatings');
  let body: ReactNode;
  if (ratings.isPending) body = <LoadingState text={RATINGS.title} />;
  else if (ratings.isError) body = <Alert>{errorText(ratings.error, { fallback: RATINGS.loadFailed })}</Alert>;
  else if (ratings.data.data.length === 0)
    body = <EmptyState icon={<Star aria-hidden="true" className="size-8" />} title={RATINGS.empty} />;
  else
    body = (
      <ul className="flex flex-col divide-y divide-gray-100" aria-label={RATINGS.title}>
        {ratings.data.data.map((rating) => (
          <RatingItem
            key={rating.id}
            rating={rating}
            timeZone={timeZone}
            answers={answers}
            jobLink={`/appointments/${rating.appointmentId}`}
          />
        ))}
      </ul>
    );
  const summary = ratings.data?.summary;
  return (
    <>
      <PageHeader title={RATINGS.title}>
        <p className="w-full text-sm text-gray-700">{RATINGS.intro}</p>
      </PageHeader>
      {summary ? (
        <Card className="mb-4 px-4 py-3 sm:px-5">
          <p className="flex items-center gap-2 text-base font-medium text-gray-900">
            <Star aria-hidden="true" className="size-5 text-amber-600" />
            {summary.average === null
              ? RATINGS.summaryNone
              : RATINGS.summary({ average: summary.average.toFixed(2), count: summary.count })}
          </p>
        </Card>
      ) : null}
      <Card className="overflow-hidden">{body}</Card>
    </>
  );
}
