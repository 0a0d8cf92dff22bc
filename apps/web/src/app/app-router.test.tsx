import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gatedPage } from '../test/gated-page.tsx';
import { AppRouter, useNavigationPending } from './app-router.tsx';

function Shell() {
  const pending = useNavigationPending();
  return (
    <div data-testid="page" inert={pending}>
      {pending ? <p>pending</p> : null}
    </div>
  );
}

describe('AppRouter', () => {
  it('keeps the old page while the next one loads, says it is pending and makes the old page inert', async () => {
    const { Page: Next, release } = gatedPage();
    window.history.replaceState(null, '', '/');
    render(
      <AppRouter>
        <Shell />
        <Suspense fallback={<p>blank</p>}>
          <Routes>
            <Route path="/" element={<Link to="/next">Go</Link>} />
            <Route path="/next" element={<Next />} />
          </Routes>
        </Suspense>
      </AppRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(await screen.findByText('pending')).toBeInTheDocument();
    expect(screen.getByTestId('page')).toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument(); // the old page, not a blank fallback
    expect(screen.queryByText('blank')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.queryByText('pending')).not.toBeInTheDocument();
    expect(screen.getByTestId('page')).not.toHaveAttribute('inert');
  });
});
