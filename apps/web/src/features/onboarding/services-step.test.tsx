import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ONBOARDING, SERVICES } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderOnboarding, stepHeading, storedDraft } from '../../test/render-onboarding.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

const PRODUCTS = [
  { id: 1, title: 'Vehicle Detailing', isActive: true },
  { id: 2, title: 'Pressure Washing', isActive: true },
];
const atServices = { currentStep: 'services' as const, completedSteps: ['business-info' as const] };

function catalogue() {
  let query = '';
  server.use(
    http.get('/api/product', ({ request }) => {
      query = new URL(request.url).search;
      return HttpResponse.json({ data: PRODUCTS });
    }),
  );
  return () => query;
}

async function setup(draft = {}) {
  const productQuery = catalogue();
  const user = userEvent.setup();
  renderOnboarding({ draft: { ...atServices, ...draft } });
  await screen.findByRole('checkbox', { name: 'Vehicle Detailing' });
  const addZips = async (text: string) => {
    const input = screen.getByLabelText(SERVICES.zipCodesLabel);
    await user.clear(input);
    if (text) await user.type(input, text);
    await user.click(screen.getByRole('button', { name: ONBOARDING.addZipCodes }));
  };
  const chips = () =>
    within(screen.queryByRole('list', { name: SERVICES.zipChipsLabel }) ?? document.createElement('ul'))
      .queryAllByRole('listitem')
      .map((li) => li.textContent);
  return { user, addZips, chips, productQuery };
}

const save = () => screen.getByRole('button', { name: 'Save and Continue' });

describe('Services step (docs/product-spec.md §2, §5, §8)', () => {
  it('offers the active catalogue', async () => {
    const { productQuery } = await setup();
    expect(productQuery()).toBe('?isActive=true');
    expect(screen.getByRole('checkbox', { name: 'Pressure Washing' })).not.toBeChecked();
  });

  it('needs a selected service before zip codes, and some input', async () => {
    const { user, addZips } = await setup();
    await addZips('80202');
    expect(screen.getByText(ONBOARDING.selectServiceFirst)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vehicle Detailing' }));
    expect(screen.queryByText(ONBOARDING.selectServiceFirst)).not.toBeInTheDocument(); // fixed: it goes
    await addZips(' , ');
    expect(screen.getByText(ONBOARDING.enterZip)).toBeInTheDocument();
  });

  it('adds the good zips of a pasted list and names the bad ones, refuses duplicates, and notes a partial add', async () => {
    const { user, addZips, chips } = await setup();
    await user.click(screen.getByRole('checkbox', { name: 'Vehicle Detailing' }));
    await addZips('8020, abcde, 80202');
    expect(screen.getByText(ONBOARDING.invalidZips('8020, abcde'))).toBeInTheDocument();
    // Issue 28 item 10: the good zip is added; the bad ones stay in the field to be corrected.
    expect(chips()).toEqual(['80202']);
    expect(screen.getByLabelText(SERVICES.zipCodesLabel)).toHaveValue('8020, abcde');
    await addZips('80203, 80202');
    expect(chips()).toEqual(['80202', '80203']);
    await addZips('80202, 80203');
    expect(screen.getByText(ONBOARDING.duplicateZips('80202, 80203'))).toBeInTheDocument();
    await addZips('80202, 80210');
    expect(screen.getByText(ONBOARDING.partialZips(1, 1))).toBeInTheDocument();
    expect(chips()).toEqual(['80202', '80203', '80210']);
  });

  it('applies zip codes to all selected services and gives a newly selected one the union', async () => {
    const { user, addZips } = await setup();
    await user.click(screen.getByRole('checkbox', { name: 'Vehicle Detailing' }));
    await addZips('80202, 80203');
    await user.click(screen.getByRole('checkbox', { name: 'Pressure Washing' }));
    expect(storedDraft()?.zipCodesByProduct).toEqual({ 1: ['80202', '80203'], 2: ['80202', '80203'] });
    await addZips('80210');
    expect(storedDraft()?.zipCodesByProduct).toEqual({
      1: ['80202', '80203', '80210'],
      2: ['80202', '80203', '80210'],
    });
    await user.click(screen.getByRole('button', { name: 'Remove 80203' }));
    expect(storedDraft()?.zipCodesByProduct).toEqual({ 1: ['80202', '80210'], 2: ['80202', '80210'] });
  });

  it('needs a service and zip codes to continue, and each message goes once its condition is fixed', async () => {
    const { user, addZips } = await setup();
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent(ONBOARDING.selectAtLeastOneService);
    await user.click(screen.getByRole('checkbox', { name: 'Vehicle Detailing' }));
    // Ticking a service fixes the first condition at once; the next one shows.
    expect(screen.queryByText(ONBOARDING.selectAtLeastOneService)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Pressure Washing' }));
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent(ONBOARDING.addZipForServices);
    await addZips('80202');
    expect(screen.queryByText(ONBOARDING.addZipForServices)).not.toBeInTheDocument();
  });

  it('creates vendor products and their zip codes, then moves to Hours', async () => {
    const products: unknown[] = [];
    const zips: unknown[] = [];
    server.use(
      mockRoute(paths.getZipcode).reply(() => []),
      http.post('/api/vendorProduct', async ({ request }) => {
        const body = (await request.json()) as { productId: number };
        products.push(body);
        return HttpResponse.json({ id: 100 + body.productId, productId: body.productId }, { status: 201 });
      }),
      http.post('/api/zipcode', async ({ request }) => {
        zips.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = await setup({
      selectedProducts: [1, 2],
      zipCodesByProduct: { 1: ['80202', '80203'], 2: ['80202', '80203'] },
    });
    await user.click(save());
    expect(await stepHeading('Business Hours')).toBeInTheDocument();
    expect(products).toEqual([{ productId: 1 }, { productId: 2 }]);
    expect(zips).toEqual(
      expect.arrayContaining([
        { vendorProductId: 101, zipCode: '80202' },
        { vendorProductId: 101, zipCode: '80203' },
        { vendorProductId: 102, zipCode: '80202' },
        { vendorProductId: 102, zipCode: '80203' },
      ]),
    );
    expect(zips).toHaveLength(4);
    expect(storedDraft()).toMatchObject({ currentStep: 'hours', initialSave: { services: true } });
  });

  it('saves a zip typed after a pasted list and not added yet: all four, none dropped (issue 38)', async () => {
    const zips: unknown[] = [];
    server.use(
      mockRoute(paths.getZipcode).reply(() => []),
      http.post('/api/vendorProduct', async ({ request }) => {
        const body = (await request.json()) as { productId: number };
        return HttpResponse.json({ id: 100 + body.productId, productId: body.productId }, { status: 201 });
      }),
      http.post('/api/zipcode', async ({ request }) => {
        zips.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, chips } = await setup();
    await user.click(screen.getByRole('checkbox', { name: 'Vehicle Detailing' }));
    const input = screen.getByLabelText(SERVICES.zipCodesLabel);
    await user.click(input);
    await user.paste('80202, 80203, 80204');
    await user.click(screen.getByRole('button', { name: ONBOARDING.addZipCodes }));
    expect(chips()).toEqual(['80202', '80203', '80204']);
    await user.type(input, '80205');
    await user.click(save());
    expect(await stepHeading('Business Hours')).toBeInTheDocument();
    expect(zips.map((z) => (z as { zipCode: string }).zipCode).sort()).toEqual(['80202', '80203', '80204', '80205']);
  });

  it('resumes a half-done save without creating twice', async () => {
    const zips: unknown[] = [];
    server.use(
      mockRoute(paths.getZipcode).reply(() => [
        { vendorProductId: 101, productId: 1, productTitle: 'Vehicle Detailing', zipCodes: ['80202'] },
      ]),
      http.post('/api/zipcode', async ({ request }) => {
        zips.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = await setup({ selectedProducts: [1], zipCodesByProduct: { 1: ['80202', '80203'] } });
    await user.click(save());
    expect(await stepHeading('Business Hours')).toBeInTheDocument();
    expect(zips).toEqual([{ vendorProductId: 101, zipCode: '80203' }]);
  });

  it('skips the save entirely once saved', async () => {
    // No /zipcode or /vendorProduct handler: any call would fail the test.
    const { user } = await setup({
      selectedProducts: [1],
      zipCodesByProduct: { 1: ['80202'] },
      completedSteps: ['business-info', 'services'],
      initialSave: { businessInfo: true, services: true, hours: false, documents: false },
    });
    expect(screen.getByText(ONBOARDING.servicesSavedNote)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vehicle Detailing' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove 80202' })).not.toBeInTheDocument();
    await user.click(save());
    expect(await stepHeading('Business Hours')).toBeInTheDocument();
  });

  it.each([
    [500, ONBOARDING.saveServicesFailed],
    [401, ONBOARDING.authError],
  ])('shows the save error of a %s answer', async (status, text) => {
    server.use(
      mockRoute(paths.getZipcode).reply(() => []),
      http.post('/api/vendorProduct', () =>
        HttpResponse.json({ statusCode: status, error: 'x', message: 'nope' }, { status }),
      ),
    );
    const { user } = await setup({ selectedProducts: [1], zipCodesByProduct: { 1: ['80202'] } });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(save()).toBeEnabled());
    expect(storedDraft()?.currentStep).toBe('services');
  });

  it('says when the catalogue cannot be loaded', async () => {
    server.use(http.get('/api/product', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderOnboarding({ draft: atServices });
    expect(await screen.findByText(SERVICES.productsLoadFailed)).toBeInTheDocument();
  });

  it('goes back to Business Info', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Business Information')).toBeInTheDocument();
  });
});
