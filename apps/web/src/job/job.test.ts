import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as paths from '@vendor-portal/contract/routes/paths';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { CUSTOMER_JOB, JOB_PAGE } from '@vendor-portal/contract/messages';
import type { CustomerJob, JobMessage } from '@vendor-portal/contract/customer-job';
import { server } from '../test/msw-server.ts';
import { mockRoute } from '../test/mock-route.ts';
import { englishLeft } from '../test/english-left.ts';
import { jobLanguage, jobShell } from './job-shell.ts';

// Issue 56: the customer's /job page, its own entry (as /approve, decision 035). It reads the booking and its thread
// with the link's token, follows the booking on GET /api/public/job/events (each `job` event the whole answer), and
// writes to the company. Bodies are text, never HTML.

const JOB: CustomerJob = {
  status: 'claimed',
  service: 'Window Cleaning',
  // 9:50 PM MST on Nov 27 in Denver (the UTC day is already the 28th).
  when: '2026-11-28T04:50:00.000Z',
  schedulingKind: 'datetime',
  timeZone: 'America/Denver',
  company: { name: 'Clear View Co' },
  technician: { firstName: 'Sam' },
  etaAt: null,
  checkedInAt: null,
  completedAt: null,
  extraTime: [],
  canRate: false,
  rating: null,
};
const COMPANY_MESSAGE: JobMessage = {
  id: 1,
  from: 'company',
  author: 'Sam',
  body: 'See you tomorrow.',
  createdAt: '2026-11-27T18:00:00.000Z',
};
const DATA = ['Clear View Co', 'Window Cleaning', 'Sam', '__BRAND_NAME__', COMPANY_MESSAGE.body, 'English'];

/** The booking's stream: `send` writes a `job` event as the server does. */
function mockStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const encoder = new TextEncoder();
  let n = 0;
  server.use(
    http.get('/api/public/job/events', ({ request }) => {
      expect(request.headers.get('accept')).toBe('text/event-stream');
      expect(new URL(request.url).searchParams.get('token')).toBe('abc');
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          opened();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    ready,
    send: (job: CustomerJob) =>
      controller.enqueue(encoder.encode(`id: ${++n}\nevent: job\ndata: ${JSON.stringify(job)}\n\n`)),
  };
}

function mockJob(job: CustomerJob = JOB, thread: JobMessage[] = [COMPANY_MESSAGE]) {
  const posted: unknown[] = [];
  let messages = [...thread];
  server.use(
    mockRoute(paths.getPublicJob).reply(({ request }) => {
      expect(new URL(request.url).searchParams.get('token')).toBe('abc');
      return { data: job };
    }),
    mockRoute(paths.getPublicJobMessages).reply(() => ({ data: messages })),
    mockRoute(paths.postPublicJobMessages).reply(
      async ({ request }) => {
        const body = (await request.json()) as { token: string; body: string };
        posted.push(body);
        const message: JobMessage = {
          id: messages.length + 1,
          from: 'customer',
          author: 'Ana',
          body: body.body.trim(),
          createdAt: '2026-11-27T19:00:00.000Z',
        };
        messages = [...messages, message];
        return message;
      },
      { status: 201 },
    ),
  );
  return { posted };
}

/** Opens the page at `url` as the server sends it: its HTML in the link's language, then its script. */
async function open(url: string) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = jobShell(jobLanguage(window.location.search, []));
  vi.resetModules();
  await import('@vendor-portal/contract/i18n-compiler');
  await import('./job.ts');
}

afterEach(() => {
  // The page's stream ends when the page goes.
  window.dispatchEvent(new Event('pagehide'));
  document.documentElement.lang = 'en';
});

const stages = (name = JOB_PAGE.stagesLabel) => screen.getByRole('list', { name });
const current = (name?: string) =>
  within(stages(name))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current'));
const SPANISH_STAGES = inLanguage('es', () => JOB_PAGE.stagesLabel);

describe('/job, the customer’s page of a booking', () => {
  it('shows the service, its time in the property’s zone, the company, the technician and the stage', async () => {
    mockJob();
    mockStream();
    await open('/job?token=abc');
    expect(await screen.findByText('Window Cleaning')).toBeInTheDocument();
    expect(screen.getByText('Friday, November 27, 2026 at 9:50 PM MST')).toBeInTheDocument();
    expect(screen.getByText('Clear View Co')).toBeInTheDocument();
    expect(screen.getAllByText('Sam').length).toBeGreaterThan(0);
    expect(current()).toHaveTextContent(JOB_PAGE.claimed);
    expect(within(stages()).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(COMPANY_MESSAGE.body)).toBeInTheDocument();
  });

  it('a date-only job shows its day alone', async () => {
    mockJob({ ...JOB, schedulingKind: 'date', status: 'booked', company: null, technician: null }, []);
    mockStream();
    await open('/job?token=abc');
    expect(await screen.findByText('Friday, November 27, 2026')).toBeInTheDocument();
    expect(current()).toHaveTextContent(JOB_PAGE.booked);
    expect(screen.getAllByText(JOB_PAGE.notYet)).toHaveLength(2);
    expect(screen.getByText(JOB_PAGE.noMessages)).toBeInTheDocument();
  });

  it('follows the booking live: on my way with its arrival, then arrived, from `job` events', async () => {
    mockJob();
    const stream = mockStream();
    await open('/job?token=abc');
    await screen.findByText('Window Cleaning');
    await stream.ready;
    stream.send({ ...JOB, status: 'on-my-way', etaAt: '2026-11-28T05:20:00.000Z' });
    await waitFor(() => expect(current()).toHaveTextContent('Sam is on the way'));
    expect(current()).toHaveTextContent('Arriving about 10:20 PM');
    stream.send({ ...JOB, status: 'arrived', etaAt: '2026-11-28T05:20:00.000Z' });
    await waitFor(() => expect(current()).toHaveTextContent(JOB_PAGE.arrived));
    expect(screen.queryByText(/Arriving about/)).not.toBeInTheDocument();
  });

  it('a cancelled job shows booked, then cancelled', async () => {
    mockJob({ ...JOB, status: 'cancelled' });
    mockStream();
    await open('/job?token=abc');
    await screen.findByText('Window Cleaning');
    expect(within(stages()).getAllByRole('listitem')).toHaveLength(2);
    expect(current()).toHaveTextContent(JOB_PAGE.cancelled);
  });

  it('writes to the company: the message is shown as text, never as HTML, its link not made clickable', async () => {
    const { posted } = mockJob();
    mockStream();
    await open('/job?token=abc');
    const field = await screen.findByLabelText(JOB_PAGE.messageLabel);
    const body = '<b>Gate</b> code 1234 <a href="https://x.test">https://x.test</a> <img src=x onerror=alert(1)>';
    await userEvent.type(field, body);
    await userEvent.click(screen.getByRole('button', { name: JOB_PAGE.send }));
    expect(await screen.findByText(body)).toBeInTheDocument();
    expect(posted).toEqual([{ token: 'abc', body }]);
    const thread = screen.getByRole('list', { name: JOB_PAGE.messagesTitle });
    expect(thread.querySelector('b, a, img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'https://x.test' })).not.toBeInTheDocument();
    expect(within(thread).getAllByRole('listitem')).toHaveLength(2);
    expect(field).toHaveValue('');
  });

  it('a blank message is refused beside the field; the server’s 400 too; a closed thread says so', async () => {
    mockJob();
    mockStream();
    await open('/job?token=abc');
    const field = await screen.findByLabelText(JOB_PAGE.messageLabel);
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: JOB_PAGE.send }));
    expect(field).toHaveAccessibleDescription(CUSTOMER_JOB.messageEmpty);

    server.use(
      mockRoute(paths.postPublicJobMessages).reply(() =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: CUSTOMER_JOB.messageTooLong, code: 'validation-error' },
          { status: 400 },
        ),
      ),
    );
    await userEvent.type(field, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: JOB_PAGE.send }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(CUSTOMER_JOB.messageTooLong));

    server.use(
      mockRoute(paths.postPublicJobMessages).reply(() =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'x', code: 'thread-closed' }, { status: 409 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: JOB_PAGE.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CUSTOMER_JOB.threadClosed);
  });

  it('an unknown or ended link says so', async () => {
    server.use(
      mockRoute(paths.getPublicJob).reply(() =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'x', code: 'invalid-job-token' },
          { status: 400 },
        ),
      ),
      mockRoute(paths.getPublicJobMessages).reply(() =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'x', code: 'invalid-job-token' },
          { status: 400 },
        ),
      ),
    );
    await open('/job?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(CUSTOMER_JOB.invalidLink);
    expect(screen.queryByRole('list', { name: JOB_PAGE.stagesLabel })).not.toBeInTheDocument();
  });

  it('in Spanish by the link: its HTML, the booking, the thread and the switch, with no English but names and data', async () => {
    mockJob();
    const stream = mockStream();
    await open('/job?token=abc&lang=es');
    // Painted in Spanish before the script: the server's HTML for this link.
    expect(screen.getByRole('heading', { name: 'Su reserva' })).toBeInTheDocument();
    expect(await screen.findByText('viernes, 27 de noviembre de 2026, 9:50 p.m. MST')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(current(SPANISH_STAGES)).toHaveTextContent('Aceptado por la empresa');
    await stream.ready;
    stream.send({ ...JOB, status: 'on-my-way', etaAt: '2026-11-28T05:20:00.000Z' });
    await waitFor(() => expect(current(SPANISH_STAGES)).toHaveTextContent('Sam va en camino'));
    expect(current(SPANISH_STAGES)).toHaveTextContent('Llega hacia las 10:20 p.m.');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '?token=abc&lang=en');
    expect(englishLeft(document.body, DATA)).toEqual([]);
  });

  it('in Spanish by the browser when the link names no language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    mockJob();
    mockStream();
    await open('/job?token=abc');
    expect(await screen.findByText('Servicio')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Su reserva' })).toBeInTheDocument();
    expect(inLanguage('es', () => JOB_PAGE.title)).toBe('Su reserva');
  });
});
