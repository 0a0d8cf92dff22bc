import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERAL } from '@vendor-portal/contract/messages';
import { PageErrorBoundary } from './page-error-boundary.tsx';

const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
const page = (resetKey: string, child = <Broken />) => (
  <PageErrorBoundary resetKey={resetKey}>
    <Suspense fallback={<p>loading</p>}>{child}</Suspense>
  </PageErrorBoundary>
);

describe('page error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a reload page when a page chunk cannot load, and reloads on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(page('/account'));
    expect(await screen.findByRole('heading', { name: GENERAL.pageLoadFailedTitle })).toBeInTheDocument();
    expect(screen.getByText(GENERAL.pageLoadFailedText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: GENERAL.reloadPage }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('tries again on another path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(page('/account'));
    await screen.findByRole('heading', { name: GENERAL.pageLoadFailedTitle });
    rerender(page('/services', <p>services page</p>));
    expect(await screen.findByText('services page')).toBeInTheDocument();
  });
});
