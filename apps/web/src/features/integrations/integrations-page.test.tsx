import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@vendor-portal/contract/api-keys';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { INTEGRATIONS } from '@vendor-portal/contract/messages';
import * as paths from '@vendor-portal/contract/routes/paths';
import { server } from '../../test/msw-server.ts';
import { mockRoute } from '../../test/mock-route.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { englishLeft } from '../../test/english-left.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { IntegrationsPage } from './integrations-page.tsx';

// docs/architecture.md "Partners": the owner's Integrations page makes a key (shown once, with a copy button), lists
// the keys in the company's zone and deletes one after asking; the webhooks have a link of their own.

const KEY = `vpk_${'a1B2'.repeat(11)}`;
const ZONE = 'America/Los_Angeles';
const owner = { session: { token: fakeIdToken({ email: 'owner@example.com', vendorId: 7, memberRole: 'owner' }) } };

function mockKeys(initial: ApiKey[] = []) {
  let keys = [...initial];
  const calls: string[] = [];
  server.use(
    mockRoute(paths.getVendorHours).reply(() => [
      { id: 1, weekDay: 'Monday', openTime: '08:00', closeTime: '17:00', timeZone: ZONE },
    ]),
    mockRoute(paths.getApiKeys).reply(() => ({ data: keys })),
    mockRoute(paths.postApiKeys).reply(
      () => {
        calls.push('POST');
        const made = { id: 9, name: 'Scheduling', scope: 'write' as const, createdAt: '2026-11-20T20:30:00.000Z' };
        keys = [{ ...made, lastUsedAt: null }, ...keys];
        return { ...made, key: KEY };
      },
      { status: 201 },
    ),
    mockRoute(paths.deleteApiKeysById).reply(
      ({ params }) => {
        calls.push(`DELETE ${String(params.id)}`);
        keys = keys.filter((k) => k.id !== Number(params.id));
        return null;
      },
      { status: 204 },
    ),
  );
  return calls;
}

afterEach(() => {
  setLanguage('en');
  vi.restoreAllMocks();
});

describe('Integrations page', () => {
  it('makes a key and shows it once, with a copy button and a warning; Done hides it for good', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const calls = mockKeys();
    renderWithProviders(<IntegrationsPage />, owner);
    expect(await screen.findByText(INTEGRATIONS.empty)).toBeInTheDocument();

    await user.type(screen.getByLabelText(INTEGRATIONS.nameLabel), 'Scheduling');
    await user.selectOptions(screen.getByLabelText(INTEGRATIONS.scopeLabel), 'write');
    await user.click(screen.getByRole('button', { name: INTEGRATIONS.create }));
    const shown = await screen.findByLabelText(INTEGRATIONS.keyLabel);
    expect(shown).toHaveValue(KEY);
    expect(screen.getByText(INTEGRATIONS.createdWarning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: INTEGRATIONS.copy }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(screen.getByRole('button', { name: INTEGRATIONS.copied })).toBeInTheDocument();

    // The list has it, without the key: made at 12:30 PM in the company's zone (20:30 UTC), never used.
    const list = await screen.findByRole('list', { name: INTEGRATIONS.keysTable });
    expect(within(list).getByText('Scheduling')).toBeInTheDocument();
    expect(within(list).getByText(INTEGRATIONS.scopeWrite)).toBeInTheDocument();
    expect(within(list).getByText(/Nov 20, 2026, 12:30 PM/)).toBeInTheDocument();
    expect(within(list).getByText(INTEGRATIONS.neverUsed)).toBeInTheDocument();
    expect(list).not.toHaveTextContent(KEY);

    await user.click(screen.getByRole('button', { name: INTEGRATIONS.done }));
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
    expect(screen.getByLabelText(INTEGRATIONS.nameLabel)).toHaveValue('');
    expect(calls).toEqual(['POST']);
  });

  it('says beside the name field that a name is needed, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockKeys();
    renderWithProviders(<IntegrationsPage />, owner);
    await screen.findByText(INTEGRATIONS.empty);
    await user.click(screen.getByRole('button', { name: INTEGRATIONS.create }));
    const name = screen.getByLabelText(INTEGRATIONS.nameLabel);
    await waitFor(() => expect(name).toHaveAccessibleDescription(INTEGRATIONS.nameRequired));
    expect(calls).toEqual([]);
  });

  it('puts the server’s refusal beside the name (409: the company holds its 20 keys)', async () => {
    const user = userEvent.setup();
    mockKeys();
    server.use(
      mockRoute(paths.postApiKeys).reply(() =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: INTEGRATIONS.tooManyKeys, code: 'conflict' },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<IntegrationsPage />, owner);
    await screen.findByText(INTEGRATIONS.empty);
    await user.type(screen.getByLabelText(INTEGRATIONS.nameLabel), 'One more');
    await user.click(screen.getByRole('button', { name: INTEGRATIONS.create }));
    await waitFor(() =>
      expect(screen.getByLabelText(INTEGRATIONS.nameLabel)).toHaveAccessibleDescription(INTEGRATIONS.tooManyKeys),
    );
  });

  it('deletes a key after asking, and lists when it was last used', async () => {
    const user = userEvent.setup();
    const calls = mockKeys([
      {
        id: 3,
        name: 'Old sync',
        scope: 'read',
        createdAt: '2026-10-01T16:00:00.000Z',
        lastUsedAt: '2026-11-19T03:15:00.000Z',
      },
    ]);
    renderWithProviders(<IntegrationsPage />, owner);
    const list = await screen.findByRole('list', { name: INTEGRATIONS.keysTable });
    // 03:15 UTC is the evening before in Los Angeles.
    expect(within(list).getByText(/Nov 18, 2026, 7:15 PM/)).toBeInTheDocument();
    expect(within(list).getByText(INTEGRATIONS.scopeRead)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: INTEGRATIONS.delete }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(INTEGRATIONS.deleteConfirm('Old sync'));
    await user.click(within(dialog).getByRole('button', { name: INTEGRATIONS.deleteYes }));
    expect(await screen.findByText(INTEGRATIONS.deleted('Old sync'))).toBeInTheDocument();
    expect(await screen.findByText(INTEGRATIONS.empty)).toBeInTheDocument();
    expect(calls).toEqual(['DELETE 3']);
  });

  it('links to the webhooks page', async () => {
    mockKeys();
    renderWithProviders(<IntegrationsPage />, owner);
    expect(await screen.findByRole('link', { name: INTEGRATIONS.webhooksLink })).toHaveAttribute(
      'href',
      '/integrations/webhooks',
    );
  });

  it('reads in Spanish with no English left but the data', async () => {
    await switchLanguage('es');
    mockKeys([{ id: 3, name: 'Old sync', scope: 'write', createdAt: '2026-10-01T16:00:00.000Z', lastUsedAt: null }]);
    const { container } = renderWithProviders(<IntegrationsPage />, owner);
    await screen.findByRole('list', { name: INTEGRATIONS.keysTable });
    expect(screen.getByRole('heading', { name: 'Integraciones' })).toBeInTheDocument();
    expect(englishLeft(container, ['Old sync', 'Authorization: Bearer', '/api/docs', 'Webhooks'])).toEqual([]);
  });
});
