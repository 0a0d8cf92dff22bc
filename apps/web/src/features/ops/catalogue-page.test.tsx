import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONSOLE, PAYOUT } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CataloguePage } from './catalogue-page.tsx';
import { opsProduct, staffSession } from '../../test/ops-data.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Staff and review": the catalogue.

function setup(role: 'reviewer' | 'admin') {
  const patches: unknown[] = [];
  server.use(
    mockRoute(paths.getOpsProducts).reply(() => ({
      data: [
        opsProduct(1, { title: 'Window Cleaning' }),
        opsProduct(2, {
          title: 'Gutters',
          isActive: false,
          prices: [
            {
              id: 20,
              title: 'Two storeys',
              section: 'Home',
              isOutside: true,
              schedulingInterface: null,
              payoutCents: 0,
              priceCents: 0,
            },
          ],
        }),
      ],
    })),
    http.patch('/api/ops/products/:id', async ({ request, params }) => {
      const body = (await request.json()) as { isActive: boolean };
      patches.push({ id: Number(params.id), ...body });
      return HttpResponse.json(opsProduct(Number(params.id), { title: 'Window Cleaning', ...body }));
    }),
  );
  renderWithProviders(<CataloguePage />, {
    route: '/ops/catalogue',
    path: '/ops/catalogue',
    session: staffSession(role),
  });
  return { patches, user: userEvent.setup() };
}

describe('catalogue', () => {
  it('lists products with their prices and whether each is active', async () => {
    setup('admin');
    expect(await screen.findByRole('switch', { name: CONSOLE.activeSwitch('Window Cleaning') })).toBeChecked();
    expect(screen.getByRole('switch', { name: CONSOLE.activeSwitch('Gutters') })).not.toBeChecked();
    expect(screen.getByText(`Home: Two storeys · ${CONSOLE.outside}`)).toBeInTheDocument();
  });

  it('an admin switches a product off', async () => {
    const { user, patches } = setup('admin');
    const toggle = await screen.findByRole('switch', { name: CONSOLE.activeSwitch('Window Cleaning') });
    await user.click(toggle);
    expect(patches).toEqual([{ id: 1, isActive: false }]);
    expect(await screen.findByRole('switch', { name: CONSOLE.activeSwitch('Window Cleaning') })).not.toBeChecked();
  });

  it("an admin switches a service's customer signature on (issue 54 item 22)", async () => {
    const { user, patches } = setup('admin');
    const toggle = await screen.findByRole('switch', { name: CONSOLE.signatureSwitch('Window Cleaning') });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(patches).toEqual([{ id: 1, signatureRequired: true }]);
    expect(await screen.findByRole('switch', { name: CONSOLE.signatureSwitch('Window Cleaning') })).toBeChecked();
  });

  it('a reviewer cannot switch', async () => {
    setup('reviewer');
    expect(await screen.findByRole('switch', { name: CONSOLE.activeSwitch('Gutters') })).toBeDisabled();
    expect(screen.getByRole('switch', { name: CONSOLE.signatureSwitch('Gutters') })).toBeDisabled();
    expect(screen.getByText(CONSOLE.adminOnlyHint)).toBeInTheDocument();
  });

  it("an admin sets a price's pay in dollars; cents are sent", async () => {
    const { user, patches } = setup('admin');
    const field = await screen.findByLabelText(PAYOUT.fieldLabel('Home: Two storeys'));
    expect(field).toHaveValue('0.00');
    await user.clear(field);
    await user.type(field, '1,234.5');
    const form = field.closest('form')!;
    await user.click(within(form).getByRole('button', { name: PAYOUT.saveAmounts }));
    expect(patches).toEqual([{ id: 2, prices: [{ id: 20, payoutCents: 123450, priceCents: 0 }] }]);
  });

  it("an admin sets the customer's price beside the pay; both are sent in cents", async () => {
    const { user, patches } = setup('admin');
    const pay = await screen.findByLabelText(PAYOUT.fieldLabel('Home: Two storeys'));
    const form = pay.closest('form')!;
    const price = within(form).getByLabelText(PAYOUT.priceLabel('Home: Two storeys'));
    expect(price).toHaveValue('0.00');
    await user.clear(price);
    await user.type(price, '60.5');
    await user.click(within(form).getByRole('button', { name: PAYOUT.saveAmounts }));
    expect(patches).toEqual([{ id: 2, prices: [{ id: 20, payoutCents: 0, priceCents: 6050 }] }]);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      PAYOUT.amountsSaved('Home: Two storeys', '$0.00', '$60.50'),
    );
  });

  it('a typed amount that is not dollars is refused beside the field, nothing sent', async () => {
    const { user, patches } = setup('admin');
    const field = await screen.findByLabelText(PAYOUT.fieldLabel('Home: Two storeys'));
    await user.clear(field);
    await user.type(field, '12.345');
    await user.click(within(field.closest('form')!).getByRole('button', { name: PAYOUT.saveAmounts }));
    expect(await screen.findByText(PAYOUT.notDollars)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(PAYOUT.notDollars);
    expect(patches).toEqual([]);
  });

  it("the server's 400 shows beside the field", async () => {
    const { user } = setup('admin');
    server.use(
      http.patch('/api/ops/products/:id', () =>
        HttpResponse.json(
          { statusCode: 400, code: 'validation-error', error: 'Bad Request', message: PAYOUT.tooLarge },
          { status: 400 },
        ),
      ),
    );
    const field = await screen.findByLabelText(PAYOUT.fieldLabel('Home: Two storeys'));
    await user.clear(field);
    await user.type(field, '99999');
    await user.click(within(field.closest('form')!).getByRole('button', { name: PAYOUT.saveAmounts }));
    expect(await screen.findByText(PAYOUT.tooLarge)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(PAYOUT.tooLarge);
  });

  it('a reviewer cannot change pay', async () => {
    setup('reviewer');
    expect(await screen.findByLabelText(PAYOUT.fieldLabel('Home: Two storeys'))).toBeDisabled();
  });

  it("an admin sets a product's late-cancellation and no-show percentages; a bad one is refused beside the field", async () => {
    const { user, patches } = setup('admin');
    const cancellation = (await screen.findAllByLabelText(PAYOUT.cancellationLabel))[1]!;
    const form = cancellation.closest('form')!;
    const noShow = within(form).getByLabelText(PAYOUT.noShowLabel);
    expect([cancellation, noShow].map((f) => (f as HTMLInputElement).value)).toEqual(['50', '50']);
    await user.clear(noShow);
    await user.type(noShow, '101');
    await user.click(within(form).getByRole('button', { name: PAYOUT.savePercents }));
    expect(noShow).toHaveAccessibleDescription(PAYOUT.percentInvalid);
    expect(patches).toEqual([]);
    await user.clear(cancellation);
    await user.type(cancellation, '25');
    await user.clear(noShow);
    await user.type(noShow, '100');
    await user.click(within(form).getByRole('button', { name: PAYOUT.savePercents }));
    expect(patches).toEqual([{ id: 2, cancellationPayoutPercent: 25, noShowPayoutPercent: 100 }]);
  });

  it('a reviewer cannot change the percentages', async () => {
    setup('reviewer');
    for (const field of await screen.findAllByLabelText(PAYOUT.noShowLabel)) expect(field).toBeDisabled();
  });
});
