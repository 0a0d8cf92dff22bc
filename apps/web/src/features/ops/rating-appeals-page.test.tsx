import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RATINGS } from '@vendor-portal/contract/messages';
import type { OpsRating } from '@vendor-portal/contract/ratings';
import * as paths from '@vendor-portal/contract/routes/paths';
import { server } from '../../test/msw-server.ts';
import { mockRoute } from '../../test/mock-route.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { staffSession } from '../../test/ops-data.ts';
import { RatingAppealsPage } from './rating-appeals-page.tsx';

// docs/architecture.md "Ratings and the right of reply": the appeals queue; an admin keeps or removes with a note, a
// reviewer reads it only.

const APPEAL: OpsRating = {
  id: 5,
  appointmentId: 42,
  stars: 1,
  tags: ['rude'],
  comment: 'Never again.',
  createdAt: '2030-03-05T19:00:00.000Z',
  publishedAt: null,
  status: 'appealed',
  reply: null,
  holdEndsAt: null,
  appealReason: 'The customer was not home.',
  decision: null,
  vendorId: 9,
  companyName: 'Shine Co.',
  appealedAt: '2030-03-06T19:00:00.000Z',
  decisionNote: null,
  decidedAt: null,
};

function mockAppeals() {
  const decided: unknown[] = [];
  server.use(
    mockRoute(paths.getOpsRatings).reply(() => ({ data: [APPEAL] })),
    mockRoute(paths.patchOpsRatingsById).reply(async ({ request, params }) => {
      const body = (await request.json()) as { decision: 'keep' | 'remove'; note: string | null };
      decided.push({ id: Number(params.id), ...body });
      return { ...APPEAL, status: 'removed', decision: body.decision, decisionNote: body.note };
    }),
  );
  return { decided };
}

const render = (role: 'reviewer' | 'admin') =>
  renderWithProviders(<RatingAppealsPage />, {
    route: '/ops/quality/appeals',
    path: '/ops/quality/appeals',
    session: staffSession(role),
  });

describe('the rating appeals queue', () => {
  it('an admin removes an appealed rating with a note', async () => {
    const { decided } = mockAppeals();
    render('admin');
    expect(await screen.findByText('Never again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shine Co.' })).toHaveAttribute('href', '/ops/vendors/9');
    expect(screen.getByText(RATINGS.appealReasonShown({ reason: 'The customer was not home.' }))).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(RATINGS.noteLabel), 'No visit happened.');
    await user.click(screen.getByRole('button', { name: RATINGS.remove }));
    await waitFor(() => expect(decided).toEqual([{ id: 5, decision: 'remove', note: 'No visit happened.' }]));
  });

  it('a reviewer reads it without deciding', async () => {
    mockAppeals();
    render('reviewer');
    expect(await screen.findByText('Never again.')).toBeInTheDocument();
    expect(screen.getByText(RATINGS.appealsReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RATINGS.keep })).toBeNull();
  });
});
