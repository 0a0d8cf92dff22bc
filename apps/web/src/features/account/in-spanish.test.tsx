import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@vendor-portal/contract/i18n';
import type { VendorFile } from '@vendor-portal/contract/files';
import { ACCOUNT, FIELD, LIVE, PUSH, SIGN_IN_SETTINGS } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { englishLeft } from '../../test/english-left.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { AccountPage } from './account-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 46: the Account page in Spanish, each card, with no English left but names and data.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const file = (id: number, overrides: Partial<VendorFile>): VendorFile => ({
  id,
  title: `Doc ${id}`,
  fileLabel: 'Business License',
  mediaUrl: `/api/vendorFiles/${id}/content?expires=1&signature=x`,
  contentType: 'application/pdf',
  createdAt: '2026-11-01T00:00:00.000Z',
  status: 'pending',
  reviewNote: null,
  expiresAt: null,
  size: 2048,
  ...overrides,
});

// The vendor's data, the reviewer's note, the files' titles and the browser of a device: data, not texts.
const DATA = [
  testVendor.title,
  testVendor.contactName,
  testVendor.email,
  testVendor.street1,
  'Denver',
  'CO',
  'Rocky Insurance 2026',
  'Colorado License',
  'W-9 signed',
  'Blurry scan',
  'Chrome',
  'Windows',
  'PDF',
  'PNG',
  'JPG',
  'GIF',
  'Google Calendar',
  'Apple Calendar',
  'Outlook',
];

const left = (container: HTMLElement) => englishLeft(container, DATA);

beforeEach(async () => {
  await switchLanguage('es');
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
  vi.stubGlobal('PushManager', function PushManager() {});
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn() };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
});
afterEach(() => {
  setLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function mockAccount() {
  server.use(
    mockRoute(paths.getVendor).reply(() => ({ ...testVendor, reviewStatus: 'rejected', reviewNote: 'Blurry scan' })),
    mockRoute(paths.getVendorFiles).reply(() => [
      file(1, { title: 'Colorado License', status: 'rejected', reviewNote: 'Blurry scan' }),
      file(2, {
        title: 'Rocky Insurance 2026',
        fileLabel: 'Certificate of Insurance',
        status: 'approved',
        expiresAt: '2099-01-31',
      }),
      file(3, { title: 'W-9 signed', fileLabel: 'W-9 Form' }),
    ]),
    mockRoute(paths.getCalendarFeed).reply(() => ({ feed: { createdAt: '2026-11-20T12:00:00.000Z' } })),
    mockRoute(paths.getPushSubscriptions).reply(() => ({
      data: [{ id: 3, createdAt: '2026-11-21T03:30:00.000Z', userAgent: CHROME }],
    })),
    mockRoute(paths.getNotificationSettings).reply(() => ({
      emailNewJobs: true,
      onlyDuringBusinessHours: true,
      pushNewJobs: true,
      pushAssignments: true,
      pushChanges: true,
      quietHours: { start: '21:00', end: '07:00' },
    })),
  );
}

describe('Account in Spanish', () => {
  it('every card: the review, the profile, sign-in, language, files, calendar, notifications and alerts', async () => {
    mockAccount();
    const { container } = renderWithProviders(<AccountPage />);
    expect(await screen.findByRole('heading', { name: 'Cuenta', level: 1 })).toBeInTheDocument();
    await screen.findByText('Colorado License');
    await screen.findByText(PUSH.devicesTitle);
    await screen.findByRole('button', { name: FIELD.calendarRegenerate });
    await screen.findByText(LIVE.notificationsTitle);
    expect(screen.getByText(ACCOUNT.profileTitle)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT.profileLabels.zipCode)).toBeInTheDocument();
    expect(screen.getByText(SIGN_IN_SETTINGS.cardTitle)).toBeInTheDocument();
    expect(left(container)).toEqual([]);
  });

  it("the profile's form and the sign-in card's forms, open", async () => {
    mockAccount();
    const { container } = renderWithProviders(<AccountPage />);
    const user = userEvent.setup();
    const profile = (await screen.findByText(ACCOUNT.profileTitle)).closest('section')!;
    await user.click(await within(profile).findByRole('button', { name: ACCOUNT.edit }));
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changeEmail }));
    expect(await screen.findByLabelText(SIGN_IN_SETTINGS.newEmailLabel)).toBeInTheDocument();
    expect(left(container)).toEqual([]);
    const signIn = screen.getByText(SIGN_IN_SETTINGS.cardTitle).closest('section')!;
    await user.click(within(signIn).getByRole('button', { name: SIGN_IN_SETTINGS.cancel }));
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changePassword }));
    expect(await screen.findByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel)).toBeInTheDocument();
    expect(left(container)).toEqual([]);
  });

  it('the review under way (a new company, documents pending)', async () => {
    mockAccount();
    server.use(mockRoute(paths.getVendor).reply(() => ({ ...testVendor, reviewStatus: 'pending' })));
    const { container } = renderWithProviders(<AccountPage />);
    expect(await screen.findByText('Nuestro equipo está revisando los documentos de tu empresa.')).toBeInTheDocument();
    expect(left(container)).toEqual([]);
  });
});
