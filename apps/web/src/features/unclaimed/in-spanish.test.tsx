import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnclaimedItem } from '@vendor-portal/contract/appointments';
import type { EligibilityReason, NearbyItem } from '@vendor-portal/contract/eligibility';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { ELIGIBILITY, TRUST } from '@vendor-portal/contract/messages';
import { englishLeft } from '../../test/english-left.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { UnclaimedPage } from './unclaimed-page.tsx';

// Issue 46: Unclaimed in Spanish, with no English left but names and data: a job the company may claim (its fit:
// time off, who is free), a job offered to it alone, nearby jobs, and the panel of reasons it may not claim. The
// API answers in English (the reasons): the page shows them in the member's language.

const DATA = [
  'Vehicle Detailing',
  'Exterior Wash',
  'Tire Shine',
  'Ceramic Coating',
  'Casey Home',
  '1 Elm St',
  'Denver, CO 80202',
  'Denver, 80203',
  'Casey Customer',
  'casey@example.com',
  'Ben Tech',
  'MDT',
];

function item(id: number, title: string, offer: { expiresAt: string } | null = null): UnclaimedItem {
  const property = {
    title: 'Casey Home',
    street1: '1 Elm St',
    street2: null,
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    timeZone: 'America/Denver',
  };
  const customer = { firstName: 'Casey', lastName: 'Customer', email: 'casey@example.com', phone: null };
  return {
    baseAppointment: { id: id + 1000, appointmentLength: 120 },
    appointment: {
      id,
      appointmentBaseId: id + 1000,
      actualDateTime: '2030-06-02T16:00:00.000Z',
      completedAt: null,
      customer,
      property,
      appointmentDetails: {
        duration: 120,
        products: [
          {
            id: 1,
            title,
            prices: [
              {
                id: 1,
                title: 'Exterior Wash',
                quantity: 1,
                section: null,
                isOutside: false,
                schedulingInterface: null,
                payoutCents: 0,
              },
            ],
          },
        ],
      },
    },
    property,
    customer,
    fit: { withinHours: true, conflicts: [], timeOff: false, free: [7] },
    offer,
  };
}

const nearby: NearbyItem = {
  appointmentId: 90,
  actualDateTime: '2030-06-03T16:00:00.000Z',
  timeZone: 'America/Denver',
  schedulingKind: 'datetime',
  appointmentLength: 60,
  city: 'Denver',
  zipCode: '80203',
  products: [{ id: 2, title: 'Ceramic Coating' }],
  missingProducts: [{ id: 2, title: 'Ceramic Coating' }],
};

function mock(data: UnclaimedItem[], reasons: EligibilityReason[] = [], near: NearbyItem[] = []) {
  server.use(
    http.get('/api/appointment/unclaimed', () =>
      HttpResponse.json({ data, eligibility: { canClaim: reasons.length === 0, reasons }, nearby: near }),
    ),
    http.get('/api/team', () =>
      HttpResponse.json({
        data: [
          { id: 1, name: 'Olive Owner', role: 'owner', status: 'active', takesJobs: false },
          { id: 7, name: 'Ben Tech', role: 'technician', status: 'active', takesJobs: true },
        ],
      }),
    ),
  );
}

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  setLanguage('en');
  vi.useRealTimers();
});

describe('Unclaimed in Spanish', () => {
  it('a job the company may claim, with its fit, a job offered to it, and nearby jobs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-01T16:00:00Z') });
    mock(
      [item(1, 'Vehicle Detailing'), item(2, 'Vehicle Detailing', { expiresAt: '2030-06-01T17:30:00Z' })],
      [],
      [nearby],
    );
    const { container } = renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    expect(await screen.findByText('Te lo ofrecen')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('offer-line')).toHaveTextContent('Quedan 1 h 30 min · plazo: 11:30 a.m.'),
    );
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    expect(await screen.findAllByText('Dentro de tu horario; disponibles a esa hora: Ben Tech.')).toHaveLength(2);
    expect(screen.getByText(TRUST.nearbyNeeds('Ceramic Coating'))).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('the reasons it may not claim, sent by the server in English, in Spanish', async () => {
    // As the API answers them: in English, whatever the member's language.
    const reasons = inLanguage('en', () => [
      { code: 'agreement-required', message: ELIGIBILITY.agreementRequired },
      { code: 'email-unverified', message: ELIGIBILITY.emailUnverified },
      { code: 'vendor-pending-review', message: ELIGIBILITY.vendorPendingReview('Nov 23, 2026') },
      { code: 'service-not-offered', message: ELIGIBILITY.noServiceOffered },
      { code: 'document-expired', message: ELIGIBILITY.documentExpired },
    ]) satisfies EligibilityReason[];
    const refused = item(3, 'Vehicle Detailing');
    mock([{ ...refused, customer: { firstName: '', lastName: '', email: '', phone: null } }], reasons);
    const { container } = renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    const panel = within(await screen.findByRole('region', { name: 'Aún no puedes tomar trabajos' }));
    expect(
      // The server's English day, written again in es-US.
      panel.getByText('Estamos revisando tu perfil desde el 23 nov 2026. Podrás tomar trabajos cuando lo aprobemos.'),
    ).toBeInTheDocument();
    expect(panel.getByText(ELIGIBILITY.agreementRequired)).toBeInTheDocument();
    expect(panel.getByText(ELIGIBILITY.noServiceOffered)).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });
});
