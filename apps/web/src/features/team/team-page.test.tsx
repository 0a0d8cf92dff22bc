import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '@vendor-portal/contract/team';
import { TEAM } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { TeamPage } from './team-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

const MEMBERS: Member[] = [
  { id: 1, email: 'owner@example.com', name: 'Jordan Rivera', role: 'owner', status: 'active' },
  { id: 2, email: 'sam@example.com', name: 'Sam Office', role: 'office', status: 'active' },
  { id: 3, email: 'tess@example.com', name: 'Tess Tech', role: 'technician', status: 'invited', language: 'es' },
];

const as = (memberRole?: string) => ({
  session: { token: fakeIdToken({ email: 'x@example.com', vendorId: 7, ...(memberRole ? { memberRole } : {}) }) },
});

/** Serves the team; records the writes. */
function mockTeam(members: Member[] = MEMBERS) {
  const writes: string[] = [];
  server.use(
    mockRoute(paths.getTeam).reply(() => ({ data: members })),
    mockRoute(paths.getTeamSettings).reply(() => ({ crewSeesPay: false })),
    http.post('/api/team', async ({ request }) => {
      writes.push(`POST /team ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(
        { id: 9, email: 'new@example.com', name: 'New', role: 'technician', status: 'invited' },
        { status: 201 },
      );
    }),
    http.patch('/api/team/:id', async ({ params, request }) => {
      writes.push(`PATCH /team/${String(params.id)} ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ ...MEMBERS[1], role: 'technician' });
    }),
    http.delete('/api/team/:id', ({ params }) => {
      writes.push(`DELETE /team/${String(params.id)}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/team/:id/invitation', ({ params }) => {
      writes.push(`POST /team/${String(params.id)}/invitation`);
      return new HttpResponse(null, { status: 202 });
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('/team (docs/features.md "A company with a crew")', () => {
  it('lists the members with role and status in a table; the owner is not changeable', async () => {
    mockTeam();
    renderWithProviders(<TeamPage />, as());
    const table = await screen.findByRole('table', { name: TEAM.pageTitle });
    const owner = within(table).getByRole('row', { name: /Jordan Rivera/ });
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).queryByRole('button')).toBeNull();
    const tess = within(table).getByRole('row', { name: /Tess Tech/ });
    expect(within(tess).getByText('Invited')).toBeInTheDocument();
    expect(within(tess).getByRole('combobox', { name: TEAM.roleLabel('Tess Tech') })).toHaveValue('technician');
    expect(within(within(table).getByRole('row', { name: /Sam Office/ })).getByText('Active')).toBeInTheDocument();
    // Issue 46: each member's language.
    expect(within(tess).getByText('Español')).toHaveAttribute('lang', 'es');
  });

  it('the owner invites by email, name and role; the form empties and says so', async () => {
    const writes = mockTeam();
    renderWithProviders(<TeamPage />, as());
    await userEvent.type(screen.getByLabelText(TEAM.emailLabel), 'new@example.com');
    await userEvent.type(screen.getByLabelText(TEAM.nameLabel), 'New Person');
    await userEvent.selectOptions(screen.getByLabelText(TEAM.roleFieldLabel), 'office');
    await userEvent.click(screen.getByRole('button', { name: TEAM.invite }));
    expect(await screen.findByText(TEAM.invited('new@example.com'))).toBeInTheDocument();
    expect(writes).toEqual([
      `POST /team ${JSON.stringify({ email: 'new@example.com', name: 'New Person', role: 'office' })}`,
    ]);
    expect(screen.getByLabelText(TEAM.emailLabel)).toHaveValue('');
  });

  it("checks the fields by the contract's rules before sending", async () => {
    const writes = mockTeam();
    renderWithProviders(<TeamPage />, as());
    await userEvent.click(screen.getByRole('button', { name: TEAM.invite }));
    expect(await screen.findByText(TEAM.nameRequired)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('409 email-in-use is said beside the email field', async () => {
    mockTeam();
    server.use(
      http.post('/api/team', () =>
        HttpResponse.json({ code: 'email-in-use', message: TEAM.emailInUse }, { status: 409 }),
      ),
    );
    renderWithProviders(<TeamPage />, as());
    await userEvent.type(screen.getByLabelText(TEAM.emailLabel), 'sam@example.com');
    await userEvent.type(screen.getByLabelText(TEAM.nameLabel), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: TEAM.invite }));
    const email = screen.getByLabelText(TEAM.emailLabel);
    await waitFor(() => expect(email).toHaveAccessibleDescription(TEAM.emailInUse));
    expect(email).toHaveFocus();
  });

  it('changes a role, removes a member when asked first, resends and cancels an invitation', async () => {
    const writes = mockTeam();
    renderWithProviders(<TeamPage />, as());
    const sam = await screen.findByRole('row', { name: /Sam Office/ });
    await userEvent.selectOptions(within(sam).getByRole('combobox'), 'technician');
    expect(await screen.findByText(TEAM.roleChanged('Sam Office', 'Technician'))).toBeInTheDocument();

    await userEvent.click(within(sam).getByRole('button', { name: TEAM.remove }));
    const dialog = screen.getByRole('dialog', { name: TEAM.removeTitle('Sam Office') });
    await userEvent.click(within(dialog).getByRole('button', { name: TEAM.keep }));
    expect(writes).toEqual([`PATCH /team/2 ${JSON.stringify({ role: 'technician' })}`]);
    await userEvent.click(within(sam).getByRole('button', { name: TEAM.remove }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: TEAM.removeTitle('Sam Office') })).getByRole('button', {
        name: TEAM.removeConfirm,
      }),
    );
    expect(await screen.findByText(TEAM.removed('Sam Office'))).toBeInTheDocument();

    const tess = screen.getByRole('row', { name: /Tess Tech/ });
    await userEvent.click(within(tess).getByRole('button', { name: TEAM.resend }));
    expect(await screen.findByText(TEAM.resent('tess@example.com'))).toBeInTheDocument();
    await userEvent.click(within(tess).getByRole('button', { name: TEAM.cancelInvitation }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: TEAM.cancelInvitationTitle('Tess Tech') })).getByRole('button', {
        name: TEAM.cancelInvitation,
      }),
    );
    expect(await screen.findByText(TEAM.invitationCancelled('Tess Tech'))).toBeInTheDocument();
    expect(writes.slice(1)).toEqual(['DELETE /team/2', 'POST /team/3/invitation', 'DELETE /team/3']);
  });

  it('the owner lets the office and technicians see pay, or not (PATCH /api/team/settings)', async () => {
    mockTeam();
    const sent: unknown[] = [];
    server.use(
      http.patch('/api/team/settings', async ({ request }) => {
        const body = (await request.json()) as { crewSeesPay: boolean };
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    renderWithProviders(<TeamPage />, as());
    const box = await screen.findByRole('checkbox', { name: TEAM.crewPayLabel });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(sent).toEqual([{ crewSeesPay: true }]);
  });

  it('the office reads the team: no invitation, no changes', async () => {
    mockTeam();
    renderWithProviders(<TeamPage />, as('office'));
    const table = await screen.findByRole('table', { name: TEAM.pageTitle });
    expect(screen.getByText(TEAM.readOnlyNote)).toBeInTheDocument();
    // Its only buttons are the members' time off (the office adds it: docs/architecture.md "Availability and dispatch").
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: TEAM.invite })).toBeNull();
    // Who sees pay is the owner's alone.
    expect(screen.queryByRole('checkbox', { name: TEAM.crewPayLabel })).toBeNull();
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(within(table).getByRole('row', { name: /Tess Tech/ })).toHaveTextContent('Technician');
  });

  it('a phone shows a list of cards', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    mockTeam();
    renderWithProviders(<TeamPage />, as());
    const list = await screen.findByRole('list', { name: TEAM.pageTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says an invitation ended when its address made an account of its own, and offers only to remove it', async () => {
    const writes = mockTeam([
      MEMBERS[0]!,
      { id: 5, email: 'vic@example.com', name: 'Vic Tim', role: 'office', status: 'invited', invitationEnded: true },
    ]);
    renderWithProviders(<TeamPage />, as());
    const table = await screen.findByRole('table', { name: TEAM.pageTitle });
    const vic = within(table).getByRole('row', { name: /Vic Tim/ });
    expect(within(vic).getByText(TEAM.statusEnded)).toBeInTheDocument();
    expect(within(vic).getByText(TEAM.endedHint)).toBeInTheDocument();
    expect(within(vic).queryByText(TEAM.statusNames.invited)).toBeNull();
    expect(within(vic).queryByRole('button', { name: TEAM.resend })).toBeNull();
    await userEvent.click(within(vic).getByRole('button', { name: TEAM.removeEnded }));
    await waitFor(() => expect(writes).toContain('DELETE /team/5'));
  });
});
