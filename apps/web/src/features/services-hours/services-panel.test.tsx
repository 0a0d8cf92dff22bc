import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SERVICES } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ServicesPanel } from './services-panel.tsx';

const products = [
  { id: 1, title: 'Vehicle Detailing', isActive: true },
  { id: 2, title: 'Pressure Washing', isActive: true },
  { id: 3, title: 'Window Cleaning', isActive: true },
];
const detailing = {
  vendorProductId: 11,
  productId: 1,
  productTitle: 'Vehicle Detailing',
  zipCodes: ['80210', '80202', '80205'],
};

/** Serves GET /zipcode from `records` (a live list the handlers below may change) and the catalogue. */
function mockServices(records: unknown[] = [detailing]) {
  server.use(
    http.get('/api/zipcode', () => HttpResponse.json(records)),
    http.get('/api/product', ({ request }) => {
      expect(new URL(request.url).searchParams.get('isActive')).toBe('true');
      return HttpResponse.json({ data: products });
    }),
  );
  return records;
}

const renderPanel = () => renderWithProviders(<ServicesPanel />);
const zipInput = () => screen.getByLabelText(SERVICES.zipCodesLabel);
const chips = () =>
  within(screen.getByRole('list', { name: SERVICES.zipChipsLabel }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ServicesPanel list mode', () => {
  it('shows the loading text, then each service with its zips sorted numerically', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/zipcode', async () => {
        await answered; // held until the loading text has been seen
        return HttpResponse.json({ data: [detailing] });
      }),
    );
    renderPanel();
    expect(screen.getByText(SERVICES.loading)).toBeInTheDocument();
    answer();
    const item = await screen.findByRole('button', { name: /Vehicle Detailing/ });
    expect(item).toHaveTextContent('Vehicle Detailing802028020580210');
    expect(screen.getByRole('button', { name: /Add Service/ })).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockServices([]);
    renderPanel();
    expect(await screen.findByText(SERVICES.empty)).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    server.use(http.get('/api/zipcode', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES.loadFailed);
  });

  it("shows a service without an internal id disabled with '(Cannot be edited)' and refuses to edit it", async () => {
    mockServices([{ productTitle: 'Legacy Service', zipCodes: ['80202'] }, detailing]);
    const user = userEvent.setup();
    renderPanel();
    const legacy = await screen.findByRole('button', { name: /Legacy Service/ });
    expect(legacy).toHaveAttribute('aria-disabled', 'true');
    expect(legacy).toHaveTextContent(SERVICES.cannotBeEdited);
    expect(screen.getByRole('button', { name: /Vehicle Detailing/ })).not.toHaveTextContent(SERVICES.cannotBeEdited);
    await user.click(legacy);
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot edit "Legacy Service" - missing internal ID.');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('treats a record without zipCodes as having none', async () => {
    mockServices([{ vendorProductId: 5, productId: 2, productTitle: 'Pressure Washing' }]);
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Pressure Washing' })).toBeInTheDocument();
  });
});

describe('ServicesPanel add mode', () => {
  it('offers the active products not yet offered, behind the placeholder', async () => {
    mockServices();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    const select = screen.getByLabelText('Service');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([SERVICES.selectPlaceholder, 'Pressure Washing', 'Window Cleaning']),
    );
    expect(select).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save New Service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Service' })).not.toBeInTheDocument();
  });

  it('validates the selection and the zips with the SPEC texts', async () => {
    mockServices();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    await user.click(screen.getByRole('button', { name: 'Save New Service' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICES.selectService);
    await user.selectOptions(
      screen.getByLabelText('Service'),
      await screen.findByRole('option', { name: 'Window Cleaning' }),
    );
    // A message goes as soon as its condition is fixed: choosing a service leaves only the missing zip.
    expect(screen.queryByText(SERVICES.selectService)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICES.atLeastOneZip);
    await user.click(screen.getByRole('button', { name: 'Save New Service' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICES.atLeastOneZip);

    await user.type(zipInput(), '8020{Enter}');
    expect(zipInput()).toHaveAccessibleDescription('Invalid zip code: 8020. Must be 5 digits.');
    await user.clear(zipInput());
    await user.type(zipInput(), 'ab12c{Enter}');
    expect(zipInput()).toHaveAccessibleDescription(SERVICES.zipInvalid('ab12c'));
    await user.clear(zipInput());
    await user.type(zipInput(), '80210{Enter}');
    expect(zipInput()).toHaveValue('');
    expect(screen.queryByText(SERVICES.atLeastOneZip)).not.toBeInTheDocument();
    await user.type(zipInput(), '80210');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(zipInput()).toHaveAccessibleDescription('Zip code 80210 is already added.');
  });

  it('moves focus into the form when it opens; Escape cancels it and focus returns to the opener', async () => {
    mockServices();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    expect(screen.getByLabelText('Service')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Save New Service' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Service/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Vehicle Detailing/ }));
    expect(zipInput()).toHaveFocus(); // the service cannot be changed while editing
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: /Vehicle Detailing/ })).toHaveFocus();
  });

  it('takes a pasted list: adds every good zip and keeps the refused ones in the field with their reasons', async () => {
    mockServices();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    await user.click(zipInput());
    await user.paste('80204, 80209');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('list', { name: SERVICES.zipChipsLabel })).toHaveTextContent(/80204.*80209/);
    expect(zipInput()).toHaveValue('');
    await user.click(zipInput());
    await user.paste('80301 8020, 80204');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: SERVICES.zipChipsLabel })).toHaveTextContent(/80204.*80209.*80301/);
    expect(zipInput()).toHaveValue('8020, 80204');
    expect(zipInput()).toHaveAccessibleDescription(`${SERVICES.zipInvalid('8020')} ${SERVICES.zipDuplicate('80204')}`);
    // Editing the field clears its message.
    await user.type(zipInput(), '1');
    expect(zipInput()).not.toHaveAccessibleDescription(SERVICES.zipDuplicate('80204'));
  });

  it('adds the zips sorted, removes a chip, saves the service and its zips, and refreshes the list', async () => {
    const records = mockServices([]);
    const zipPosts: unknown[] = [];
    server.use(
      http.post('/api/vendorProduct', async ({ request }) => {
        expect(await request.json()).toEqual({ productId: 3 });
        return HttpResponse.json({ id: 33, productId: 3 }, { status: 201 });
      }),
      http.post('/api/zipcode', async ({ request }) => {
        zipPosts.push(await request.json());
        if (zipPosts.length === 3)
          records.push({
            vendorProductId: 33,
            productId: 3,
            productTitle: 'Window Cleaning',
            zipCodes: ['80203', '80202'],
          });
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    await user.selectOptions(
      screen.getByLabelText('Service'),
      await screen.findByRole('option', { name: 'Window Cleaning' }),
    );
    for (const zip of ['80210', '80203', '80202', '80205']) await user.type(zipInput(), `${zip}{Enter}`);
    expect(chips()).toEqual(['80202', '80203', '80205', '80210']);
    await user.click(screen.getByRole('button', { name: 'Remove 80205' }));
    expect(chips()).toEqual(['80202', '80203', '80210']);
    await user.click(screen.getByRole('button', { name: 'Save New Service' }));
    expect(await screen.findByRole('button', { name: /Window Cleaning/ })).toHaveTextContent(
      'Window Cleaning8020280203',
    );
    expect(zipPosts).toEqual(['80202', '80203', '80210'].map((zipCode) => ({ vendorProductId: 33, zipCode })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Save takes the zips typed but not Added, and names a refused one instead of saving (issue 28 item 8)', async () => {
    mockServices([]);
    const zipPosts: unknown[] = [];
    server.use(
      http.post('/api/vendorProduct', () => HttpResponse.json({ id: 33, productId: 3 }, { status: 201 })),
      http.post('/api/zipcode', async ({ request }) => {
        zipPosts.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    await user.selectOptions(
      screen.getByLabelText('Service'),
      await screen.findByRole('option', { name: 'Window Cleaning' }),
    );
    await user.type(zipInput(), '80202, 8020');
    await user.click(screen.getByRole('button', { name: 'Save New Service' }));
    expect(zipInput()).toHaveAccessibleDescription(SERVICES.zipInvalid('8020'));
    expect(zipInput()).toHaveValue('8020');
    expect(chips()).toEqual(['80202']);
    expect(zipPosts).toEqual([]);

    await user.clear(zipInput());
    await user.type(zipInput(), '80203, 80205');
    await user.click(screen.getByRole('button', { name: 'Save New Service' }));
    await waitFor(() => expect(zipPosts).toHaveLength(3));
    expect(screen.queryByText(SERVICES.atLeastOneZip)).not.toBeInTheDocument();
    expect(zipPosts).toEqual(['80202', '80203', '80205'].map((zipCode) => ({ vendorProductId: 33, zipCode })));
  });

  it("reports 'Failed to add {n} zip code(s).' when some zips fail", async () => {
    mockServices([]);
    server.use(
      http.post('/api/vendorProduct', () => HttpResponse.json({ id: 33, productId: 3 }, { status: 201 })),
      http.post('/api/zipcode', async ({ request }) => {
        const { zipCode } = (await request.json()) as { zipCode: string };
        return zipCode === '80202'
          ? HttpResponse.json({}, { status: 201 })
          : HttpResponse.json({ message: 'nope' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    await user.selectOptions(
      screen.getByLabelText('Service'),
      await screen.findByRole('option', { name: 'Window Cleaning' }),
    );
    for (const zip of ['80202', '80203', '80204']) await user.type(zipInput(), `${zip}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Save New Service' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add 2 zip code(s).');
  });

  it("shows 'Failed to save service.' and stays on the form when the service cannot be created", async () => {
    mockServices([]);
    server.use(
      http.post('/api/vendorProduct', () =>
        HttpResponse.json({ message: 'You already offer this service.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    await user.selectOptions(
      screen.getByLabelText('Service'),
      await screen.findByRole('option', { name: 'Window Cleaning' }),
    );
    await user.type(zipInput(), '80202{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save New Service' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES.saveFailed);
    expect(screen.getByRole('button', { name: 'Save New Service' })).toBeEnabled();
  });

  it('shows the product load failure, and Cancel returns to the list', async () => {
    server.use(
      http.get('/api/zipcode', () => HttpResponse.json([])),
      http.get('/api/product', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Add Service/ }));
    expect(await screen.findByText(SERVICES.productsLoadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(SERVICES.empty)).toBeInTheDocument();
  });
});

describe('ServicesPanel edit mode', () => {
  async function openEdit() {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Vehicle Detailing/ }));
    return user;
  }

  /** Delete Service, then confirm in the dialog. */
  async function deleteAndConfirm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Delete Service' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Service' }));
  }

  it('shows the service, its zips sorted, Save Changes, Cancel and Delete Service', async () => {
    mockServices();
    await openEdit();
    expect(screen.getByLabelText('Service')).toBeDisabled();
    expect(screen.getByLabelText('Service')).toHaveDisplayValue('Vehicle Detailing');
    expect(chips()).toEqual(['80202', '80205', '80210']);
    for (const name of ['Save Changes', 'Cancel', 'Delete Service'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('closes without a request when nothing changed', async () => {
    mockServices();
    const user = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: /Add Service/ })).toBeInTheDocument();
  });

  it('refuses to remove the last zip', async () => {
    mockServices([{ ...detailing, zipCodes: ['80202'] }]);
    const user = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Remove 80202' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICES.cannotRemoveLastZip);
    expect(chips()).toEqual(['80202']);
  });

  it('adds and removes zips, then refreshes the list', async () => {
    const records = mockServices([{ ...detailing }]);
    const calls: string[] = [];
    server.use(
      http.post('/api/zipcode', async ({ request }) => {
        const body = (await request.json()) as { vendorProductId: number; zipCode: string };
        calls.push(`add ${body.vendorProductId} ${body.zipCode}`);
        return HttpResponse.json(body, { status: 201 });
      }),
      http.delete('/api/zipcode', ({ request }) => {
        const q = new URL(request.url).searchParams;
        calls.push(`delete ${q.get('vendorProductId')} ${q.get('zipcode')}`);
        records[0] = { ...detailing, zipCodes: ['80202', '80210', '80301'] };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = await openEdit();
    await user.type(zipInput(), '80301{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove 80205' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: /Vehicle Detailing/ })).toHaveTextContent('802028021080301');
    expect(calls.sort()).toEqual(['add 11 80301', 'delete 11 80205']);
  });

  it("reports 'Failed to update {n} zip code(s).' on a partial failure and 'Failed to save service changes.' when nothing saved", async () => {
    mockServices();
    let failAll = false;
    server.use(
      http.post('/api/zipcode', () =>
        failAll ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({}, { status: 201 }),
      ),
      http.delete('/api/zipcode', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const user = await openEdit();
    await user.type(zipInput(), '80301{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove 80205' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update 1 zip code(s).');

    failAll = true;
    await user.click(screen.getByRole('button', { name: /Vehicle Detailing/ }));
    await user.type(zipInput(), '80302{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES.saveChangesFailed);
    expect(chips()).toContain('80302');
  });

  it('deletes the service and refreshes the list', async () => {
    const records = mockServices([detailing]);
    server.use(
      http.delete('/api/vendorProduct/11', () => {
        records.length = 0;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Delete Service' }));
    // It asks first, naming what goes with the service; Cancel keeps it.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(SERVICES.confirmDeleteService('Vehicle Detailing', 3));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(records).toHaveLength(1);
    await deleteAndConfirm(user);
    expect(await screen.findByText(SERVICES.empty)).toBeInTheDocument();
  });

  it("shows the server's text, else 'Failed to delete service.', when deletion fails", async () => {
    mockServices();
    let body: object = { message: 'Service not found.' };
    server.use(http.delete('/api/vendorProduct/11', () => HttpResponse.json(body, { status: 404 })));
    const user = await openEdit();
    await deleteAndConfirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service not found.');
    body = {};
    await deleteAndConfirm(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SERVICES.deleteFailed));
  });

  it("shows 'Failed to refresh service list after update.' when the refresh fails", async () => {
    mockServices();
    let fail = false;
    server.use(
      http.get('/api/zipcode', () => (fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([detailing]))),
      http.delete('/api/vendorProduct/11', () => {
        fail = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = await openEdit();
    await deleteAndConfirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES.refreshFailed);
  });
});

describe('ServicesPanel without a token', () => {
  it('skips loading (no request is made)', async () => {
    renderWithProviders(<ServicesPanel />, { session: { status: 'signOut', token: null } });
    expect(await screen.findByText(SERVICES.empty)).toBeInTheDocument();
    expect(screen.queryByText(SERVICES.loading)).not.toBeInTheDocument();
  });
});
