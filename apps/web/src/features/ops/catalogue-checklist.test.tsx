import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VISIT } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { opsProduct, staffSession } from '../../test/ops-data.ts';
import { CataloguePage } from './catalogue-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 43 "The visit": staff write each service's checklist in the catalogue.

function setup(role: 'reviewer' | 'admin') {
  const patches: unknown[] = [];
  const product = opsProduct(1, {
    title: 'Window Cleaning',
    checklist: [{ text: 'Wipe the sills', required: false, photo: false }],
  });
  server.use(
    mockRoute(paths.getOpsProducts).reply(() => ({ data: [product] })),
    http.patch('/api/ops/products/:id', async ({ request }) => {
      const body = (await request.json()) as object;
      patches.push(body);
      return HttpResponse.json({ ...product, ...body });
    }),
  );
  renderWithProviders(<CataloguePage />, {
    route: '/ops/catalogue',
    path: '/ops/catalogue',
    session: staffSession(role),
  });
  return { patches };
}

describe('the catalogue’s checklist', () => {
  it('adds an item that needs a photo and saves the whole list', async () => {
    const { patches } = setup('admin');
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('Wipe the sills')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: VISIT.checklistAdd }));
    await user.type(screen.getByLabelText(`${VISIT.checklistItemText} 2`), 'Photo of the clean windows');
    await user.click(screen.getAllByLabelText(VISIT.checklistItemPhoto)[1]!);
    await user.click(screen.getByRole('button', { name: VISIT.checklistSave }));
    await waitFor(() =>
      expect(patches).toEqual([
        {
          checklist: [
            { text: 'Wipe the sills', required: false, photo: false },
            // Issue 54 item 22: a new item starts not required.
            { text: 'Photo of the clean windows', required: false, photo: true },
          ],
        },
      ]),
    );
    expect(await screen.findByText(VISIT.checklistSaved('Window Cleaning'))).toBeInTheDocument();
  });

  it('refuses an item without text, sending nothing', async () => {
    const { patches } = setup('admin');
    const user = userEvent.setup();
    await screen.findByDisplayValue('Wipe the sills');
    await user.click(screen.getByRole('button', { name: VISIT.checklistAdd }));
    await user.click(screen.getByRole('button', { name: VISIT.checklistSave }));
    expect(await screen.findByText(VISIT.checklistTextEmpty)).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('is read-only for a reviewer', async () => {
    setup('reviewer');
    expect(await screen.findByDisplayValue('Wipe the sills')).toBeDisabled();
    expect(screen.getByRole('button', { name: VISIT.checklistSave })).toBeDisabled();
  });
});
