import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RATINGS } from '@vendor-portal/contract/messages';
import type { Rating } from '@vendor-portal/contract/ratings';
import * as paths from '@vendor-portal/contract/routes/paths';
import { server } from '../../test/msw-server.ts';
import { mockRoute } from '../../test/mock-route.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { RatingsPage } from './ratings-page.tsx';

// docs/architecture.md "Ratings and the right of reply": the company's ratings with their state and job, the summary,
// the reply and appeal forms for owner and office on a held one; a technician reads only.

const rating = (id: number, patch: Partial<Rating> = {}): Rating => ({
  id,
  appointmentId: 100 + id,
  stars: 4,
  tags: ['on-time'],
  comment: `Comment ${id}`,
  createdAt: '2030-03-05T19:00:00.000Z',
  publishedAt: null,
  status: 'held',
  reply: null,
  holdEndsAt: '2030-03-08T19:00:00.000Z',
  appealReason: null,
  decision: null,
  ...patch,
});

const as = (memberRole?: string) => ({
  session: { token: fakeIdToken({ email: 'x@example.com', vendorId: 7, ...(memberRole ? { memberRole } : {}) }) },
});

function mockRatings(data: Rating[], summary = { average: 4.5, count: 2 }) {
  const replies: unknown[] = [];
  const appeals: unknown[] = [];
  server.use(
    mockRoute(paths.getRatings).reply(() => ({ data, summary })),
    mockRoute(paths.postRatingsByIdReply).reply(async ({ request, params }) => {
      const body = (await request.json()) as { body: string };
      replies.push({ id: Number(params.id), ...body });
      return rating(Number(params.id), { reply: body.body });
    }),
    mockRoute(paths.postRatingsByIdAppeal).reply(async ({ request, params }) => {
      const body = (await request.json()) as { reason: string };
      appeals.push({ id: Number(params.id), ...body });
      return rating(Number(params.id), { status: 'appealed', appealReason: body.reason });
    }),
  );
  return { replies, appeals };
}

describe('the Ratings page', () => {
  it('lists each rating with its state and job link, and the summary', async () => {
    mockRatings([
      rating(1),
      rating(2, { status: 'published', holdEndsAt: null, publishedAt: '2030-03-08T19:00:00.000Z', reply: 'Thanks!' }),
      rating(3, { status: 'appealed', holdEndsAt: null, appealReason: 'Not our job.' }),
      rating(4, { status: 'removed', holdEndsAt: null, decision: 'remove', stars: 1 }),
    ]);
    renderWithProviders(<RatingsPage />, { route: '/ratings', path: '/ratings', ...as() });
    const list = await screen.findByRole('list', { name: RATINGS.title });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(4);
    expect(items.map((li) => within(li).getByText(/^(Held|Published|Appealed|Removed)$/).textContent)).toEqual([
      RATINGS.statusHeld,
      RATINGS.statusPublished,
      RATINGS.statusAppealed,
      RATINGS.statusRemoved,
    ]);
    expect(within(items[0]!).getByRole('link', { name: RATINGS.jobLink({ id: 101 }) })).toHaveAttribute(
      'href',
      '/appointments/101',
    );
    expect(within(items[0]!).getByRole('img', { name: RATINGS.starsLabel({ stars: 4 }) })).toBeInTheDocument();
    expect(screen.getByText(RATINGS.summary({ average: '4.50', count: 2 }))).toBeInTheDocument();
    expect(within(items[1]!).getByText('Thanks!')).toBeInTheDocument();
    // Reply on those without one (not removed); appeal on the held one only.
    expect(screen.getAllByLabelText(RATINGS.replyLabel)).toHaveLength(2);
    expect(screen.getAllByLabelText(RATINGS.appealLabel)).toHaveLength(1);
  });

  it('replies and appeals a held rating; an empty reason is said beside its field', async () => {
    const { replies, appeals } = mockRatings([rating(1)]);
    renderWithProviders(<RatingsPage />, { route: '/ratings', path: '/ratings', ...as('office') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: RATINGS.appealSend }));
    expect(await screen.findByText(RATINGS.reasonEmpty)).toBeInTheDocument();
    expect(appeals).toEqual([]);
    await user.type(screen.getByLabelText(RATINGS.appealLabel), 'The customer was not home.');
    await user.click(screen.getByRole('button', { name: RATINGS.appealSend }));
    await waitFor(() => expect(appeals).toEqual([{ id: 1, reason: 'The customer was not home.' }]));
    expect(await screen.findByText(RATINGS.appealSent)).toBeInTheDocument();

    await user.type(screen.getByLabelText(RATINGS.replyLabel), 'Thank you for having us.');
    await user.click(screen.getByRole('button', { name: RATINGS.replySend }));
    await waitFor(() => expect(replies).toEqual([{ id: 1, body: 'Thank you for having us.' }]));
  });

  it('a technician reads its ratings without the reply and appeal forms', async () => {
    mockRatings([rating(1)], { average: null as never, count: 0 });
    renderWithProviders(<RatingsPage />, { route: '/ratings', path: '/ratings', ...as('technician') });
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
    expect(screen.getByText(RATINGS.summaryNone)).toBeInTheDocument();
    expect(screen.queryByLabelText(RATINGS.replyLabel)).toBeNull();
    expect(screen.queryByLabelText(RATINGS.appealLabel)).toBeNull();
  });

  it('says so when there is none', async () => {
    mockRatings([], { average: null as never, count: 0 });
    renderWithProviders(<RatingsPage />, { route: '/ratings', path: '/ratings', ...as() });
    expect(await screen.findByText(RATINGS.empty)).toBeInTheDocument();
  });
});
