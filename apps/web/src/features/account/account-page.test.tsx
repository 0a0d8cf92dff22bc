import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, AUTH } from '@vendor-portal/contract/messages';
import type { Vendor } from '@vendor-portal/contract/vendor';
import { server } from '../../test/msw-server.ts';
import { vendorQueryOptions } from '../../lib/api/get-vendor.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { AccountPage } from './account-page.tsx';
import { ProfileCard } from './profile-card.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/product-spec.md §2 Account: the Company Profile card, and the page around it (§8 texts verbatim).

function mockProfile(vendor: Vendor = testVendor) {
  server.use(
    mockRoute(paths.getVendor).reply(() => vendor),
    mockRoute(paths.getVendorFiles).reply(() => []),
    mockRoute(paths.getCalendarFeed).reply(() => ({ feed: null })),
  );
}

describe('AccountPage', () => {
  it("says 'Please sign in to view your account.' without a token, and loads nothing", () => {
    renderWithProviders(<AccountPage />, { session: { status: 'signOut', token: null, vendorId: null } });
    expect(screen.getByText(ACCOUNT.signInRequired)).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT.profileTitle)).not.toBeInTheDocument();
  });

  it("shows 'Loading company profile...' then the profile's fields", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/vendor', async () => {
        await gate;
        return HttpResponse.json({ ...testVendor, street2: 'Unit 5' });
      }),
      mockRoute(paths.getVendorFiles).reply(() => []),
    );
    renderWithProviders(<AccountPage />);
    expect(screen.getByText(ACCOUNT.loadingProfile)).toBeInTheDocument();
    release();
    const card = (await screen.findByText(ACCOUNT.profileTitle)).closest('section')!;
    await within(card).findByText(testVendor.title);
    for (const [field, label] of Object.entries(ACCOUNT.profileLabels)) {
      const term = within(card).getByText(label);
      expect(term.nextElementSibling).toHaveTextContent(
        field === 'street2' ? 'Unit 5' : String(testVendor[field as keyof Vendor]),
      );
    }
  });

  it("shows 'Failed to load company profile.' when the profile cannot be loaded", async () => {
    server.use(
      http.get('/api/vendor', () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'boom' }, { status: 500 }),
      ),
      mockRoute(paths.getVendorFiles).reply(() => []),
    );
    renderWithProviders(<AccountPage />);
    expect(await screen.findByText(ACCOUNT.profileLoadFailed)).toBeInTheDocument();
  });

  it('edits and saves only the changed fields, then the cached vendor is the saved one', async () => {
    mockProfile();
    let sent: unknown;
    server.use(
      http.patch('/api/vendor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...testVendor, title: 'Rocky Mountain Shine' });
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<AccountPage />);
    await user.click(await screen.findByRole('button', { name: ACCOUNT.edit }));
    const title = screen.getByLabelText(ACCOUNT.profileLabels.title);
    expect(title).toHaveValue(testVendor.title);
    expect(screen.getByLabelText(/Street 2/)).toHaveValue('');
    // What a browser may fill each field with, beside the field list (VENDOR_FIELD_AUTOCOMPLETE).
    expect(title).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByLabelText(ACCOUNT.profileLabels.zipCode)).toHaveAttribute('autocomplete', 'postal-code');
    await user.clear(title);
    await user.type(title, 'Rocky Mountain Shine');
    await user.click(screen.getByRole('button', { name: ACCOUNT.save }));
    expect(await screen.findByText('Rocky Mountain Shine')).toBeInTheDocument();
    expect(sent).toEqual({ title: 'Rocky Mountain Shine' });
    expect(queryClient.getQueryData<Vendor>(vendorQueryOptions().queryKey)?.title).toBe('Rocky Mountain Shine');
    expect(screen.queryByRole('button', { name: ACCOUNT.save })).not.toBeInTheDocument();
  });

  it('Cancel leaves the profile as it was, without a call', async () => {
    mockProfile();
    server.use(http.patch('/api/vendor', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />);
    await user.click(await screen.findByRole('button', { name: ACCOUNT.edit }));
    await user.type(screen.getByLabelText(ACCOUNT.profileLabels.city), 'ville');
    await user.click(screen.getByRole('button', { name: ACCOUNT.cancel }));
    expect(screen.getByText(testVendor.city)).toBeInTheDocument();
    expect(screen.queryByText(`${testVendor.city}ville`)).not.toBeInTheDocument();
  });

  it('checks the fields with the server rules before saving', async () => {
    mockProfile();
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />);
    await user.click(await screen.findByRole('button', { name: ACCOUNT.edit }));
    await user.clear(screen.getByLabelText(ACCOUNT.profileLabels.title));
    await user.clear(screen.getByLabelText(ACCOUNT.profileLabels.zipCode));
    await user.type(screen.getByLabelText(ACCOUNT.profileLabels.zipCode), '12');
    await user.click(screen.getByRole('button', { name: ACCOUNT.save }));
    expect(await screen.findByText(AUTH.companyNameRequired)).toBeInTheDocument();
    // A value that is wrong says what is wrong with it, not that the field is required.
    expect(screen.getByText(ACCOUNT.zipInvalid)).toBeInTheDocument();
    expect(screen.queryByText(AUTH.zipcodeRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText(ACCOUNT.profileLabels.title)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Update failed: {message}' with the server's message, and stays in edit mode", async () => {
    mockProfile();
    server.use(
      http.patch('/api/vendor', () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: AUTH.vendorExists }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />);
    await user.click(await screen.findByRole('button', { name: ACCOUNT.edit }));
    await user.type(screen.getByLabelText(ACCOUNT.profileLabels.title), ' Two');
    await user.click(screen.getByRole('button', { name: ACCOUNT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT.updateFailed(AUTH.vendorExists));
    expect(screen.getByRole('button', { name: ACCOUNT.save })).toBeInTheDocument();
  });

  it.each([
    ['pending', ACCOUNT.reviewPending],
    ['approved', ACCOUNT.reviewApproved],
    ['rejected', ACCOUNT.reviewRejected],
  ] as const)('tells the vendor their documents review is %s', async (reviewStatus, text) => {
    mockProfile({ ...testVendor, reviewStatus });
    renderWithProviders(<AccountPage />);
    await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
  });
});

describe('ProfileCard', () => {
  it("says 'Authentication error or missing data. Cannot save.' when the token is gone", async () => {
    const user = userEvent.setup();
    const profile = { isPending: false, data: testVendor } as UseQueryResult<Vendor | null>;
    renderWithProviders(<ProfileCard profile={profile} />, { session: { token: null } });
    await user.click(screen.getByRole('button', { name: ACCOUNT.edit }));
    await user.clear(screen.getByLabelText(ACCOUNT.profileLabels.city));
    await user.type(screen.getByLabelText(ACCOUNT.profileLabels.city), 'Boulder');
    await user.click(screen.getByRole('button', { name: ACCOUNT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT.cannotSave);
  });
});
