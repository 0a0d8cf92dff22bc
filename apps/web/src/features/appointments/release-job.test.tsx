import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { WORKING_DAY_FIT } from '@vendor-portal/contract/messages';
import { anAppointment } from '../../test/appointment-data.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DEFAULT_OPS_CONTACT } from '@vendor-portal/contract/ops-contact';
import { ReleaseJob } from './release-job.tsx';

const HOUR = 3_600_000;
const startingIn = (ms: number) => anAppointment({ actualDateTime: new Date(Date.now() + ms).toISOString() });

describe('Release this job (issue 31)', () => {
  it('asks first with the reason, then releases the job and says so', async () => {
    const appointment = startingIn(72 * HOUR);
    const released: number[] = [];
    server.use(
      http.patch('/api/appointment/release/:id', ({ params }) => {
        released.push(Number(params.id));
        return HttpResponse.json({ data: appointment });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReleaseJob appointment={appointment} />);
    await user.click(screen.getByRole('button', { name: WORKING_DAY_FIT.releaseAction }));
    const dialog = await screen.findByRole('dialog', { name: WORKING_DAY_FIT.releaseTitle });
    expect(dialog).toHaveTextContent(WORKING_DAY_FIT.releaseText);
    await user.click(within(dialog).getByRole('button', { name: WORKING_DAY_FIT.releaseCancel }));
    expect(released).toEqual([]);
    await user.click(screen.getByRole('button', { name: WORKING_DAY_FIT.releaseAction }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: WORKING_DAY_FIT.releaseConfirm }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(WORKING_DAY_FIT.released);
    expect(released).toEqual([appointment.id]);
  });

  it('within 24 hours says whom to contact instead of offering a button', () => {
    renderWithProviders(<ReleaseJob appointment={startingIn(23 * HOUR)} />);
    expect(screen.getByText(WORKING_DAY_FIT.releaseTooLate)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WORKING_DAY_FIT.releaseAction })).not.toBeInTheDocument();
    // The operations team's contact as links, the defaults when the page carries none (issue 38 item 13).
    const { phone, email } = DEFAULT_OPS_CONTACT;
    expect(screen.getByRole('link', { name: WORKING_DAY_FIT.callOps(phone) })).toHaveAttribute(
      'href',
      'tel:8005550199',
    );
    expect(screen.getByRole('link', { name: WORKING_DAY_FIT.emailOps(email) })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
  });

  it('names the operations team the server wrote into the page', () => {
    const metas = [
      ['ops-contact-phone', '+1 (303) 555-0123'],
      ['ops-contact-email', 'dispatch@fixit.test'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      return document.head.appendChild(meta);
    });
    try {
      renderWithProviders(<ReleaseJob appointment={startingIn(2 * HOUR)} />);
      expect(screen.getByRole('link', { name: WORKING_DAY_FIT.callOps('+1 (303) 555-0123') })).toHaveAttribute(
        'href',
        'tel:+13035550123',
      );
      expect(screen.getByRole('link', { name: WORKING_DAY_FIT.emailOps('dispatch@fixit.test') })).toHaveAttribute(
        'href',
        'mailto:dispatch@fixit.test',
      );
    } finally {
      for (const meta of metas) meta.remove();
    }
  });

  it('at 9:50 PM in Denver, says nothing of "within 24 hours" for that morning’s 9 AM job (issue 38 item 15)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-28T04:50:00.000Z')); // Nov 27, 9:50 PM MST
      renderWithProviders(<ReleaseJob appointment={anAppointment({ actualDateTime: '2026-11-27T16:00:00.000Z' })} />);
      expect(screen.queryByText(WORKING_DAY_FIT.releaseTooLate)).toBeNull();
      expect(screen.queryByRole('button', { name: WORKING_DAY_FIT.releaseAction })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s refusal when the job became too late meanwhile', async () => {
    server.use(
      http.patch('/api/appointment/release/:id', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', code: 'release-too-late', message: WORKING_DAY_FIT.releaseTooLate },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReleaseJob appointment={startingIn(25 * HOUR)} />);
    await user.click(screen.getByRole('button', { name: WORKING_DAY_FIT.releaseAction }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: WORKING_DAY_FIT.releaseConfirm }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(WORKING_DAY_FIT.releaseTooLate);
  });
});
