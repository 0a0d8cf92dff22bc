import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, SETUP } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { ReviewNotice } from './review-notice.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 28: the page a vendor lands on says where its review stands, and what it can do meanwhile.

const vendorIs = (patch: object) => server.use(mockRoute(paths.getVendor).reply(() => ({ ...testVendor, ...patch })));

describe('landing page: the review notice', () => {
  it('under review: what the team checks and what the vendor can do meanwhile, with links', async () => {
    vendorIs({ reviewStatus: 'pending' });
    renderWithProviders(<ReviewNotice />);
    const notice = await screen.findByRole('region', { name: SETUP.reviewPendingTitle });
    expect(notice).toHaveTextContent(SETUP.reviewPendingText);
    expect(screen.getByRole('link', { name: SETUP.reviewPendingServices })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: SETUP.reviewPendingJobs })).toHaveAttribute('href', '/unclaimed');
  });

  it("not approved: the reviewer's reason and a link to what to fix", async () => {
    vendorIs({ reviewStatus: 'rejected', reviewNote: 'Please add your Business License for Denver.' });
    renderWithProviders(<ReviewNotice />);
    const notice = await screen.findByRole('region', { name: SETUP.reviewRejectedTitle });
    expect(notice).toHaveTextContent(ACCOUNT.reviewReason('Please add your Business License for Denver.'));
    expect(screen.getByRole('link', { name: SETUP.seeWhatToFix })).toHaveAttribute('href', '/account');
  });

  it('approved: nothing', async () => {
    vendorIs({ reviewStatus: 'approved' });
    const { queryClient } = renderWithProviders(<ReviewNotice />);
    await waitFor(() => expect(queryClient.getQueryData(['vendor'])).toBeDefined());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
