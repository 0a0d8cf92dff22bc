import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VendorFile } from '@vendor-portal/contract/files';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ReviewStatusNotice } from './review-status.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 28: a rejected vendor reads the reviewer's reason on Account, and which document to replace; the notice
// never contradicts a document's own status.

const file = (id: number, title: string, status: VendorFile['status']): VendorFile => ({
  id,
  title,
  fileLabel: 'Certificate of Insurance',
  mediaUrl: `/api/vendorFiles/${id}/content?expires=1&signature=x`,
  contentType: 'application/pdf',
  createdAt: '2026-11-01T00:00:00.000Z',
  status,
  reviewNote: null,
  expiresAt: null,
  size: 8,
});

const REASON = 'Please add your Business License for Denver.';

describe('Account: the review notice of a vendor not approved', () => {
  it("shows the reviewer's reason and names only the documents the team did not approve", async () => {
    server.use(
      mockRoute(paths.getVendorFiles).reply(() => [
        file(1, 'Insurance 2026', 'approved'),
        file(2, 'Denver licence', 'rejected'),
      ]),
    );
    renderWithProviders(<ReviewStatusNotice status="rejected" note={REASON} />);
    expect(screen.getByText(ACCOUNT.reviewReason(REASON))).toBeInTheDocument();
    expect(await screen.findByText(ACCOUNT.reviewRejectedFiles('Denver licence'))).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).not.toHaveTextContent('Insurance 2026');
    expect(notice).not.toHaveTextContent(/business documents were not approved/i);
    expect(screen.getByRole('link', { name: ACCOUNT.goToDocuments })).toHaveAttribute('href', '#files-title');
  });

  it('with every document approved, points at the profile or a missing document instead', async () => {
    server.use(mockRoute(paths.getVendorFiles).reply(() => [file(1, 'Insurance 2026', 'approved')]));
    renderWithProviders(<ReviewStatusNotice status="rejected" note={REASON} />);
    expect(await screen.findByText(ACCOUNT.reviewRejectedNoFile)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT.reviewReason(REASON))).toBeInTheDocument();
  });
});

describe('Account: the review notice of an approved vendor (issue 38 item 11)', () => {
  it('never says every document is approved above one marked Rejected or waiting', async () => {
    server.use(
      mockRoute(paths.getVendorFiles).reply(() => [
        file(1, 'Insurance 2026', 'approved'),
        file(2, 'Denver licence', 'rejected'),
        file(3, 'W-9', 'rejected'),
        file(4, 'Insurance 2027', 'pending'),
      ]),
    );
    renderWithProviders(<ReviewStatusNotice status="approved" />);
    expect(await screen.findByText(ACCOUNT.reviewApprovedButRejected('Denver licence, W-9'))).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT.reviewApprovedButPending('Insurance 2027'))).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT.reviewApprovedCompany)).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT.reviewApproved)).not.toBeInTheDocument();
  });

  it('says the documents are approved when every one is', async () => {
    server.use(mockRoute(paths.getVendorFiles).reply(() => [file(1, 'Insurance 2026', 'approved')]));
    renderWithProviders(<ReviewStatusNotice status="approved" />);
    expect(await screen.findByText(ACCOUNT.reviewApproved)).toBeInTheDocument();
  });
});
