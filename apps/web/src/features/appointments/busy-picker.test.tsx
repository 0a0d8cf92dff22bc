import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { anAppointment } from '../../test/appointment-data.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AssigneePicker } from './assignee-picker.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Availability and dispatch": giving a job to a member busy or off asks first (409
// member-busy, in the server's words); "Give anyway" sends `confirm: true`.

describe('the assignee picker asks before a busy member', () => {
  it('asks, and gives the job only when confirmed', async () => {
    const job = anAppointment();
    const bodies: string[] = [];
    server.use(
      mockRoute(paths.getTeam).reply(() => ({
        data: [
          { id: 1, email: 'o@example.com', name: 'Olga Owner', role: 'owner', status: 'active' },
          { id: 3, email: 't@example.com', name: 'Tia Tech', role: 'technician', status: 'active' },
        ],
      })),
      http.patch('/api/appointment/assignee/:id', async ({ request }) => {
        const body = await request.text();
        bodies.push(body);
        return body.includes('confirm')
          ? HttpResponse.json({ data: { ...job, assignee: { id: 3, name: 'Tia Tech' } } })
          : HttpResponse.json(
              {
                statusCode: 409,
                error: 'Conflict',
                code: 'member-busy',
                message: AVAILABILITY.memberBusy('Tia Tech'),
                conflicts: [5],
                timeOff: false,
                clashes: [{ appointmentId: 5, service: 'Detailing', startsAt: '2030-06-03T15:00:00.000Z' }],
              },
              { status: 409 },
            );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AssigneePicker appointmentId={job.id} assignee={null} label="Assignee" />);
    const select = await screen.findByRole('combobox', { name: 'Assignee' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Tia Tech' })).toBeInTheDocument());
    await user.selectOptions(select, '3');
    const dialog = await screen.findByRole('dialog', { name: AVAILABILITY.confirmAssignTitle });
    expect(dialog).toHaveTextContent(AVAILABILITY.memberBusy('Tia Tech'));
    // Issue 54 item 16: the clashing job named with its time, in the company's zone (Denver).
    expect(dialog).toHaveTextContent(AVAILABILITY.clashWith('Detailing', 'Jun 3, 2030, 9:00 AM'));
    await user.click(within(dialog).getByRole('button', { name: AVAILABILITY.confirmAssign }));
    await waitFor(() => expect(bodies).toEqual(['{"memberId":3}', '{"memberId":3,"confirm":true}']));
  });
});
