import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH, CONSOLE } from '@vendor-portal/contract/messages';
import { OPS_MONEY } from '@vendor-portal/contract/messages/payout';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OpsLayout } from './ops-layout.tsx';
import { staffSession } from '../../test/ops-data.ts';

// docs/architecture.md "Staff and review": the console's frame.

const render = (route: string) =>
  renderWithProviders(<OpsLayout />, {
    route,
    session: staffSession('admin'),
    path: '/unused',
    routes: [
      {
        element: <OpsLayout />,
        children: [
          { path: '/ops', element: <p>queue</p> },
          { path: '/ops/vendors/:id', element: <p>vendor</p> },
          { path: '/ops/audit', element: <p>audit</p> },
        ],
      },
      { path: '/login', element: <p>login page</p> },
    ],
  });

describe('console layout', () => {
  it('has the console menu, the queue current on a vendor page, and the role', () => {
    render('/ops/vendors/3');
    for (const [name, href] of [
      [CONSOLE.menuQueue, '/ops'],
      [CONSOLE.menuBookings, '/ops/bookings'],
      [CONSOLE.menuCatalogue, '/ops/catalogue'],
      [OPS_MONEY.payoutsTitle, '/ops/payouts'],
      [CONSOLE.menuAgreement, '/ops/agreement'],
      [CONSOLE.menuExpiring, '/ops/expiring'],
      [CONSOLE.menuAudit, '/ops/audit'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: CONSOLE.menuQueue })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: CONSOLE.menuAudit })).not.toHaveAttribute('aria-current');
    expect(screen.getByText(CONSOLE.roleLabel.admin)).toBeInTheDocument();
    expect(screen.getByText('vendor')).toBeInTheDocument();
  });

  it('the menu toggle has its name and state; Sign Out goes to /login', async () => {
    server.use(http.delete('/auth/sessions/current', () => new HttpResponse(null, { status: 204 })));
    const { store } = render('/ops/audit');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: AUTH.openMenu });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: AUTH.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: AUTH.signOut }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(store.getState().status).toBe('signOut');
  });
});
