import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACTIONS, AUTH, SIGN_IN_SETTINGS } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { getStoredToken } from '../../lib/browser/storage.ts';
import SignInSettings from './sign-in-settings.tsx';

// docs/architecture.md "Identity": the Account page's Sign-in card.

const wrongPassword = () =>
  HttpResponse.json(
    {
      statusCode: 400,
      error: 'Bad Request',
      code: 'wrong-current-password',
      message: SIGN_IN_SETTINGS.wrongCurrentPassword,
    },
    { status: 400 },
  );

describe('Sign-in card: email', () => {
  it('sends a verification link to the new address and says that nothing changes before it is opened', async () => {
    let body: unknown;
    server.use(
      http.post('/auth/email-change', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInSettings />);
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changeEmail }));
    expect(screen.getByLabelText(SIGN_IN_SETTINGS.newEmailLabel)).toHaveFocus();
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.newEmailLabel), 'New@Example.com');
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel), 'password-123');
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.sendLink }));
    expect(await screen.findByText(SIGN_IN_SETTINGS.emailLinkSent('new@example.com'))).toBeInTheDocument();
    expect(body).toEqual({ newEmail: 'new@example.com', currentPassword: 'password-123' });
    await waitFor(() => expect(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changeEmail })).toHaveFocus());
  });

  it('marks a wrong current password on its field, and checks the address before sending', async () => {
    server.use(http.post('/auth/email-change', wrongPassword));
    const user = userEvent.setup();
    renderWithProviders(<SignInSettings />);
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changeEmail }));
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.newEmailLabel), 'not-an-email');
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.sendLink }));
    expect(await screen.findByText(AUTH.invalidEmail)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(SIGN_IN_SETTINGS.newEmailLabel));
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.newEmailLabel), 'new@example.com');
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel), 'wrong-one');
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.sendLink }));
    await waitFor(() =>
      expect(screen.getByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText(SIGN_IN_SETTINGS.wrongCurrentPassword)).toBeInTheDocument();
  });

  it('puts a field the server refuses back under that field, focused (the form pattern)', async () => {
    server.use(
      http.post('/auth/email-change', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', code: 'validation-error', message: 'newEmail: Too long' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInSettings />);
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changeEmail }));
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.newEmailLabel), 'new@example.com');
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel), 'password-123');
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.sendLink }));
    await waitFor(() => expect(screen.getByLabelText(SIGN_IN_SETTINGS.newEmailLabel)).toHaveFocus());
    expect(screen.getByLabelText(SIGN_IN_SETTINGS.newEmailLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too long')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in words that the server could not be reached', async () => {
    server.use(http.post('/auth/email-change', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderWithProviders(<SignInSettings />);
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changeEmail }));
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.newEmailLabel), 'new@example.com');
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel), 'password-123');
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.sendLink }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIONS.networkUnreachable);
  });
});

describe('Sign-in card: password', () => {
  it('changes the password, keeps this device signed in with the new token, and says other devices are signed out', async () => {
    let body: unknown;
    const fresh = fakeIdToken({ sub: 'id-1', email: testVendor.email, tv: 1 });
    server.use(
      http.post('/auth/password-change', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ idToken: fresh, expiresIn: 3600 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInSettings />);
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changePassword }));
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel), 'password-123');
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.newPasswordLabel), 'brand-new-secret');
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.confirmPasswordLabel), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.savePassword }));
    expect(await screen.findByText(SIGN_IN_SETTINGS.passwordChanged)).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: 'password-123', newPassword: 'brand-new-secret' });
    expect(getStoredToken()).toBe(fresh);
  });

  it('applies the registration rules before sending: length and confirmation', async () => {
    let calls = 0;
    server.use(
      http.post('/auth/password-change', () => {
        calls += 1;
        return wrongPassword();
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInSettings />);
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changePassword }));
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel), 'password-123');
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.newPasswordLabel), '12345');
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.confirmPasswordLabel), '123456');
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.savePassword }));
    expect(await screen.findByText(AUTH.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(AUTH.passwordsDoNotMatch)).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.clear(screen.getByLabelText(SIGN_IN_SETTINGS.newPasswordLabel));
    await user.type(screen.getByLabelText(SIGN_IN_SETTINGS.newPasswordLabel), '123456');
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.savePassword }));
    expect(await screen.findByText(SIGN_IN_SETTINGS.wrongCurrentPassword)).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('Escape cancels the form and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInSettings />);
    await user.click(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changePassword }));
    expect(screen.getByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText(SIGN_IN_SETTINGS.currentPasswordLabel)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: SIGN_IN_SETTINGS.changePassword })).toHaveFocus());
  });
});
