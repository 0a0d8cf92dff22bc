import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@vendor-portal/contract/i18n';
import type { Member } from '@vendor-portal/contract/team';
import { TEAM } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { englishLeft } from '../../test/english-left.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { TeamPage } from './team-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 46: the Team page in Spanish, as its owner reads it (the table, a phone's cards, the invitation form and a
// member's actions), with each member's language shown, and no English left but names and data.

const MEMBERS: Member[] = [
  { id: 1, email: 'owner@example.com', name: 'Jordan Rivera', role: 'owner', status: 'active', language: 'en' },
  { id: 2, email: 'sam@example.com', name: 'Sam Office', role: 'office', status: 'active', language: 'en' },
  { id: 3, email: 'tess@example.com', name: 'Tess Tech', role: 'technician', status: 'invited', language: 'es' },
  { id: 4, email: 'vic@example.com', name: 'Vic Tim', role: 'office', status: 'invited', invitationEnded: true },
];
// Names and addresses, and a language written in itself (English is one: the switch's rule).
const DATA = [...MEMBERS.flatMap((m) => [m.name, m.email])];

const owner = { session: { token: fakeIdToken({ email: 'owner@example.com', vendorId: 7, memberRole: 'owner' }) } };

const left = (container: HTMLElement) => englishLeft(container, DATA);

beforeEach(async () => {
  await switchLanguage('es');
  server.use(
    mockRoute(paths.getTeam).reply(() => ({ data: MEMBERS })),
    mockRoute(paths.getTeamSettings).reply(() => ({ crewSeesPay: false })),
  );
});
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
});

describe('Team in Spanish', () => {
  it("the owner's table, with each member's language", async () => {
    const { container } = renderWithProviders(<TeamPage />, owner);
    const table = await screen.findByRole('table', { name: 'Equipo' });
    const tess = within(table).getByRole('row', { name: /Tess Tech/ });
    expect(within(tess).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(within(tess).getByText(TEAM.statusNames.invited)).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Sam Office/ })).toHaveTextContent('English');
    expect(screen.getByRole('heading', { name: TEAM.inviteTitle })).toBeInTheDocument();
    expect(left(container)).toEqual([]);

    // A member's actions and their confirmation.
    expect(within(tess).getByRole('group', { name: TEAM.memberActions('Tess Tech') })).toBeInTheDocument();
    await userEvent.click(within(tess).getByRole('button', { name: TEAM.cancelInvitation }));
    expect(await screen.findByRole('dialog', { name: TEAM.cancelInvitationTitle('Tess Tech') })).toHaveTextContent(
      TEAM.cancelInvitationText,
    );
    expect(left(document.body)).toEqual([]);
  });

  it("a phone's cards", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { container } = renderWithProviders(<TeamPage />, owner);
    const list = await screen.findByRole('list', { name: 'Equipo' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('Español')).toBeInTheDocument();
    expect(left(container)).toEqual([]);
  });
});
