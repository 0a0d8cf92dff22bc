import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobFit, UnclaimedItem } from '@vendor-portal/contract/appointments';
import type { EligibilityReason, NearbyItem } from '@vendor-portal/contract/eligibility';
import {
  ACCOUNT,
  ACTIONS,
  APPOINTMENTS,
  AVAILABILITY,
  EARNINGS,
  ELIGIBILITY,
  SETUP,
  TRUST,
  WORKING_DAY_FIT,
} from '@vendor-portal/contract/messages';
import { agreementQueryKey } from '../../lib/api/agreement-key.ts';
import { anAppointment } from '../../test/appointment-data.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { CLAIM_BANNER_MS, UnclaimedPage } from './unclaimed-page.tsx';

let nextId = 500;
function anItem(
  overrides: {
    title?: string;
    actualDateTime?: string;
    lines?: Array<{ title: string; quantity: number; isOutside?: boolean }>;
    payoutCents?: number;
    fit?: JobFit;
  } = {},
): UnclaimedItem {
  nextId += 1;
  const property = {
    title: 'Casey Home',
    street1: '1 Elm St',
    street2: 'Unit 2',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    timeZone: 'America/Denver',
  };
  const customer = { firstName: 'Casey', lastName: 'Customer', email: 'casey@example.com', phone: null };
  const lines = overrides.lines ?? [
    { title: 'Exterior Wash', quantity: 1 },
    { title: 'Tire Shine', quantity: 3 },
  ];
  return {
    baseAppointment: { id: nextId + 1000, appointmentLength: 120 },
    appointment: {
      id: nextId,
      appointmentBaseId: nextId + 1000,
      actualDateTime: overrides.actualDateTime ?? '2030-06-02T16:00:00.000Z',
      completedAt: null,
      customer,
      property,
      appointmentDetails: {
        duration: 120,
        products: [
          {
            id: 1,
            title: overrides.title ?? 'Vehicle Detailing',
            prices: lines.map((l, i) => ({
              id: i + 1,
              title: l.title,
              quantity: l.quantity,
              section: null,
              isOutside: l.isOutside ?? false,
              schedulingInterface: null,
              payoutCents: 0,
            })),
          },
        ],
      },
      payoutCents: overrides.payoutCents ?? 0,
    },
    property,
    customer,
    fit: overrides.fit ?? { withinHours: true, conflicts: [] },
  };
}

function mockList(items: UnclaimedItem[]) {
  let list = [...items];
  const claims: number[] = [];
  server.use(
    http.get('/api/appointment/unclaimed', () => HttpResponse.json({ data: list })),
    http.patch('/api/appointment/claim/:id', ({ params }) => {
      claims.push(Number(params.id));
      list = list.filter((i) => i.appointment.id !== Number(params.id));
      return HttpResponse.json({ data: {} });
    }),
  );
  return claims;
}

const card = (text: string) => screen.getByText(text).closest('section')!;

afterEach(() => vi.useRealTimers());

describe('Unclaimed appointments (docs/product-spec.md §2)', () => {
  it('shows one card per appointment with every field', async () => {
    mockList([
      anItem(),
      anItem({
        title: 'Pressure Washing',
        lines: [{ title: 'Driveway', quantity: 1, isOutside: true }],
        actualDateTime: '2030-06-03T16:00:00Z',
      }),
    ]);
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    expect(screen.getByRole('heading', { level: 1, name: APPOINTMENTS.unclaimedTitle })).toBeInTheDocument();
    const detailing = within(await screen.findByText('Vehicle Detailing').then((el) => el.closest('section')!));
    expect(detailing.getByText('Jun 2, 2030, 10:00 AM')).toBeInTheDocument();
    expect(detailing.getByText('120 min')).toBeInTheDocument();
    expect(detailing.getByText('Casey Home')).toBeInTheDocument();
    expect(detailing.getByText('1 Elm St, Unit 2')).toBeInTheDocument();
    expect(detailing.getByText('Denver, CO 80202')).toBeInTheDocument();
    expect(detailing.getByText('Casey Customer')).toBeInTheDocument();
    expect(detailing.getByText('casey@example.com')).toBeInTheDocument();
    expect(detailing.getByText('Exterior Wash')).toHaveTextContent(/^Exterior Wash$/);
    expect(detailing.getByText('Tire Shine')).toHaveTextContent('Tire Shine x 3');
    expect(detailing.getByRole('button', { name: 'Claim This Appointment' })).toBeInTheDocument();
    // Every price outside: the date-only format.
    expect(within(card('Pressure Washing')).getByText('Jun 3, 2030')).toBeInTheDocument();
  });

  it('sorts by pay when the vendor asks, soonest first otherwise (issue 29)', async () => {
    mockList([
      anItem({ title: 'Soon Wash', payoutCents: 4500, actualDateTime: '2030-06-02T16:00:00Z' }),
      anItem({ title: 'Later Coating', payoutCents: 32000, actualDateTime: '2030-06-05T16:00:00Z' }),
      anItem({ title: 'Middle Clean', payoutCents: 9000, actualDateTime: '2030-06-03T16:00:00Z' }),
    ]);
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await screen.findByText('Soon Wash');
    expect(titles()).toEqual(['Soon Wash', 'Later Coating', 'Middle Clean']);
    expect(within(card('Later Coating')).getByText(/\$320\.00/)).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText(EARNINGS.sortLabel), EARNINGS.sortByPay);
    expect(titles()).toEqual(['Later Coating', 'Middle Clean', 'Soon Wash']);
  });

  it('says whether each job fits the vendor’s day and names a clash, linking to it (issue 31)', async () => {
    const mine = anAppointment({ actualDateTime: '2030-06-02T15:30:00.000Z' });
    mockList([
      anItem({ title: 'Fitting Wash' }),
      anItem({
        title: 'Late Coating',
        actualDateTime: '2030-06-03T03:00:00Z',
        fit: { withinHours: false, conflicts: [] },
      }),
      anItem({ title: 'Clashing Clean', fit: { withinHours: true, conflicts: [mine.id] } }),
    ]);
    server.use(http.get('/api/appointment', () => HttpResponse.json({ data: [mine] })));
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    await screen.findByText('Fitting Wash');
    expect(within(card('Fitting Wash')).getByText(AVAILABILITY.fitWithin)).toBeInTheDocument();
    expect(within(card('Late Coating')).getByText(AVAILABILITY.fitOutside)).toBeInTheDocument();
    const clashing = within(card('Clashing Clean'));
    expect(clashing.getByText(WORKING_DAY_FIT.clashesWith(1))).toBeInTheDocument();
    const link = await clashing.findByRole('link', { name: 'Vehicle Detailing, Jun 2, 2030, 9:30 AM' });
    expect(link).toHaveAttribute('href', `/appointments/${mine.id}`);

    // Only the jobs that fit: within the hours and without a clash.
    await userEvent
      .setup()
      .selectOptions(screen.getByLabelText(WORKING_DAY_FIT.fitFilterLabel), WORKING_DAY_FIT.fitFilterFits);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Fitting Wash']);
  });

  it('asks before claiming a job that clashes, naming the clash; keeping looking claims nothing', async () => {
    const mine = anAppointment({ actualDateTime: '2030-06-02T15:30:00.000Z' });
    const item = anItem({ title: 'Clashing Clean', fit: { withinHours: true, conflicts: [mine.id] } });
    const claims = mockList([item]);
    server.use(http.get('/api/appointment', () => HttpResponse.json({ data: [mine] })));
    const user = userEvent.setup();
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    const clashing = within(await screen.findByText('Clashing Clean').then((el) => el.closest('section')!));
    await clashing.findByRole('link', { name: 'Vehicle Detailing, Jun 2, 2030, 9:30 AM' });
    await user.click(clashing.getByRole('button', { name: APPOINTMENTS.claim }));
    const dialog = await screen.findByRole('dialog', { name: WORKING_DAY_FIT.claimClashTitle });
    expect(dialog).toHaveTextContent(WORKING_DAY_FIT.claimClashText('Vehicle Detailing, Jun 2, 2030, 9:30 AM'));
    await user.click(within(dialog).getByRole('button', { name: WORKING_DAY_FIT.claimClashCancel }));
    expect(claims).toEqual([]);
    await user.click(clashing.getByRole('button', { name: APPOINTMENTS.claim }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: WORKING_DAY_FIT.claimClashConfirm }),
    );
    await waitFor(() => expect(claims).toEqual([item.appointment.id]));
  });

  it('a claim tapped before the vendor’s own jobs have loaded names the clash by its number, then by its job', async () => {
    const mine = anAppointment({ actualDateTime: '2030-06-02T15:30:00.000Z' });
    mockList([anItem({ title: 'Clashing Clean', fit: { withinHours: true, conflicts: [mine.id] } })]);
    // The vendor's jobs answer only when the test lets them (a slow phone under load).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/appointment', async () => {
        await answered;
        return HttpResponse.json({ data: [mine] });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    const clashing = within(await screen.findByText('Clashing Clean').then((el) => el.closest('section')!));
    await user.click(clashing.getByRole('button', { name: APPOINTMENTS.claim }));
    const dialog = await screen.findByRole('dialog', { name: WORKING_DAY_FIT.claimClashTitle });
    expect(dialog).toHaveTextContent(WORKING_DAY_FIT.claimClashText(WORKING_DAY_FIT.clashFallback(mine.id)));
    answer();
    await waitFor(() =>
      expect(dialog).toHaveTextContent(WORKING_DAY_FIT.claimClashText('Vehicle Detailing, Jun 2, 2030, 9:30 AM')),
    );
  });

  it('shows the empty text', async () => {
    mockList([]);
    renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByText(APPOINTMENTS.unclaimedEmpty)).toBeInTheDocument();
  });

  it('claims an appointment: the card stays in place, marked claimed, and a green banner shows for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const item = anItem();
    const claims = mockList([item, anItem({ title: 'Pressure Washing' })]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<UnclaimedPage />);
    const vehicle = await screen.findByText('Vehicle Detailing');
    expect(screen.getByTestId('claim-toast-region')).toBeEmptyDOMElement();
    await user.click(
      within(vehicle.closest('section')!).getByRole('button', {
        name: 'Claim This Appointment',
      }),
    );
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(APPOINTMENTS.claimSuccess);
    expect(banner).toHaveClass('bg-green-50');
    // Over the page, in a live region that was there before it (announced), never in the list's flow.
    const region = screen.getByTestId('claim-toast-region');
    expect(region).toContainElement(banner);
    expect(region).toHaveClass('fixed');
    // At the foot of the screen: at the top it covered the page's heading on a phone (issue 28).
    expect(region).toHaveClass('bottom-4');
    expect(region).not.toHaveClass('top-16');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(claims).toEqual([item.appointment.id]);
    // Issue 28: nothing moves under the finger; the claimed card keeps its place until the vendor leaves.
    const claimed = within(vehicle.closest('section')!);
    await waitFor(() => expect(claimed.getByText(APPOINTMENTS.claimedMarker)).toBeInTheDocument());
    expect(claimed.queryByRole('button')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CLAIM_BANNER_MS - 200));
    expect(screen.getByText(APPOINTMENTS.claimSuccess)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText(APPOINTMENTS.claimSuccess)).not.toBeInTheDocument();
    expect(CLAIM_BANNER_MS).toBe(5000);
  });

  it('a second tap of the same gesture lands on the claimed card, never on the next card (issue 28)', async () => {
    const first = anItem();
    const second = anItem({ title: 'Pressure Washing' });
    const claims = mockList([first, second]);
    const { queryClient } = renderWithProviders(<UnclaimedPage />);
    const user = userEvent.setup();
    await screen.findByText('Vehicle Detailing');
    const cards = () => screen.getAllByRole('listitem').filter((li) => li.querySelector('section'));
    const button = within(cards()[0]!).getByRole('button', { name: APPOINTMENTS.claim });
    await user.click(button);
    const marker = await within(cards()[0]!).findByText(APPOINTMENTS.claimedMarker);
    // The server's list no longer has it (read again, as the live stream does): the card stays all the same.
    await queryClient.refetchQueries({ queryKey: ['appointment', 'unclaimed'] });
    expect(cards()).toHaveLength(2);
    expect(within(cards()[0]!).getByText('Vehicle Detailing')).toBeInTheDocument();
    expect(cards()[0]).toContainElement(marker);
    // The second tap, where the first one was: nothing is claimed.
    await user.click(marker);
    expect(claims).toEqual([first.appointment.id]);
    expect(within(cards()[1]!).getByRole('button', { name: APPOINTMENTS.claim })).toBeEnabled();
  });

  it("a card claimed by someone else a moment ago shows the server's 409 message and leaves the list", async () => {
    const item = anItem();
    mockList([item]);
    server.use(
      http.patch('/api/appointment/claim/:id', () =>
        HttpResponse.json({ statusCode: 409, message: APPOINTMENTS.alreadyClaimed }, { status: 409 }),
      ),
    );
    renderWithProviders(<UnclaimedPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim This Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error claiming appointment: ${APPOINTMENTS.alreadyClaimed}`,
    );
    expect(screen.queryByText('Vehicle Detailing')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("other claim failures show 'Error claiming appointment: {message}' and keep the card", async () => {
    mockList([anItem()]);
    server.use(http.patch('/api/appointment/claim/:id', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<UnclaimedPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim This Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error claiming appointment: Request failed with status 500',
    );
    expect(screen.getByText('Vehicle Detailing')).toBeInTheDocument();
  });

  it('a claim that cannot reach the server says so in words, and keeps the card', async () => {
    mockList([anItem()]);
    server.use(http.patch('/api/appointment/claim/:id', () => HttpResponse.error()));
    renderWithProviders(<UnclaimedPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim This Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error claiming appointment: ${ACTIONS.networkUnreachable}`,
    );
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(screen.getByText('Vehicle Detailing')).toBeInTheDocument();
  });

  it("load failures show the server's message, else the SPEC's fallback", async () => {
    server.use(
      http.get('/api/appointment/unclaimed', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 })),
    );
    renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });

  it("a failure without a message shows 'Failed to load unclaimed appointments.'", async () => {
    server.use(http.get('/api/appointment/unclaimed', () => new HttpResponse(null, { status: 502 })));
    renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(APPOINTMENTS.unclaimedLoadFailed);
  });

  it('a network failure shows the transport message', async () => {
    server.use(http.get('/api/appointment/unclaimed', () => HttpResponse.error()));
    renderWithProviders(<UnclaimedPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACTIONS.networkUnreachable);
    expect(alert).not.toHaveTextContent(APPOINTMENTS.unclaimedLoadFailed);
  });

  it('a 401 or no token shows the authentication text', async () => {
    server.use(
      http.get('/api/appointment/unclaimed', () =>
        HttpResponse.json({ message: 'Authentication required.' }, { status: 401 }),
      ),
    );
    const { unmount } = renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(APPOINTMENTS.unclaimedAuthRequired);
    unmount();
    renderWithProviders(<UnclaimedPage />, { session: { token: null } });
    expect(screen.getByRole('alert')).toHaveTextContent(APPOINTMENTS.unclaimedAuthRequired);
  });

  it('claiming after the token is gone asks for authentication and sends nothing', async () => {
    const claims = mockList([anItem()]);
    const { store } = renderWithProviders(<UnclaimedPage />);
    const button = await screen.findByRole('button', { name: 'Claim This Appointment' });
    act(() => (store as unknown as { set(patch: { token: null }): void }).set({ token: null }));
    await userEvent.click(button);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(APPOINTMENTS.claimAuthRequired);
    expect(claims).toEqual([]);
  });

  it("shows 'Loading unclaimed appointments...' while loading", async () => {
    server.use(http.get('/api/appointment/unclaimed', () => new Promise(() => {})));
    renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByText(APPOINTMENTS.loadingUnclaimed)).toBeInTheDocument();
  });
});

/** What the server sends a vendor that may not claim: customer data blanked (docs/architecture.md "Who may claim"). */
function redacted(item: UnclaimedItem): UnclaimedItem {
  const customer = { firstName: '', lastName: '', email: null, phone: null };
  const property = { ...item.property, title: '', street1: '', street2: null };
  return { ...item, customer, property, appointment: { ...item.appointment, customer, property } };
}

const REASONS = {
  agreement: { code: 'agreement-required', message: ELIGIBILITY.agreementRequired },
  email: { code: 'email-unverified', message: ELIGIBILITY.emailUnverified },
  pending: { code: 'vendor-pending-review', message: ELIGIBILITY.vendorPendingReview('Nov 23, 2026') },
  rejected: { code: 'vendor-rejected', message: ELIGIBILITY.vendorRejected },
  service: { code: 'service-not-offered', message: ELIGIBILITY.noServiceOffered },
  document: { code: 'document-expired', message: ELIGIBILITY.documentExpired },
} satisfies Record<string, EligibilityReason>;

function mockRefused(reasons: EligibilityReason[], items = [redacted(anItem())], nearby: NearbyItem[] = []) {
  server.use(
    http.get('/api/appointment/unclaimed', () =>
      HttpResponse.json({ data: items, eligibility: { canClaim: false, reasons }, nearby }),
    ),
  );
}

const panel = () => screen.findByRole('region', { name: TRUST.panelTitle });

describe('Unclaimed: why the vendor may not claim (docs/architecture.md "Who may claim")', () => {
  it('names every reason in one panel above the list; cards show no customer data and no Claim button', async () => {
    mockRefused(Object.values(REASONS));
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    const box = within(await panel());
    expect(
      box.getByText('Your vendor profile is under review since Nov 23, 2026. You can claim jobs once it is approved.'),
    ).toBeInTheDocument();
    expect(box.getByText('Please accept the current vendor agreement to continue.')).toBeInTheDocument();
    expect(
      box.getByText('Please verify your email address before claiming jobs. Check your inbox for the link.'),
    ).toBeInTheDocument();
    expect(box.getByText('Your vendor profile was not approved, so you cannot claim jobs.')).toBeInTheDocument();
    expect(
      box.getByText('You do not offer any service in any zip code yet. Add a service to claim jobs.'),
    ).toBeInTheDocument();
    expect(
      box.getByText('One of your business documents has expired. Upload a current one to claim jobs.'),
    ).toBeInTheDocument();
    expect(box.getByRole('link', { name: 'Add a service' })).toHaveAttribute('href', '/services');
    expect(box.getByRole('link', { name: 'Update your documents' })).toHaveAttribute('href', '/account');
    expect(box.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Review and Accept the Agreement' })).toBeInTheDocument();
    // The panel comes before the list.
    const job = card('Vehicle Detailing');
    expect(screen.getByRole('region', { name: TRUST.panelTitle }).compareDocumentPosition(job)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const jobCard = within(job);
    expect(jobCard.getByText('Jun 2, 2030, 10:00 AM')).toBeInTheDocument();
    expect(jobCard.getByText('120 min')).toBeInTheDocument();
    expect(jobCard.getByText('Denver, CO 80202')).toBeInTheDocument();
    expect(jobCard.queryByRole('button')).not.toBeInTheDocument();
    expect(jobCard.queryByText('Casey Customer')).not.toBeInTheDocument();
    expect(jobCard.queryByText(APPOINTMENTS.notAvailable)).not.toBeInTheDocument();
    // Blank fields leave no empty lines behind.
    for (const line of job.querySelectorAll('address span')) expect(line.textContent?.trim()).not.toBe('');
    expect(screen.queryByRole('button', { name: 'Claim This Appointment' })).not.toBeInTheDocument();
  });

  it("a vendor not approved reads the reviewer's reason and where to fix it, no 'contact support' (issue 28)", async () => {
    const reason = 'Please add your Business License for Denver.';
    mockRefused([REASONS.rejected]);
    server.use(
      http.get('/api/vendor', () => HttpResponse.json({ ...testVendor, reviewStatus: 'rejected', reviewNote: reason })),
    );
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    const box = within(await panel());
    expect(await box.findByText(ACCOUNT.reviewReason(reason))).toBeInTheDocument();
    expect(box.getByRole('link', { name: SETUP.seeWhatToFix })).toHaveAttribute('href', '/account');
    expect(box.queryByText(/contact support/i)).not.toBeInTheDocument();
  });

  it('a vendor that may claim sees no panel', async () => {
    server.use(
      http.get('/api/appointment/unclaimed', () =>
        HttpResponse.json({ data: [anItem()], eligibility: { canClaim: true, reasons: [] }, nearby: [] }),
      ),
    );
    renderWithProviders(<UnclaimedPage />);
    expect(await screen.findByRole('button', { name: 'Claim This Appointment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TRUST.panelTitle })).not.toBeInTheDocument();
  });

  it("resends the verification email: a success text, or the server's message when asked too often", async () => {
    mockRefused([REASONS.email]);
    let calls = 0;
    server.use(
      http.post('/auth/email-verification', ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer test-token');
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 202 })
          : HttpResponse.json(
              { statusCode: 429, code: 'too-many-requests', message: 'Too many requests. Try again later.' },
              { status: 429 },
            );
      }),
    );
    renderWithProviders(<UnclaimedPage />);
    const box = within(await panel());
    await userEvent.click(box.getByRole('button', { name: 'Resend verification email' }));
    expect(await box.findByRole('status')).toHaveTextContent('Verification email sent. Check your inbox for the link.');
    await userEvent.click(box.getByRole('button', { name: 'Resend verification email' }));
    expect(await box.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
    expect(calls).toBe(2);
  });

  it('the agreement action re-checks the agreement, which brings its gate back', async () => {
    mockRefused([REASONS.agreement]);
    const { queryClient } = renderWithProviders(<UnclaimedPage />);
    queryClient.setQueryData(agreementQueryKey, { required: false });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Review and Accept the Agreement' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: agreementQueryKey });
    expect(queryClient.getQueryState(agreementQueryKey)?.isInvalidated).toBe(true);
  });

  it('shows nearby jobs that need another service, with the product to add', async () => {
    mockRefused(
      [REASONS.service],
      [],
      [
        {
          appointmentId: 900,
          actualDateTime: '2030-06-02T16:00:00.000Z',
          appointmentLength: 90,
          city: 'Denver',
          zipCode: '80203',
          timeZone: 'America/Denver',
          schedulingKind: 'datetime',
          products: [{ id: 2, title: 'Window Cleaning' }],
          missingProducts: [{ id: 2, title: 'Window Cleaning' }],
          payoutCents: 6250,
        },
      ],
    );
    renderWithProviders(<UnclaimedPage />);
    const nearby = within(await screen.findByRole('region', { name: 'Jobs nearby that need another service' }));
    expect(nearby.getByText('Jun 2, 2030, 10:00 AM')).toBeInTheDocument();
    // Denver's abbreviation beside it unless the browser is in Denver too.
    const denver = Intl.DateTimeFormat().resolvedOptions().timeZone === 'America/Denver';
    expect(nearby.queryByText('MDT') !== null).toBe(!denver);
    expect(nearby.getByText('90 min')).toBeInTheDocument();
    expect(nearby.getByText('Denver, 80203')).toBeInTheDocument();
    expect(nearby.getByText(EARNINGS.payLine('$62.50'))).toBeInTheDocument();
    expect(nearby.getByText('Needs: Window Cleaning')).toBeInTheDocument();
    expect(nearby.getByRole('link', { name: 'Add Window Cleaning' })).toHaveAttribute('href', '/services');
    expect(nearby.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a date-only nearby job shows its day alone, never its hidden time (issue 54 item 13)', async () => {
    mockRefused(
      [REASONS.service],
      [],
      [
        {
          appointmentId: 901,
          actualDateTime: '2030-06-02T16:00:00.000Z',
          appointmentLength: 90,
          city: 'Denver',
          zipCode: '80203',
          timeZone: 'America/Denver',
          schedulingKind: 'date',
          products: [{ id: 2, title: 'Window Cleaning' }],
          missingProducts: [{ id: 2, title: 'Window Cleaning' }],
        },
      ],
    );
    renderWithProviders(<UnclaimedPage />);
    const nearby = within(await screen.findByRole('region', { name: 'Jobs nearby that need another service' }));
    expect(nearby.getByText('Jun 2, 2030')).toBeInTheDocument();
    expect(nearby.queryByText(/10:00 AM/)).toBeNull();
  });

  it("a job in another zone than the browser's shows that zone's abbreviation beside its time", async () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const away = browser === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
    const abbreviation = (zone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
        .formatToParts(new Date('2030-06-02T16:00:00.000Z'))
        .find((p) => p.type === 'timeZoneName')!.value;
    const job = anItem({ title: 'Window Cleaning' });
    const property = { ...job.property, timeZone: away };
    const home = anItem({ title: 'House Cleaning' });
    const homeProperty = { ...home.property, timeZone: browser };
    mockList([
      { ...job, property, appointment: { ...job.appointment, property } },
      { ...home, property: homeProperty, appointment: { ...home.appointment, property: homeProperty } },
    ]);
    renderWithProviders(<UnclaimedPage />);
    const awayCard = within(await screen.findByText('Window Cleaning').then((el) => el.closest('section')!));
    expect(awayCard.getByText(abbreviation(away))).toBeInTheDocument();
    expect(awayCard.getByText(abbreviation(away)).previousSibling).toHaveTextContent(/^Jun 3, 2030|^Jun 2, 2030/);
    // In the browser's own zone the time stands alone.
    const homeCard = within(card('House Cleaning'));
    expect(homeCard.queryByText(abbreviation(browser))).not.toBeInTheDocument();
  });

  it("a claim refused meanwhile (403) shows the server's message and reloads the list, which says why", async () => {
    let refused = false;
    const item = anItem();
    server.use(
      http.get('/api/appointment/unclaimed', () =>
        refused
          ? HttpResponse.json({
              data: [redacted(item)],
              eligibility: { canClaim: false, reasons: [REASONS.pending] },
              nearby: [],
            })
          : HttpResponse.json({ data: [item], eligibility: { canClaim: true, reasons: [] }, nearby: [] }),
      ),
      http.patch('/api/appointment/claim/:id', () => {
        refused = true;
        return HttpResponse.json(
          { statusCode: 403, code: 'vendor-pending-review', message: REASONS.pending.message },
          { status: 403 },
        );
      }),
    );
    renderWithProviders(<UnclaimedPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim This Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error claiming appointment: Your vendor profile is under review since Nov 23, 2026.',
    );
    expect(within(await panel()).getByText(REASONS.pending.message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim This Appointment' })).not.toBeInTheDocument();
  });
});

describe('a job offered to the company alone (docs/architecture.md "Availability and dispatch")', () => {
  it('shows it first, even sorted by pay, with the time left, and declines it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-01T16:00:00Z') });
    const offered = {
      ...anItem({ title: 'Offered Wash', payoutCents: 100 }),
      offer: { expiresAt: '2030-06-01T17:30:00Z' },
    };
    let declined: number | null = null;
    mockList([anItem({ title: 'Open Coating', payoutCents: 90000 }), offered]);
    server.use(
      http.patch('/api/appointment/decline/:id', ({ params }) => {
        declined = Number(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<UnclaimedPage />, { route: '/unclaimed', path: '/unclaimed' });
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await screen.findByText('Offered Wash');
    const mine = within(card('Offered Wash'));
    expect(mine.getByText(AVAILABILITY.offered)).toBeInTheDocument();
    // Issue 54 item 21: the deadline as a clock time (Denver, the company's zone) beside the countdown.
    await waitFor(() =>
      expect(mine.getByTestId('offer-line')).toHaveTextContent(
        `${AVAILABILITY.offerLeftHours(1, 30)} · ${AVAILABILITY.offerUntil('11:30 AM')}`,
      ),
    );
    expect(within(card('Open Coating')).queryByText(AVAILABILITY.offered)).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText(EARNINGS.sortLabel), EARNINGS.sortByPay);
    expect(titles()[0]).toBe('Offered Wash');
    await userEvent.setup().click(mine.getByRole('button', { name: AVAILABILITY.decline }));
    await waitFor(() => expect(declined).toBe(offered.appointment.id));
  });
});
