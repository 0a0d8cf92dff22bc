import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRouter } from './app-router.tsx';
import { OldPageWhilePending } from './router.tsx';

describe('OldPageWhilePending (issue 28 item 10)', () => {
  it('shows that the old page ignores taps while the next one loads: inert, busy and dimmed after a delay', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Next = lazy(async () => {
      await gate;
      return { default: () => <h1>Next page</h1> };
    });
    window.history.replaceState(null, '', '/');
    const { container } = render(
      <AppRouter>
        <OldPageWhilePending>
          <Suspense fallback={<p>blank</p>}>
            <Routes>
              <Route path="/" element={<Link to="/next">Go</Link>} />
              <Route path="/next" element={<Next />} />
            </Routes>
          </Suspense>
        </OldPageWhilePending>
      </AppRouter>,
    );
    const page = () => container.firstElementChild!; // OldPageWhilePending's element
    expect(page()).not.toHaveAttribute('inert');
    expect(page()).not.toHaveClass('opacity-60');

    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    await expect.poll(() => page().hasAttribute('inert')).toBe(true);
    expect(page()).toHaveAttribute('aria-busy', 'true');
    // Dimmed, but only after a short delay (a fast navigation does not flash), and without a fade under
    // prefers-reduced-motion.
    expect(page()).toHaveClass('opacity-60', 'delay-150', 'motion-reduce:duration-0');
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(page()).not.toHaveAttribute('inert');
    expect(page()).not.toHaveAttribute('aria-busy');
    expect(page()).not.toHaveClass('opacity-60'); // the new page shows at once at full strength
  });
});
