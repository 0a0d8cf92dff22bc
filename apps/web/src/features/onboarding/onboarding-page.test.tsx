import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HOURS, ONBOARDING } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { OnboardingPage } from './onboarding-page.tsx';
import { newDraft } from './draft.ts';
import {
  mockServerProgress,
  NEW_USER,
  renderOnboarding,
  stepHeading,
  storedDraft,
} from '../../test/render-onboarding.tsx';

const vendorSession = { status: 'signIn' as const, vendorId: testVendor.id, email: NEW_USER };
const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('Onboarding wizard (docs/product-spec.md §2, §3, §4)', () => {
  it('shows the five steps; only completed, current and earlier ones can be opened', async () => {
    server.use(http.get('/api/product', () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    renderOnboarding({ draft: { currentStep: 'hours', completedSteps: ['business-info', 'services'] } });
    await stepHeading('Business Hours');
    expect(stepButton('Hours')).toHaveAttribute('aria-current', 'step');
    expect(stepButton('Business Info')).toBeEnabled();
    expect(stepButton('Services')).toBeEnabled();
    expect(stepButton('Documents')).toBeDisabled();
    expect(stepButton('Complete')).toBeDisabled();

    await user.click(stepButton('Services'));
    expect(await stepHeading('Services')).toBeInTheDocument();
    expect(screen.getByLabelText('Services', { selector: 'div' })).toHaveFocus();
    // Hours was never saved: once the vendor is back on Services it opens again only by saving.
    expect(stepButton('Hours')).toBeDisabled();
    expect(storedDraft()?.currentStep).toBe('services');
  });

  it('resumes where the vendor was after a reload', async () => {
    const first = renderOnboarding({ draft: { currentStep: 'hours', completedSteps: ['business-info', 'services'] } });
    await stepHeading('Business Hours');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Friday closed' }));
    await user.clear(screen.getByLabelText('Friday open time'));
    await user.type(screen.getByLabelText('Friday open time'), '07:00');
    first.unmount();
    renderOnboarding();
    await stepHeading('Business Hours');
    expect(screen.getByLabelText('Friday open time')).toHaveValue('07:00');
  });

  it('starts over when a different user signs in', async () => {
    renderOnboarding({
      draft: {
        ...newDraft('someone@else.test'),
        currentStep: 'hours',
        completedSteps: ['business-info', 'services'],
        userEmail: 'someone@else.test',
      },
    });
    expect(await stepHeading('Business Information')).toBeInTheDocument();
    expect(storedDraft()).toEqual(newDraft(NEW_USER));
  });

  it.each(['business-info', 'complete'] as const)(
    'sends a user who already has a vendor from %s to /',
    async (currentStep) => {
      mockServerProgress(['business-info', 'services', 'hours', 'documents']);
      renderOnboarding({
        session: vendorSession,
        draft: { currentStep, completedSteps: ['business-info', 'services', 'hours', 'documents'] },
      });
      expect(await screen.findByText('home page')).toBeInTheDocument();
    },
  );

  it('keeps a user with a vendor on the later steps, and lets them go back to update the business info', async () => {
    mockServerProgress(['business-info', 'services']);
    const user = userEvent.setup();
    renderOnboarding({
      session: vendorSession,
      draft: { currentStep: 'hours', completedSteps: ['business-info', 'services'] },
    });
    expect(await stepHeading('Business Hours')).toBeInTheDocument();
    await user.click(stepButton('Business Info'));
    expect(await stepHeading('Business Information')).toBeInTheDocument();
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    renderOnboarding({ session: { status: 'signOut', token: null, vendorId: null, email: null } });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('finishes with the review message; the button resets the draft and goes to /', async () => {
    const user = userEvent.setup();
    renderOnboarding({
      draft: { currentStep: 'complete', completedSteps: ['business-info', 'services', 'hours', 'documents'] },
    });
    expect(await screen.findByText(ONBOARDING.completeMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  describe('a returning vendor, on any device (progress read from the server)', () => {
    it('opens at the first step not done, not at / and not at an empty Business Info', async () => {
      mockServerProgress(['business-info', 'services', 'documents']);
      server.use(http.get('/api/vendorHours', () => HttpResponse.json([])));
      renderOnboarding({ session: vendorSession });
      expect(await stepHeading('Business Hours')).toBeInTheDocument();
      expect(screen.queryByText('home page')).not.toBeInTheDocument();
      expect(stepButton('Documents')).toBeEnabled();
      expect(storedDraft()).toMatchObject({
        currentStep: 'hours',
        completedSteps: ['business-info', 'services', 'documents'],
        initialSave: { businessInfo: true },
        vendorId: testVendor.id,
      });
    });

    it('shows the saved Business Info and updates the vendor (a second create would be refused)', async () => {
      mockServerProgress(['business-info']);
      let patched: Record<string, string> | undefined;
      let created = false;
      server.use(
        http.get('/api/product', () => HttpResponse.json({ data: [] })),
        http.post('/api/vendor', () => {
          created = true;
          return HttpResponse.json({ message: 'exists' }, { status: 409 });
        }),
        http.patch('/api/vendor', async ({ request }) => {
          patched = (await request.json()) as Record<string, string>;
          return HttpResponse.json({ ...testVendor, city: 'Boulder' });
        }),
      );
      const user = userEvent.setup();
      renderOnboarding({ session: vendorSession });
      expect(await stepHeading('Services')).toBeInTheDocument();
      await user.click(stepButton('Business Info'));
      expect(await stepHeading('Business Information')).toBeInTheDocument();
      expect(screen.getByLabelText('Business Name')).toHaveValue(testVendor.title);
      expect(screen.getByLabelText('Phone')).toHaveValue(testVendor.phone);
      await user.clear(screen.getByLabelText('City'));
      await user.type(screen.getByLabelText('City'), 'Boulder');
      await user.click(screen.getByRole('button', { name: /Save and Continue/ }));
      expect(await stepHeading('Services')).toBeInTheDocument();
      expect(created).toBe(false);
      expect(patched).toMatchObject({ title: testVendor.title, city: 'Boulder' });
    });

    it('shows the services and zips the server holds on a fresh device, and saving again keeps them (issue 28 item 7)', async () => {
      mockServerProgress(['business-info', 'services']);
      const added: unknown[] = [];
      server.use(
        http.get('/api/product', () =>
          HttpResponse.json({
            data: [
              { id: 1, title: 'Vehicle Detailing', isActive: true },
              { id: 2, title: 'Pressure Washing', isActive: true },
            ],
          }),
        ),
        http.get('/api/zipcode', () =>
          HttpResponse.json([
            { vendorProductId: 101, productId: 2, productTitle: 'Pressure Washing', zipCodes: ['80202', '80203'] },
          ]),
        ),
        http.post('/api/vendorProduct', async ({ request }) => {
          added.push(await request.json());
          return HttpResponse.json({ id: 102, productId: 1 }, { status: 201 });
        }),
        http.post('/api/zipcode', async ({ request }) => {
          added.push(await request.json());
          return HttpResponse.json({}, { status: 201 });
        }),
        http.get('/api/vendorHours', () => HttpResponse.json([])),
      );
      const user = userEvent.setup();
      // A fresh device: nothing in local storage.
      renderWithProviders(<OnboardingPage />, {
        path: '/onboarding',
        route: '/onboarding?step=services',
        session: vendorSession,
      });
      expect(await stepHeading('Services')).toBeInTheDocument();
      expect(await screen.findByRole('checkbox', { name: 'Pressure Washing' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Vehicle Detailing' })).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Remove 80202' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove 80203' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Save and Continue/ }));
      expect(await stepHeading('Business Hours')).toBeInTheDocument();
      // Nothing was sent again: the server already holds every service and zip shown.
      expect(added).toEqual([]);
      expect(storedDraft()).toMatchObject({ selectedProducts: [2], zipCodesByProduct: { 2: ['80202', '80203'] } });
    });

    it('shows the hours the server holds on a fresh device, and a Save sends only the day changed (issue 28)', async () => {
      mockServerProgress(['business-info', 'services', 'hours']);
      const sent: Array<{ method: string; body: unknown }> = [];
      const record = async ({ request }: { request: Request }) => {
        sent.push({ method: request.method, body: await request.json() });
        return HttpResponse.json({ id: 1 }, { status: request.method === 'POST' ? 201 : 200 });
      };
      const row = (id: number, weekDay: string, openTime: string, closeTime: string) => ({
        id,
        vendorId: testVendor.id,
        weekDay,
        openTime,
        closeTime,
        timeZone: 'America/Chicago',
      });
      server.use(
        http.get('/api/vendorHours', () =>
          HttpResponse.json([row(11, 'Monday', '08:00', '16:00'), row(12, 'Tuesday', '10:00', '14:00')]),
        ),
        http.post('/api/vendorHours', record),
        http.patch('/api/vendorHours', record),
      );
      const user = userEvent.setup();
      // A fresh device: nothing in local storage.
      renderWithProviders(<OnboardingPage />, {
        path: '/onboarding',
        route: '/onboarding?step=hours',
        session: vendorSession,
      });
      expect(await stepHeading('Business Hours')).toBeInTheDocument();
      expect(await screen.findByLabelText('Monday open time')).toHaveValue('08:00');
      expect(screen.getByLabelText('Monday close time')).toHaveValue('16:00');
      expect(screen.getByLabelText('Tuesday open time')).toHaveValue('10:00');
      expect(screen.getByRole('checkbox', { name: 'Wednesday closed' })).toBeChecked();
      expect(screen.getByLabelText(HOURS.timeZoneLabel)).toHaveValue('America/Chicago');
      const tuesdayClose = screen.getByLabelText('Tuesday close time');
      await user.clear(tuesdayClose);
      await user.type(tuesdayClose, '15:00');
      await user.click(screen.getByRole('button', { name: /Save and Continue/ }));
      expect(await stepHeading('Business Documents')).toBeInTheDocument();
      // Only the day changed, as an update of its row: the other days the server holds are not overwritten.
      expect(sent).toEqual([
        {
          method: 'PATCH',
          body: { weekDay: 'Tuesday', openTime: '10:00', closeTime: '15:00', timeZone: 'America/Chicago' },
        },
      ]);
    });

    it('opens the step the checklist links to when it can be opened, else the first step not done', async () => {
      mockServerProgress(['business-info', 'services']);
      server.use(
        http.get('/api/product', () => HttpResponse.json({ data: [] })),
        http.get('/api/vendorHours', () => HttpResponse.json([])),
      );
      const first = renderWithProviders(<OnboardingPage />, {
        path: '/onboarding',
        route: '/onboarding?step=services',
        session: vendorSession,
      });
      expect(await stepHeading('Services')).toBeInTheDocument();
      first.unmount();
      localStorage.clear();
      renderWithProviders(<OnboardingPage />, {
        path: '/onboarding',
        route: '/onboarding?step=documents',
        session: vendorSession,
      });
      expect(await stepHeading('Business Hours')).toBeInTheDocument();
    });
  });
});
