import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ALLOWED_TIME_ZONES } from '@vendor-portal/contract/common';
import { HOURS, ONBOARDING } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { emptyHours } from './hours-draft.ts';
import { renderOnboarding, stepHeading, storedDraft } from '../../test/render-onboarding.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

const atHours = { currentStep: 'hours' as const, completedSteps: ['business-info' as const, 'services' as const] };

function withMonday(openTime = '09:00', closeTime = '17:00') {
  const hours = emptyHours();
  hours.days.Monday = { openTime, closeTime };
  return hours;
}

async function setup(draft = {}) {
  const user = userEvent.setup();
  renderOnboarding({ draft: { ...atHours, ...draft } });
  await stepHeading('Business Hours');
  return user;
}

const save = () => screen.getByRole('button', { name: 'Save and Continue' });

function recordHours() {
  const calls: Array<{ method: string; body: unknown }> = [];
  const handler = async ({ request }: { request: Request }) => {
    calls.push({ method: request.method, body: await request.json() });
    return HttpResponse.json({ id: calls.length }, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(http.post('/api/vendorHours', handler), http.patch('/api/vendorHours', handler));
  return calls;
}

describe('Hours step (docs/product-spec.md §2, §5, §8)', () => {
  it('offers the allowed zones, America/Denver by default, with the notes', async () => {
    await setup();
    const zone = screen.getByLabelText(HOURS.timeZoneLabel);
    expect(zone).toHaveValue('America/Denver');
    for (const z of ALLOWED_TIME_ZONES) expect(screen.getByRole('option', { name: z })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(ONBOARDING.hoursClosedNote))).toHaveTextContent(ONBOARDING.hours24Note);
  });

  it('needs at least one day', async () => {
    const user = await setup();
    await user.click(save());
    expect(screen.getByText(ONBOARDING.atLeastOneDay)).toBeInTheDocument();
  });

  it('uses the shared editor: days start Closed, and opening one presets 09:00 to 17:00', async () => {
    const user = await setup();
    expect(screen.getByLabelText('Monday open time')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    expect(screen.getByLabelText('Monday open time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday close time')).toHaveValue('17:00');
    expect(storedDraft()?.hours.days.Monday).toEqual({ openTime: '09:00', closeTime: '17:00' });
  });

  it('opens Monday to Friday at 9 to 5 in one tap, each day still editable, the weekend Closed (issue 54 item 26)', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Monday to Friday, 9:00 AM to 5:00 PM' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(screen.getByLabelText(`${day} open time`)).toHaveValue('09:00');
      expect(screen.getByLabelText(`${day} close time`)).toHaveValue('17:00');
    }
    expect(screen.getByLabelText('Saturday open time')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sunday closed' })).toBeChecked();
    const fridayClose = screen.getByLabelText('Friday close time');
    await user.clear(fridayClose);
    await user.type(fridayClose, '15:00');
    expect(storedDraft()?.hours.days.Friday).toEqual({ openTime: '09:00', closeTime: '15:00' });
    expect(storedDraft()?.hours.days.Monday).toEqual({ openTime: '09:00', closeTime: '17:00' });
  });

  it('shows each day its own message beside it, marks it, focuses the first, and clears it once fixed', async () => {
    const user = await setup({ hours: { ...withMonday('09:00', ''), timeZone: 'America/Denver' } });
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday closed' }));
    const tuesdayClose = screen.getByLabelText('Tuesday close time');
    await user.clear(tuesdayClose);
    await user.type(tuesdayClose, '08:00');
    await user.click(save());
    const mondayClose = screen.getByLabelText('Monday close time');
    expect(mondayClose).toHaveAccessibleDescription(ONBOARDING.bothTimes('Monday'));
    expect(screen.getByLabelText('Monday open time')).toHaveFocus();
    expect(tuesdayClose).toHaveAccessibleDescription(ONBOARDING.closeAfterOpen('Tuesday'));
    expect(tuesdayClose).toHaveAttribute('aria-invalid', 'true');
    await user.type(mondayClose, '17:00');
    expect(screen.queryByText(ONBOARDING.bothTimes('Monday'))).not.toBeInTheDocument();
    expect(screen.getByText(ONBOARDING.closeAfterOpen('Tuesday'))).toBeInTheDocument();
  });

  it('creates all seven days on the first save, then moves to Documents', async () => {
    const calls = recordHours();
    const user = await setup();
    await user.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    await user.clear(screen.getByLabelText('Monday open time'));
    await user.type(screen.getByLabelText('Monday open time'), '08:30');
    await user.selectOptions(screen.getByLabelText(HOURS.timeZoneLabel), 'America/Chicago');
    await user.click(save());
    expect(await stepHeading('Business Documents')).toBeInTheDocument();
    expect(calls).toHaveLength(7);
    expect(calls.every((c) => c.method === 'POST')).toBe(true);
    expect(calls.map((c) => c.body)).toContainEqual({
      weekDay: 'Monday',
      openTime: '08:30',
      closeTime: '17:00',
      timeZone: 'America/Chicago',
    });
    expect(calls.map((c) => c.body)).toContainEqual({
      weekDay: 'Sunday',
      openTime: '',
      closeTime: '',
      timeZone: 'America/Chicago',
    });
    expect(storedDraft()).toMatchObject({ currentStep: 'documents', initialSave: { hours: true } });
  });

  it('updates the days on later saves', async () => {
    const calls = recordHours();
    const user = await setup({
      hours: withMonday(),
      initialSave: { businessInfo: true, services: true, hours: true, documents: false },
    });
    await user.click(save());
    expect(await stepHeading('Business Documents')).toBeInTheDocument();
    expect(calls).toHaveLength(7);
    expect(calls.every((c) => c.method === 'PATCH')).toBe(true);
  });

  it('updates a day that a half-done first save already created', async () => {
    const patched: unknown[] = [];
    server.use(
      http.post('/api/vendorHours', async ({ request }) => {
        const body = (await request.json()) as { weekDay: string };
        if (body.weekDay === 'Monday')
          return HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'exists' }, { status: 409 });
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
      http.patch('/api/vendorHours', async ({ request }) => {
        patched.push(await request.json());
        return HttpResponse.json({ id: 1 });
      }),
    );
    const user = await setup({ hours: withMonday() });
    await user.click(save());
    expect(await stepHeading('Business Documents')).toBeInTheDocument();
    expect(patched).toEqual([{ weekDay: 'Monday', openTime: '09:00', closeTime: '17:00', timeZone: 'America/Denver' }]);
  });

  it.each([
    [500, ONBOARDING.saveHoursFailed],
    [401, ONBOARDING.authError],
  ])('shows the save error of a %s answer', async (status, text) => {
    server.use(
      http.post('/api/vendorHours', () =>
        HttpResponse.json({ statusCode: status, error: 'x', message: 'nope' }, { status }),
      ),
    );
    const user = await setup({ hours: withMonday() });
    await user.click(save());
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    expect(storedDraft()?.currentStep).toBe('hours');
  });

  it('goes back to Services', async () => {
    server.use(mockRoute(paths.getProduct).reply(() => ({ data: [] })));
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Services')).toBeInTheDocument();
  });
});
