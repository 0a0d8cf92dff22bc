import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LIVE } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { NotificationsCard } from './notifications-card.tsx';

describe('Notifications card', () => {
  it('shows the choices and saves a change at once', async () => {
    const patches: unknown[] = [];
    let settings = { emailNewJobs: true, onlyDuringBusinessHours: false };
    server.use(
      http.get('/api/notificationSettings', () => HttpResponse.json(settings)),
      http.patch('/api/notificationSettings', async ({ request }) => {
        const body = (await request.json()) as Partial<typeof settings>;
        patches.push(body);
        settings = { ...settings, ...body };
        return HttpResponse.json(settings);
      }),
    );
    renderWithProviders(<NotificationsCard />);
    const email = await screen.findByRole('checkbox', { name: LIVE.emailNewJobs });
    expect(email).toBeChecked();
    expect(screen.getByRole('checkbox', { name: LIVE.onlyDuringBusinessHours })).not.toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
    expect(patches).toEqual([{ emailNewJobs: false }]);
    expect(await screen.findByText(LIVE.settingsSaved)).toBeInTheDocument();
    // Business hours only matter while emails are on.
    expect(screen.getByRole('checkbox', { name: LIVE.onlyDuringBusinessHours })).toBeDisabled();
  });
});
