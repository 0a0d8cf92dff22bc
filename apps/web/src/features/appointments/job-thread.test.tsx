import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobMessage } from '@vendor-portal/contract/customer-job';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { CUSTOMER_JOB, JOB_THREAD } from '@vendor-portal/contract/messages';
import * as paths from '@vendor-portal/contract/routes/paths';
import { anAppointment } from '../../test/appointment-data.ts';
import { englishLeft } from '../../test/english-left.ts';
import { mockRoute } from '../../test/mock-route.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { AppointmentDetailPage } from './appointment-detail-page.tsx';
import { refreshAppointment } from './api/get-appointment.ts';

// docs/architecture.md "Messages about the job": the "Messages with the customer" card on the job's page: the
// thread oldest first with author and time in the company's zone, bodies as text, writing to the customer, the
// server's 400 beside the field and its 409 thread-closed as a sentence, read again when the live stream says the
// job changed, and in Spanish.

afterEach(() => setLanguage('en'));

const message = (over: Partial<JobMessage>): JobMessage => ({
  id: 1,
  from: 'customer',
  author: 'Casey',
  body: 'The gate code is 4321.',
  createdAt: '2030-06-01T15:05:00.000Z',
  ...over,
});

/** The job and its thread, kept by a tiny server; `post` answers a write instead of storing it. */
function mockThread(initial: JobMessage[], post?: (body: string) => Response, job = anAppointment()) {
  const appointment = job;
  let messages = [...initial];
  const sent: string[] = [];
  server.use(
    mockRoute(paths.getAppointmentById).reply(() => ({ data: appointment })),
    mockRoute(paths.getAppointmentNote).reply(() => []),
    mockRoute(paths.getAppointmentByIdMessages).reply(({ params }) => {
      expect(params.id).toBe(String(appointment.id));
      return { data: messages };
    }),
    mockRoute(paths.postAppointmentByIdMessages).reply(async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      sent.push(body);
      if (post) return post(body);
      const created = message({ id: messages.length + 1, from: 'company', author: 'Olga', body });
      messages = [...messages, created];
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return {
    appointment,
    sent,
    add: (m: JobMessage) => {
      messages = [...messages, m];
    },
  };
}

const renderJob = (id: number) =>
  renderWithProviders(<AppointmentDetailPage />, { path: '/appointments/:id', route: `/appointments/${id}` });
const card = async () => (await screen.findByRole('heading', { name: JOB_THREAD.heading })).closest('section')!;

describe('Messages with the customer (the job’s page)', () => {
  it('lists the thread oldest first with its authors and times in the company’s zone', async () => {
    const { appointment } = mockThread([
      message({ id: 1, author: 'Casey', body: 'Is 10 still fine?' }),
      message({
        id: 2,
        from: 'company',
        author: 'Olga',
        body: 'Yes, see you then.',
        createdAt: '2030-06-01T15:20:00.000Z',
      }),
    ]);
    renderJob(appointment.id);
    const thread = await card();
    const items = await within(thread).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      // The company's zone is the default one (no business hours): America/Denver, 15:05Z is 9:05 AM.
      expect.stringContaining('Is 10 still fine?'),
      expect.stringContaining('Yes, see you then.'),
    ]);
    expect(items[0]).toHaveTextContent(`Casey${JOB_THREAD.fromCustomer}Jun 1, 2030, 9:05 AM`);
    expect(items[1]).toHaveTextContent(`Olga${JOB_THREAD.fromCompany}Jun 1, 2030, 9:20 AM`);
  });

  it('shows a body as text: HTML is not rendered and a link is not made clickable', async () => {
    const body = '<b>bold</b> <img src=x onerror="alert(1)"> see https://example.com/gate';
    const { appointment } = mockThread([message({ body })]);
    renderJob(appointment.id);
    const thread = await card();
    expect(await within(thread).findByText(body)).toBeInTheDocument();
    expect(thread.querySelector('b, img')).toBeNull();
    expect(within(thread).queryByRole('link')).toBeNull();
  });

  it('says when there is no message yet, sends one and shows it in the thread', async () => {
    const { appointment, sent } = mockThread([]);
    renderJob(appointment.id);
    const thread = await card();
    expect(await within(thread).findByText(JOB_THREAD.empty)).toBeInTheDocument();
    await userEvent.type(within(thread).getByLabelText(JOB_THREAD.newMessageLabel), 'On our way at 9.');
    await userEvent.click(within(thread).getByRole('button', { name: JOB_THREAD.send }));
    expect(await within(thread).findByText('On our way at 9.')).toBeInTheDocument();
    expect(sent).toEqual(['On our way at 9.']);
    expect(within(thread).getByLabelText(JOB_THREAD.newMessageLabel)).toHaveValue('');
  });

  it('refuses a blank message beside the field, and puts the server’s 400 there too', async () => {
    const { appointment, sent } = mockThread([], () =>
      HttpResponse.json({ code: 'validation-error', message: `body: ${CUSTOMER_JOB.messageTooLong}` }, { status: 400 }),
    );
    renderJob(appointment.id);
    const thread = await card();
    const field = within(thread).getByLabelText(JOB_THREAD.newMessageLabel);
    await userEvent.type(field, '   ');
    await userEvent.click(within(thread).getByRole('button', { name: JOB_THREAD.send }));
    expect(await within(thread).findByText(CUSTOMER_JOB.messageEmpty)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(field, 'Hello');
    await userEvent.click(within(thread).getByRole('button', { name: JOB_THREAD.send }));
    expect(await within(thread).findByText(CUSTOMER_JOB.messageTooLong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('says a closed thread (409 thread-closed) as a sentence', async () => {
    const { appointment } = mockThread([], () =>
      HttpResponse.json({ code: 'thread-closed', message: CUSTOMER_JOB.threadClosed }, { status: 409 }),
    );
    renderJob(appointment.id);
    const thread = await card();
    await userEvent.type(within(thread).getByLabelText(JOB_THREAD.newMessageLabel), 'Thanks again!');
    await userEvent.click(within(thread).getByRole('button', { name: JOB_THREAD.send }));
    expect(await within(thread).findByRole('alert')).toHaveTextContent(JOB_THREAD.threadClosed);
    expect(within(thread).getByLabelText(JOB_THREAD.newMessageLabel)).toHaveValue('Thanks again!');
  });

  it('says the thread closed in place of the box 7 days after the job’s end, and keeps the thread', async () => {
    const ended = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const { appointment } = mockThread(
      [message({ body: 'Thanks!' })],
      undefined,
      anAppointment({ completedAt: ended }),
    );
    renderJob(appointment.id);
    const thread = await card();
    expect(await within(thread).findByText('Thanks!')).toBeInTheDocument();
    expect(within(thread).getByText(JOB_THREAD.threadClosed)).toBeInTheDocument();
    expect(within(thread).queryByLabelText(JOB_THREAD.newMessageLabel)).toBeNull();
  });

  it('reads the thread again when the live stream says the job changed (a customer wrote)', async () => {
    const thread = mockThread([message({ id: 1, body: 'First.' })]);
    const { queryClient } = renderJob(thread.appointment.id);
    expect(await within(await card()).findByText('First.')).toBeInTheDocument();
    thread.add(message({ id: 2, body: 'The dog is inside today.' }));
    // What app/live-events.tsx calls on an `appointment` event for the job.
    await refreshAppointment(queryClient, thread.appointment.id);
    await waitFor(async () => expect(within(await card()).getByText('The dog is inside today.')).toBeInTheDocument());
  });

  it('is in Spanish, with no English left but the names and the bodies', async () => {
    await switchLanguage('es');
    const { appointment } = mockThread([message({ body: 'Gate code 4321' })], () =>
      HttpResponse.json({ code: 'thread-closed', message: CUSTOMER_JOB.threadClosed }, { status: 409 }),
    );
    renderJob(appointment.id);
    const thread = await card();
    expect(within(thread).getByRole('heading', { name: 'Mensajes con el cliente' })).toBeInTheDocument();
    await within(thread).findByText('Gate code 4321');
    await userEvent.type(within(thread).getByLabelText('Mensaje para el cliente'), 'Gracias');
    await userEvent.click(within(thread).getByRole('button', { name: 'Enviar' }));
    expect(await within(thread).findByRole('alert')).toHaveTextContent(/^Los mensajes de este trabajo están cerrados/);
    expect(englishLeft(thread, ['Casey', 'Gate code 4321', 'Gracias'])).toEqual([]);
  });
});
