import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AUTH } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';
import { failingChecks, fakeSession } from '../../test/auth-mocks.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

vi.mock('../../lib/lazy-zod-resolver.ts', async (importOriginal) =>
  (await import('../../test/auth-mocks.ts')).lazyResolverMock(importOriginal),
);

const signedOut = { status: 'signOut' as const, token: null, vendorId: null, email: null };
const render = () =>
  renderWithProviders(<RegisterPage />, {
    path: '/register',
    session: signedOut,
    routes: [
      { path: '/onboarding', element: <p>onboarding page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  });

const label = (text: string) => screen.getByLabelText(text, { exact: false });

async function fillStep1() {
  await userEvent.type(label(AUTH.emailLabel), 'shop@example.com');
  await userEvent.type(label(AUTH.companyNameLabel), 'Shine Co.');
  await userEvent.type(label(AUTH.contactNameLabel), 'Jo Doe');
  await userEvent.type(label(AUTH.phoneLabel), '(303) 555-0100');
  await userEvent.type(label(AUTH.addressLabel), '1 Main St');
  await userEvent.type(label(AUTH.cityLabel), 'Denver');
  await userEvent.type(label(AUTH.stateLabel), 'CO');
  await userEvent.type(label(AUTH.zipcodeLabel), '80202');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('two-step registration (docs/product-spec.md §2 Account creation 1, §4 Registration, §5, §8)', () => {
  it("shows 'Create an Account', a two-step progress bar and a link to /login", async () => {
    const { router } = render();
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('step 1 stays until it validates, with every SPEC message; contact name has no rule', async () => {
    render();
    await userEvent.type(label(AUTH.phoneLabel), '303555');
    await userEvent.type(label(AUTH.zipcodeLabel), '802');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const text of [
      'Invalid email address',
      'Company Name is required',
      'Phone number is invalid',
      'Address is required',
      'City is required',
      'State is required',
      'Zipcode is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText(AUTH.passwordLabel)).not.toBeInTheDocument();
  });

  it('step 2 validates the password and its confirmation; Back returns to step 1 with the values kept', async () => {
    render();
    await fillStep1();
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(AUTH.passwordLabel), 'secret-1');
    await userEvent.type(screen.getByLabelText(AUTH.confirmPasswordLabel), 'secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const confirm = screen.getByLabelText(AUTH.confirmPasswordLabel);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(label(AUTH.companyNameLabel)).toHaveValue('Shine Co.');
  });

  it('Register creates the identity and the vendor (address sent as street1), then replaces history with /onboarding', async () => {
    const vendorBodies: unknown[] = [];
    server.use(
      http.post('/auth/accounts', () => HttpResponse.json(fakeSession('shop@example.com'), { status: 201 })),
      http.post('/api/vendor', async ({ request }) => {
        vendorBodies.push(await request.json());
        return HttpResponse.json(testVendor, { status: 201 });
      }),
      mockRoute(paths.getVendor).reply(() => testVendor),
    );
    const { router, store } = render();
    await fillStep1();
    await userEvent.type(await screen.findByLabelText(AUTH.passwordLabel), 'secret-1');
    await userEvent.type(screen.getByLabelText(AUTH.confirmPasswordLabel), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(vendorBodies).toEqual([
      {
        email: 'shop@example.com',
        title: 'Shine Co.',
        contactName: 'Jo Doe',
        phone: '(303) 555-0100',
        street1: '1 Main St',
        city: 'Denver',
        state: 'CO',
        zipcode: '80202',
      },
    ]);
    expect(store.getState().status).toBe('signIn');
  });

  it("shows the error's message: 'Vendor with this email already exists!' on a 409", async () => {
    server.use(
      http.post('/auth/accounts', () => HttpResponse.json(fakeSession('shop@example.com'), { status: 201 })),
      http.post('/api/vendor', () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'x', code: 'conflict' }, { status: 409 }),
      ),
    );
    render();
    await fillStep1();
    await userEvent.type(await screen.findByLabelText(AUTH.passwordLabel), 'secret-1');
    await userEvent.type(screen.getByLabelText(AUTH.confirmPasswordLabel), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vendor with this email already exists!');
  });

  it("says 'Something went wrong. Please try again later.' when step 1's checks cannot run; the next Continue works", async () => {
    render();
    failingChecks.on = true;
    await fillStep1();
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.somethingWentWrong);
    failingChecks.on = false;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Registration failed' when the error has no message", async () => {
    server.use(http.post('/auth/accounts', () => new HttpResponse(null, { status: 403 })));
    render();
    await fillStep1();
    await userEvent.type(await screen.findByLabelText(AUTH.passwordLabel), 'secret-1');
    await userEvent.type(screen.getByLabelText(AUTH.confirmPasswordLabel), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(within(await screen.findByRole('alert')).getByText('Registration failed')).toBeInTheDocument();
  });
});
