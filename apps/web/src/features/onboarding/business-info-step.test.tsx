import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { testVendor } from '../../test/render.tsx';
import { NEW_USER, newUserSession, renderOnboarding, stepHeading, storedDraft } from '../../test/render-onboarding.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Business Name'), 'Shine Co');
  await user.type(screen.getByLabelText('Contact Name'), 'Jo Doe');
  await user.type(screen.getByLabelText('Phone'), '3035550123');
  await user.type(screen.getByLabelText('Street Address'), '1 Main St');
  await user.type(screen.getByLabelText('City'), 'Denver');
  await user.type(screen.getByLabelText('State'), 'CO');
  await user.type(screen.getByLabelText(ONBOARDING.zipCodeLabel), '80202-1234');
}

const saveButton = () => screen.getByRole('button', { name: 'Save and Continue' });

describe('Business Info step (docs/product-spec.md §2, §5, §8)', () => {
  it('shows every field message on an empty save', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(saveButton());
    for (const text of [
      ONBOARDING.businessNameRequired,
      ONBOARDING.contactNameRequired,
      ONBOARDING.phoneInvalid,
      ONBOARDING.streetRequired,
      ONBOARDING.cityRequired,
      ONBOARDING.stateRequired,
      ONBOARDING.zipInvalid,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Business Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('formats the phone as (XXX) XXX-XXXX with at most 10 digits', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '303555012399');
    expect(phone).toHaveValue('(303) 555-0123');
  });

  it('rejects a malformed ZIP', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await user.type(screen.getByLabelText(ONBOARDING.zipCodeLabel), '8020');
    await user.click(saveButton());
    expect(await screen.findByText(ONBOARDING.zipInvalid)).toBeInTheDocument();
  });

  it('creates the vendor with the account email on the first save, then moves to Services', async () => {
    let body: Record<string, string> | undefined;
    server.use(
      http.post('/api/vendor', async ({ request }) => {
        body = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ ...testVendor, title: 'Shine Co', email: NEW_USER }, { status: 201 });
      }),
      mockRoute(paths.getProduct).reply(() => ({ data: [] })),
    );
    const user = userEvent.setup();
    const { store } = renderOnboarding();
    await fillForm(user);
    await user.click(saveButton());
    expect(await stepHeading('Services')).toBeInTheDocument();
    expect(body).toEqual({
      email: NEW_USER,
      title: 'Shine Co',
      contactName: 'Jo Doe',
      phone: '(303) 555-0123',
      street1: '1 Main St',
      street2: '',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202-1234',
    });
    expect(storedDraft()).toMatchObject({
      currentStep: 'services',
      completedSteps: ['business-info'],
      vendorId: testVendor.id,
      initialSave: { businessInfo: true },
    });
    expect(store.getState()).toMatchObject({ status: 'signIn', vendorId: testVendor.id });
  });

  it('updates the vendor on later saves', async () => {
    let patched: Record<string, string> | undefined;
    server.use(
      http.patch('/api/vendor', async ({ request }) => {
        patched = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ ...testVendor, city: 'Boulder' });
      }),
      mockRoute(paths.getProduct).reply(() => ({ data: [] })),
    );
    const user = userEvent.setup();
    renderOnboarding({
      draft: {
        completedSteps: ['business-info'],
        initialSave: { businessInfo: true, services: false, hours: false, documents: false },
        businessInfo: {
          title: 'Shine Co',
          contactName: 'Jo Doe',
          phone: '(303) 555-0123',
          street1: '1 Main St',
          street2: '',
          city: 'Denver',
          state: 'CO',
          zipCode: '80202',
        },
      },
    });
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Boulder');
    await user.click(saveButton());
    expect(await stepHeading('Services')).toBeInTheDocument();
    expect(patched).toMatchObject({ title: 'Shine Co', city: 'Boulder', zipCode: '80202' });
  });

  it('keeps what is typed in the draft', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await user.type(screen.getByLabelText('Business Name'), 'Shine');
    expect(storedDraft()?.businessInfo.title).toBe('Shine');
  });

  it.each([
    ['the account email is missing', { ...newUserSession, email: null }, ONBOARDING.emailRequired],
    ['the token is missing', { ...newUserSession, token: null }, ONBOARDING.tokenMissing],
  ])('stops when %s', async (_case, session, text) => {
    const user = userEvent.setup();
    renderOnboarding({ session });
    await fillForm(user);
    await user.click(saveButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    [500, ONBOARDING.saveBusinessFailed],
    [401, ONBOARDING.authError],
  ])('shows the save error of a %s answer', async (status, text) => {
    server.use(
      http.post('/api/vendor', () =>
        HttpResponse.json({ statusCode: status, error: 'x', message: 'nope' }, { status }),
      ),
    );
    const user = userEvent.setup();
    renderOnboarding();
    await fillForm(user);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(storedDraft()?.currentStep).toBe('business-info'));
  });
});
