import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as paths from '@vendor-portal/contract/routes/paths';
import { inLanguage } from '@vendor-portal/contract/in-language';
import '@vendor-portal/contract/messages/es/job-rating';
import { JOB_RATING } from '@vendor-portal/contract/messages/job-rating';
import type { CustomerJob } from '@vendor-portal/contract/customer-job';
import { server } from '../test/msw-server.ts';
import { mockRoute } from '../test/mock-route.ts';
import { jobLanguage, jobShell } from './job-shell.ts';

// docs/architecture.md "Ratings and the right of reply": the /job page of a completed job rates it once (stars as a
// radio group, tags as chips, a comment), says why beside the field, then shows the rating and, once published,
// the company's reply.

const DONE: CustomerJob = {
  status: 'completed',
  service: 'Window Cleaning',
  when: '2026-11-28T04:50:00.000Z',
  schedulingKind: 'datetime',
  timeZone: 'America/Denver',
  company: { name: 'Clear View Co' },
  technician: { firstName: 'Sam' },
  etaAt: null,
  checkedInAt: '2026-11-28T04:50:00.000Z',
  completedAt: '2026-11-28T06:00:00.000Z',
  extraTime: [],
  canRate: true,
  rating: null,
};

function mockPage(job: CustomerJob, answer?: { status: number; body: object }) {
  const posted: unknown[] = [];
  server.use(
    mockRoute(paths.getPublicJob).reply(() => ({ data: job })),
    mockRoute(paths.getPublicJobMessages).reply(() => ({ data: [] })),
    // A stream that stays open and says nothing.
    http.get(
      '/api/public/job/events',
      () => new HttpResponse(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
    ),
    http.post('/api/public/job/rating', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json(
        { id: 7, stars: body.stars, tags: body.tags, comment: body.comment, createdAt: '2026-11-29T00:00:00.000Z' },
        { status: 201 },
      );
    }),
  );
  return { posted };
}

async function open(url: string) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = jobShell(jobLanguage(window.location.search, []));
  vi.resetModules();
  await import('@vendor-portal/contract/i18n-compiler');
  await import('./job.ts');
}

afterEach(() => {
  window.dispatchEvent(new Event('pagehide'));
  document.documentElement.lang = 'en';
});

describe('/job: rating a completed job', () => {
  it('rates once with stars, tags and a comment, then shows the rating', async () => {
    const { posted } = mockPage(DONE);
    await open('/job?token=abc');
    expect(await screen.findByRole('heading', { name: JOB_RATING.title })).toBeInTheDocument();
    expect(screen.getByText(JOB_RATING.once)).toBeInTheDocument();
    const user = userEvent.setup();
    // No stars: said beside the stars, nothing sent.
    await user.click(screen.getByRole('button', { name: JOB_RATING.send }));
    expect(screen.getByText(JOB_RATING.starsMissing)).toBeInTheDocument();
    expect(posted).toEqual([]);

    const group = screen.getByRole('radiogroup', { name: JOB_RATING.starsLegend });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: JOB_RATING.star(4) }));
    await user.click(screen.getByRole('checkbox', { name: JOB_RATING.tag_on_time }));
    await user.click(screen.getByRole('checkbox', { name: JOB_RATING.tag_tidy }));
    await user.type(screen.getByLabelText(JOB_RATING.commentLabel), '  Spotless windows.  ');
    await user.click(screen.getByRole('button', { name: JOB_RATING.send }));
    await waitFor(() =>
      expect(posted).toEqual([{ token: 'abc', stars: 4, tags: ['on-time', 'tidy'], comment: 'Spotless windows.' }]),
    );
    expect(await screen.findByRole('heading', { name: JOB_RATING.yours })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: JOB_RATING.star(4) })).toBeInTheDocument();
    expect(screen.getByText('Spotless windows.')).toBeInTheDocument();
    expect(screen.getByText(JOB_RATING.held)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: JOB_RATING.send })).toBeNull();
  });

  it('says a refusal of the server in the form (already rated), in Spanish', async () => {
    mockPage(DONE, { status: 409, body: { statusCode: 409, code: 'already-rated', message: 'x', error: 'Conflict' } });
    await open('/job?token=abc&lang=es');
    const es = (read: () => string) => inLanguage('es', read);
    expect(await screen.findByRole('heading', { name: es(() => JOB_RATING.title) })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: es(() => JOB_RATING.star(5)) }));
    await user.click(screen.getByRole('button', { name: es(() => JOB_RATING.send) }));
    expect(await screen.findByText(es(() => JOB_RATING.alreadyRated))).toHaveAttribute('role', 'alert');
  });

  it('shows the rating with the company’s reply once published, and no form', async () => {
    mockPage({
      ...DONE,
      canRate: false,
      rating: { stars: 2, tags: ['late'], comment: 'An hour late.', reply: 'Sorry: traffic on I-25.' },
    });
    await open('/job?token=abc');
    expect(await screen.findByText('Sorry: traffic on I-25.')).toBeInTheDocument();
    expect(screen.getByText(JOB_RATING.reply)).toBeInTheDocument();
    expect(screen.getByText(JOB_RATING.tag_late)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows nothing of rating before completion', async () => {
    mockPage({ ...DONE, status: 'arrived', completedAt: null, canRate: false });
    await open('/job?token=abc');
    expect(await screen.findByText('Window Cleaning')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: JOB_RATING.title })).toBeNull();
  });
});
