import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LIVE } from '@vendor-portal/contract/messages';
import { QUIET_HOURS } from '@vendor-portal/contract/messages/quiet-hours';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { settle } from '../../test/settle.ts';
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

  it("offers each kind of push, the technician's too, and saves a change at once", async () => {
    const patches: unknown[] = [];
    let settings = { pushAssignments: true, pushChanges: true, quietHours: null };
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
    const changes = await screen.findByRole('checkbox', { name: LIVE.pushChanges });
    expect(screen.getByRole('checkbox', { name: LIVE.pushAssignments })).toBeChecked();
    // A technician's answer has no new-job settings: no new-job switch, by mail or push.
    expect(screen.queryByRole('checkbox', { name: LIVE.pushNewJobs })).not.toBeInTheDocument();
    await userEvent.click(changes);
    await waitFor(() => expect(changes).not.toBeChecked());
    expect(patches).toEqual([{ pushChanges: false }]);
  });

  it('a read of the settings still on its way when the box is changed does not put the old choice back', async () => {
    let releaseRead!: () => void;
    let releasePatch!: () => void;
    let holdRead = false;
    server.use(
      http.get('/api/notificationSettings', async () => {
        if (holdRead) await new Promise<void>((resolve) => (releaseRead = resolve));
        return HttpResponse.json({ emailNewJobs: true, onlyDuringBusinessHours: false });
      }),
      http.patch('/api/notificationSettings', async () => {
        await new Promise<void>((resolve) => (releasePatch = resolve));
        return HttpResponse.json({ emailNewJobs: false, onlyDuringBusinessHours: false });
      }),
    );
    const { queryClient } = renderWithProviders(<NotificationsCard />);
    const email = await screen.findByRole('checkbox', { name: LIVE.emailNewJobs });
    // A read goes out (the live stream or a focus may ask again) and is still on its way at the tap.
    holdRead = true;
    void queryClient.invalidateQueries({ queryKey: ['notificationSettings'] });
    await waitFor(() => expect(releaseRead).toBeTypeOf('function'));
    await userEvent.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
    // The old read answers while the change is still being saved: the box keeps the vendor's choice.
    releaseRead();
    // Once no read of the settings is on its way (answered or cancelled), and React has drawn it.
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ['notificationSettings'] })).toBe(0));
    await settle();
    expect(email).not.toBeChecked();
    await waitFor(() => expect(releasePatch).toBeTypeOf('function'));
    releasePatch();
    expect(await screen.findByText(LIVE.settingsSaved)).toBeInTheDocument();
    expect(email).not.toBeChecked();
  });

  it('shows a technician no new-job switches, only what reaches it (its answer has none of them)', async () => {
    const patches: unknown[] = [];
    server.use(
      http.get('/api/notificationSettings', () =>
        HttpResponse.json({ pushAssignments: true, pushChanges: true, quietHours: null }),
      ),
      http.patch('/api/notificationSettings', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ statusCode: 403, code: 'role-forbidden' }, { status: 403 });
      }),
    );
    renderWithProviders(<NotificationsCard />);
    expect(await screen.findByText(LIVE.technicianNotifications)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: LIVE.emailNewJobs })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: LIVE.onlyDuringBusinessHours })).toBeNull();
    expect(screen.queryByText(LIVE.notificationsOwnChoice)).toBeNull();
    expect(patches).toEqual([]);
  });

  it('tells an owner or office member that the choice is its own', async () => {
    renderWithProviders(<NotificationsCard />);
    expect(await screen.findByRole('checkbox', { name: LIVE.emailNewJobs })).toBeChecked();
    expect(screen.getByText(LIVE.notificationsOwnChoice)).toBeInTheDocument();
  });

  it("sets the owner's quiet hours for new jobs (a night by default), refuses equal times, and turns them off", async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    let settings: Record<string, unknown> = {
      emailNewJobs: true,
      onlyDuringBusinessHours: false,
      pushNewJobs: true,
      pushAssignments: true,
      pushChanges: true,
      quietHours: null,
    };
    server.use(
      http.get('/api/notificationSettings', () => HttpResponse.json(settings)),
      http.patch('/api/notificationSettings', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        settings = { ...settings, ...body };
        return HttpResponse.json(settings);
      }),
    );
    renderWithProviders(<NotificationsCard />);
    const quiet = await screen.findByRole('checkbox', { name: QUIET_HOURS.label });
    expect(quiet).not.toBeChecked();
    expect(screen.queryByLabelText(QUIET_HOURS.start)).not.toBeInTheDocument();
    await user.click(quiet);
    const start = screen.getByLabelText(QUIET_HOURS.start);
    const end = screen.getByLabelText(QUIET_HOURS.end);
    expect(start).toHaveValue('21:00');
    expect(end).toHaveValue('07:00');
    // Nothing is saved until the button.
    expect(patches).toEqual([]);
    await user.clear(start);
    await user.type(start, '07:00');
    await user.click(screen.getByRole('button', { name: QUIET_HOURS.save }));
    expect(screen.getByText(QUIET_HOURS.same)).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.clear(start);
    await user.type(start, '22:30');
    await user.click(screen.getByRole('button', { name: QUIET_HOURS.save }));
    expect(await screen.findByText(QUIET_HOURS.summary('22:30', '07:00'))).toBeInTheDocument();
    expect(patches).toEqual([{ quietHours: { start: '22:30', end: '07:00' } }]);
    expect(screen.getByRole('checkbox', { name: QUIET_HOURS.label })).toBeChecked();
    // Off at once.
    await user.click(screen.getByRole('checkbox', { name: QUIET_HOURS.label }));
    await waitFor(() =>
      expect(patches).toEqual([{ quietHours: { start: '22:30', end: '07:00' } }, { quietHours: null }]),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: QUIET_HOURS.label })).not.toBeChecked());
    // Quiet hours hold back new-job pushes only: with those off, there is nothing to hold back.
    await user.click(screen.getByRole('checkbox', { name: LIVE.pushNewJobs }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: QUIET_HOURS.label })).toBeDisabled());
  });

  it('shows a technician only what reaches it: no new-job channels, business hours or quiet hours', async () => {
    server.use(
      http.get('/api/notificationSettings', () =>
        HttpResponse.json({ pushAssignments: true, pushChanges: false, quietHours: null }),
      ),
    );
    renderWithProviders(<NotificationsCard />);
    expect(await screen.findByText(LIVE.technicianNotifications)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: LIVE.pushAssignments })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: LIVE.pushChanges })).not.toBeChecked();
    for (const name of [LIVE.emailNewJobs, LIVE.pushNewJobs, LIVE.onlyDuringBusinessHours, QUIET_HOURS.label])
      expect(screen.queryByRole('checkbox', { name })).not.toBeInTheDocument();
  });
});
