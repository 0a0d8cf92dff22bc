import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE, REVIEW } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { VendorReviewPage } from './vendor-review-page.tsx';
import { opsFile, opsVendorDetail, staffSession } from '../../test/ops-data.ts';

// docs/architecture.md "Staff and review": one vendor under review.

function setup(detail = opsVendorDetail()) {
  const patches: { url: string; body: unknown }[] = [];
  server.use(
    http.get('/api/ops/vendors/3', () => HttpResponse.json({ data: detail })),
    http.patch('/api/ops/vendor-files/:id', async ({ request, params }) => {
      patches.push({ url: `/ops/vendor-files/${String(params.id)}`, body: await request.json() });
      return HttpResponse.json(opsFile(Number(params.id)));
    }),
    http.patch('/api/ops/vendors/3', async ({ request }) => {
      patches.push({ url: '/ops/vendors/3', body: await request.json() });
      return HttpResponse.json({ ...detail, reviewStatus: 'approved' });
    }),
    // The list's entries are invalidated after a decision; nothing has them cached here.
    http.get('/api/ops/vendors', () =>
      HttpResponse.json({ data: [], counts: { pending: 0, approved: 0, rejected: 0 } }),
    ),
  );
  const view = renderWithProviders(<VendorReviewPage />, {
    route: '/ops/vendors/3',
    path: '/ops/vendors/:id',
    session: staffSession(),
  });
  return { ...view, patches, user: userEvent.setup() };
}

const documentItem = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('li')!);

describe('vendor review page', () => {
  it("tells apart two uploads of one title as the vendor's Account does (issue 38 item 14)", async () => {
    setup(
      opsVendorDetail({
        files: [
          opsFile(21, { title: 'COI', createdAt: '2026-11-20T15:05:12.000Z', size: 8 }),
          opsFile(22, { title: 'COI', createdAt: '2026-11-20T15:05:40.000Z', size: 8 }),
          opsFile(23, { title: 'W-9', createdAt: '2026-11-20T15:06:01.000Z', size: 8 }),
          opsFile(24, { title: 'W-9', createdAt: '2026-11-20T15:06:01.000Z', size: 8 }),
        ],
      }),
    );
    const items = await Promise.all(
      ['COI', 'W-9'].map(async (title) => await screen.findAllByRole('heading', { name: title })),
    );
    const line = (heading: HTMLElement) => within(heading.closest('li')!).getByText(/Uploaded /).textContent;
    const lines = items.flat().map(line);
    expect(new Set(lines).size).toBe(4);
    expect(lines[0]).toMatch(/^W-9 Form · Uploaded Nov 20, 2026, \d+:05:12 [AP]M · 8 B$/);
    expect(lines[1]).toMatch(/:05:40 [AP]M · 8 B$/);
    expect(lines[2]).toMatch(/:06:01 [AP]M · 8 B · upload 1 of 2$/);
    expect(lines[3]).toMatch(/:06:01 [AP]M · 8 B · upload 2 of 2$/);
  });

  it('shows the profile, services and zips, hours with the zone and the signed agreement', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor 3' })).toBeInTheDocument();
    expect(screen.getByText('v3@example.com (Email verified)')).toBeInTheDocument();
    expect(screen.getByText('Window Cleaning')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: CONSOLE.zipCodesOf('Window Cleaning') })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText(CONSOLE.hoursZone('America/Denver'))).toBeInTheDocument();
    expect(screen.getByText('08:00–17:00')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText('Mozilla/5.0 (iPhone)')).toBeInTheDocument();
    expect(screen.getByText(CONSOLE.agreementCurrent)).toBeInTheDocument();
  });

  it('previews a PDF in a frame from the bytes of its signed link, and an image inline', async () => {
    const { user } = setup();
    let fetched = 0;
    server.use(
      http.get('/api/vendorFiles/11/content', () => {
        fetched += 1;
        return new HttpResponse('%PDF-1.4 test', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:http://localhost/preview-11';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const pdf = await documentItem('COI 2026');
    await user.click(pdf.getByRole('button', { name: CONSOLE.preview('COI 2026') }));
    expect(await pdf.findByTitle(CONSOLE.preview('COI 2026'))).toHaveAttribute(
      'src',
      'blob:http://localhost/preview-11',
    );
    expect(fetched).toBe(1);
    expect(created[0]?.type).toBe('application/pdf');
    const image = await documentItem('Storefront');
    await user.click(image.getByRole('button', { name: CONSOLE.preview('Storefront') }));
    expect(image.getByRole('img', { name: CONSOLE.preview('Storefront') })).toHaveAttribute(
      'src',
      '/api/vendorFiles/12/content?expires=1&signature=x',
    );
  });

  it('says when a PDF preview cannot load', async () => {
    const { user } = setup();
    server.use(http.get('/api/vendorFiles/11/content', () => new HttpResponse(null, { status: 403 })));
    const pdf = await documentItem('COI 2026');
    await user.click(pdf.getByRole('button', { name: CONSOLE.preview('COI 2026') }));
    expect(await pdf.findByText(CONSOLE.previewFailed)).toBeInTheDocument();
  });

  it('rejects a document only with a reason', async () => {
    const { user, patches } = setup();
    const coi = await documentItem('COI 2026');
    await user.click(coi.getByRole('button', { name: CONSOLE.reject }));
    expect(coi.getByText(CONSOLE.reasonRequired)).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.type(coi.getByLabelText(CONSOLE.reasonLabel), 'The policy number is cut off.');
    await user.click(coi.getByRole('button', { name: CONSOLE.reject }));
    expect(await coi.findByText(CONSOLE.decisionSaved)).toBeInTheDocument();
    expect(patches).toEqual([
      { url: '/ops/vendor-files/11', body: { status: 'rejected', note: 'The policy number is cut off.' } },
    ]);
  });

  it('approves an insurance certificate only with its expiry date; a W-9 needs none', async () => {
    const { user, patches } = setup(
      opsVendorDetail({
        files: [
          opsFile(11, { title: 'COI 2026', fileLabel: 'Certificate of Insurance', requiresExpiry: true }),
          opsFile(13, { title: 'W-9' }),
        ],
      }),
    );
    const coi = await documentItem('COI 2026');
    await user.click(coi.getByRole('button', { name: CONSOLE.approve }));
    expect(coi.getByText(CONSOLE.expiryRequired)).toBeInTheDocument();
    await user.type(coi.getByLabelText(CONSOLE.expiryLabel), '2027-06-30');
    await user.click(coi.getByRole('button', { name: CONSOLE.approve }));
    await coi.findByText(CONSOLE.decisionSaved);
    const w9 = await documentItem('W-9');
    expect(w9.queryByLabelText(CONSOLE.expiryLabel)).not.toBeInTheDocument();
    await user.click(w9.getByRole('button', { name: CONSOLE.approve }));
    await w9.findByText(CONSOLE.decisionSaved);
    expect(patches).toEqual([
      { url: '/ops/vendor-files/11', body: { status: 'approved', expiresAt: '2027-06-30' } },
      { url: '/ops/vendor-files/13', body: { status: 'approved' } },
    ]);
  });

  it('decides on the vendor: reject needs a reason, approve sends the status', async () => {
    const { user, patches } = setup();
    const card = within(
      (await screen.findByRole('heading', { name: CONSOLE.vendorDecisionTitle })).closest('section')!,
    );
    await user.click(card.getByRole('button', { name: CONSOLE.reject }));
    expect(card.getByText(CONSOLE.reasonRequired)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: CONSOLE.approve }));
    expect(await card.findByText(CONSOLE.decisionSaved)).toBeInTheDocument();
    expect(patches).toEqual([{ url: '/ops/vendors/3', body: { reviewStatus: 'approved' } }]);
  });

  it('shows the server refusal of a decision', async () => {
    const { user } = setup();
    server.use(
      http.patch('/api/ops/vendor-files/:id', () =>
        HttpResponse.json(
          { statusCode: 400, code: 'expiry-required', message: 'Please give the expiry date of this document.' },
          { status: 400 },
        ),
      ),
    );
    const photo = await documentItem('Storefront');
    await user.click(photo.getByRole('button', { name: CONSOLE.approve }));
    expect(await photo.findByRole('alert')).toHaveTextContent(
      'Save failed: Please give the expiry date of this document.',
    );
  });

  it('shows the server refusal of an expiry date beside the date field', async () => {
    const { user } = setup(
      opsVendorDetail({
        files: [opsFile(11, { title: 'COI 2026', fileLabel: 'Certificate of Insurance', requiresExpiry: true })],
      }),
    );
    server.use(
      http.patch('/api/ops/vendor-files/:id', () =>
        HttpResponse.json({ statusCode: 400, code: 'expiry-in-past', message: REVIEW.expiryInPast }, { status: 400 }),
      ),
    );
    const coi = await documentItem('COI 2026');
    await user.type(coi.getByLabelText(CONSOLE.expiryLabel), '2000-01-01');
    await user.click(coi.getByRole('button', { name: CONSOLE.approve }));
    expect(await coi.findByLabelText(CONSOLE.expiryLabel)).toHaveAccessibleDescription(REVIEW.expiryInPast);
    expect(coi.queryByText(CONSOLE.decisionSaved)).not.toBeInTheDocument();
  });

  it('says when the vendor does not exist', async () => {
    server.use(
      http.get('/api/ops/vendors/3', () =>
        HttpResponse.json({ statusCode: 404, code: 'not-found', message: 'Not found' }, { status: 404 }),
      ),
    );
    renderWithProviders(<VendorReviewPage />, {
      route: '/ops/vendors/3',
      path: '/ops/vendors/:id',
      session: staffSession(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSOLE.vendorNotFound);
  });
});
