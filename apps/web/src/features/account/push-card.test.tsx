import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { endThisDevice, PUSH_DEVICE_KEY } from '../../lib/push/this-device.ts';
import { PushCard, StaffPushCard } from './push-card.tsx';

// docs/architecture.md "Alerts on the phone (Web Push)": Account → Alerts on this device.

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

function fakeBrowser({
  userAgent = CHROME,
  permission = 'default' as NotificationPermission,
  answer = 'granted',
} = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const requestPermission = vi.fn(async () => answer as NotificationPermission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  const subscribe = vi.fn(async () => ({ toJSON: () => subscription }));
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  return { requestPermission, subscribe };
}

function mockDevices(initial: Array<{ id: number; createdAt: string; userAgent: string }> = [], base = '/api/push') {
  const devices = [...initial];
  const calls: string[] = [];
  server.use(
    http.get(`${base}/key`, () =>
      HttpResponse.json({
        publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      }),
    ),
    http.get(`${base}/subscriptions`, () => HttpResponse.json({ data: devices })),
    http.post(`${base}/subscriptions`, async ({ request }) => {
      calls.push(`POST ${((await request.json()) as { endpoint: string }).endpoint}`);
      devices.unshift({ id: 7, createdAt: '2026-11-21T03:30:00.000Z', userAgent: CHROME });
      return HttpResponse.json({ id: 7 }, { status: 201 });
    }),
    http.delete(`${base}/subscriptions/:id`, ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      devices.splice(
        devices.findIndex((d) => d.id === Number(params.id)),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

beforeEach(() => localStorage.removeItem(PUSH_DEVICE_KEY));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Alerts on this device', () => {
  it('asks for permission only on the tap, subscribes, and lists this device with its browser', async () => {
    const user = userEvent.setup();
    const { requestPermission, subscribe } = fakeBrowser();
    const calls = mockDevices();
    renderWithProviders(<PushCard />);
    expect(await screen.findByText(PUSH.noDevices)).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: PUSH.turnOn }));
    expect(await screen.findByText(PUSH.turnedOn)).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(calls).toEqual([`POST ${subscription.endpoint}`]);
    expect(screen.getByText('Chrome on Android')).toBeInTheDocument();
    expect(screen.getByText(PUSH.thisDevice)).toBeInTheDocument();
    // The day it was added in the company's zone (Denver by default): the evening of Nov 20 there.
    expect(screen.getByText(PUSH.addedOn('Nov 20, 2026'))).toBeInTheDocument();
  });

  it('says how to allow alerts again when they are blocked, and asks nothing', async () => {
    const { requestPermission } = fakeBrowser({ permission: 'denied' });
    mockDevices();
    renderWithProviders(<PushCard />);
    expect(await screen.findByText(PUSH.denied)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PUSH.turnOn })).not.toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('tells an iPhone to add the portal to the Home Screen first', async () => {
    fakeBrowser({ userAgent: IPHONE });
    mockDevices();
    renderWithProviders(<PushCard />);
    expect(await screen.findByText(PUSH.iosHomeScreen)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PUSH.turnOn })).not.toBeInTheDocument();
  });

  it('says a private window cannot turn alerts on (the Push API without a service worker; issue 54 item 18)', async () => {
    fakeBrowser();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    mockDevices();
    renderWithProviders(<PushCard />);
    expect(await screen.findByText(PUSH.privateWindow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PUSH.turnOn })).not.toBeInTheDocument();
  });

  it('says a browser without the Push API cannot receive alerts, and why', async () => {
    mockDevices();
    renderWithProviders(<PushCard />);
    expect(await screen.findByText(PUSH.unsupported)).toBeInTheDocument();
  });

  it('says what to do when the browser refuses the subscription (a private window of Chrome)', async () => {
    const user = userEvent.setup();
    const { subscribe } = fakeBrowser();
    subscribe.mockRejectedValueOnce(new DOMException('Registration failed - permission denied', 'NotAllowedError'));
    mockDevices();
    renderWithProviders(<PushCard />);
    await user.click(await screen.findByRole('button', { name: PUSH.turnOn }));
    expect(await screen.findByText(PUSH.refused)).toBeInTheDocument();
  });

  it("a technician's card offers its own jobs' changes, not new jobs", async () => {
    fakeBrowser();
    mockDevices();
    renderWithProviders(<PushCard />, { session: { token: fakeIdToken({ memberRole: 'technician' }) } });
    expect(await screen.findByText(PUSH.cardIntroCrew)).toBeInTheDocument();
    expect(screen.queryByText(PUSH.cardIntro)).toBeNull();
  });

  it('removes another device of the member', async () => {
    const user = userEvent.setup();
    fakeBrowser();
    const calls = mockDevices([{ id: 3, createdAt: '2026-11-02T15:00:00.000Z', userAgent: IPHONE }]);
    renderWithProviders(<PushCard />);
    await user.click(await screen.findByRole('button', { name: PUSH.removeLabel('Safari on iPhone') }));
    expect(await screen.findByText(PUSH.noDevices)).toBeInTheDocument();
    expect(calls).toEqual(['DELETE 3']);
  });

  it("is the staff member's own in the console: the key, the list and the removal under /ops/push, and signing out ends it there", async () => {
    const user = userEvent.setup();
    fakeBrowser();
    const calls = mockDevices([], '/api/ops/push');
    renderWithProviders(<StaffPushCard />);
    expect(await screen.findByText(PUSH.staffCardIntro)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: PUSH.turnOn }));
    expect(await screen.findByText(PUSH.turnedOn)).toBeInTheDocument();
    expect(calls).toEqual([`POST ${subscription.endpoint}`]);
    // Signing out (lib/session) ends this device at the path it was made under.
    await endThisDevice();
    expect(calls).toEqual([`POST ${subscription.endpoint}`, 'DELETE 7']);
  });
});
