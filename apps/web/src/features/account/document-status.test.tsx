import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorFile } from '@vendor-portal/contract/files';
import { DOCUMENTS } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { vendorFilesQueryOptions } from '../../lib/api/get-vendor-files.ts';
import { FileList } from './file-list.tsx';
import { DocumentExpiryBanner, expiringDocuments } from './document-status.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Staff and review": the vendor's side of the document review.

const file = (id: number, patch: Partial<VendorFile> = {}): VendorFile => ({
  id,
  title: `Doc ${id}`,
  fileLabel: 'Certificate of Insurance',
  mediaUrl: `/api/vendorFiles/${id}/content?expires=1&signature=x`,
  contentType: 'application/pdf',
  createdAt: '2026-11-01T00:00:00.000Z',
  status: 'pending',
  reviewNote: null,
  expiresAt: null,
  size: 8,
  ...patch,
});
const listFiles = (files: VendorFile[]) => server.use(mockRoute(paths.getVendorFiles).reply(() => files));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('Account file list: each document with its review status', () => {
  it('shows pending, approved, rejected with the reason, expires on and expired', async () => {
    listFiles([
      file(1, { title: 'New upload' }),
      file(2, { title: 'W-9', fileLabel: 'W-9 Form', status: 'approved' }),
      file(3, { title: 'Blurry COI', status: 'rejected', reviewNote: 'The scan is unreadable.' }),
      file(4, { title: 'COI 2027', status: 'approved', expiresAt: '2027-03-01' }),
      file(5, { title: 'Old licence', fileLabel: 'State License', status: 'approved', expiresAt: '2026-11-22' }),
    ]);
    renderWithProviders(<FileList />);
    const item = async (title: string) => within((await screen.findByText(title)).closest('li')!);
    expect((await item('New upload')).getByText(DOCUMENTS.statusPending)).toBeInTheDocument();
    expect((await item('W-9')).getByText(DOCUMENTS.statusApproved)).toBeInTheDocument();
    const rejected = await item('Blurry COI');
    expect(rejected.getByText(DOCUMENTS.statusRejected)).toBeInTheDocument();
    expect(rejected.getByText('Reason: The scan is unreadable.')).toBeInTheDocument();
    expect(rejected.getByText(DOCUMENTS.replaceHint)).toBeInTheDocument();
    expect((await item('COI 2027')).getByText('Expires on Mar 1, 2027')).toBeInTheDocument();
    const expired = await item('Old licence');
    expect(expired.getByText(DOCUMENTS.expired)).toBeInTheDocument();
    expect(expired.queryByText(DOCUMENTS.statusApproved)).not.toBeInTheDocument();
  });
});

describe('document expiry banner (every signed-in page)', () => {
  it('shows nothing while no approved document expires within 30 days', async () => {
    listFiles([file(1, { status: 'approved', expiresAt: '2026-12-24' }), file(2)]);
    const { queryClient } = renderWithProviders(<DocumentExpiryBanner />);
    await vi.waitFor(() => expect(queryClient.getQueryData(vendorFilesQueryOptions().queryKey)).toHaveLength(2));
    expect(screen.queryByRole('region', { name: DOCUMENTS.bannerLabel })).not.toBeInTheDocument();
  });

  it('announces a document expiring within 30 days, with a link to Account', async () => {
    listFiles([file(1, { title: 'COI', status: 'approved', expiresAt: '2026-12-23' })]);
    renderWithProviders(<DocumentExpiryBanner />);
    const banner = await screen.findByRole('region', { name: DOCUMENTS.bannerLabel });
    expect(banner).toHaveTextContent(DOCUMENTS.bannerExpiring('COI', 'Dec 23, 2026'));
    expect(within(banner).getByRole('link', { name: DOCUMENTS.bannerLink })).toHaveAttribute('href', '/account');
  });

  it('announces an expired document, unless an approved replacement of its kind is valid longer', async () => {
    const expired = file(1, {
      title: 'Insurance 2025',
      fileLabel: 'Insurance',
      status: 'approved',
      expiresAt: '2026-11-20',
    });
    listFiles([expired]);
    const { unmount } = renderWithProviders(<DocumentExpiryBanner />);
    expect(await screen.findByRole('region', { name: DOCUMENTS.bannerLabel })).toHaveTextContent(
      DOCUMENTS.bannerExpired('Insurance 2025', 'Nov 20, 2026'),
    );
    unmount();
    const replacement = file(2, { status: 'approved', expiresAt: '2027-11-20' });
    expect(expiringDocuments([expired, replacement])).toEqual([]);
    // A replacement still under review does not end the notice.
    expect(expiringDocuments([expired, file(3)])).toEqual([expired]);
  });
});
