import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { AUTH, JOIN, VERIFY_EMAIL } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { withBrand } from '../../test/auth-mocks.ts';
import { englishLeft } from '../../test/english-left.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { LoginPage } from './login-page.tsx';
import { GetStartedPage } from './get-started-page.tsx';
import { RegisterPage } from './register-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';
import { JoinPage } from './join-page.tsx';

// Issue 46: the signed-out pages in Spanish, with no English left but names and data (the brand, the
// company, an address).

withBrand('AcmeClean');
const DATA = ['AcmeClean', 'Shiny Cars LLC', 'tess@example.com'];
const signedOut = { status: 'signOut' as const, token: null, vendorId: null, email: null };

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  setLanguage('en');
});

const render = (ui: React.ReactElement, path: string, route = path) =>
  renderWithProviders(ui, { path, route, session: signedOut });

describe('the signed-out pages in Spanish', () => {
  it('/login, with its checks', async () => {
    const { container } = render(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { name: 'Entra a tu cuenta de AcmeClean' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    fireEvent.click(screen.getByRole('button', { name: AUTH.loginButton }));
    expect(await screen.findByText(AUTH.invalidEmail)).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
    // The forgot-password mode too.
    fireEvent.click(screen.getByRole('button', { name: AUTH.forgotPassword }));
    expect(await screen.findByRole('heading', { name: AUTH.resetHeading })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('/get-started, with its checks', async () => {
    const { container } = render(<GetStartedPage />, '/get-started');
    fireEvent.click(screen.getByRole('button', { name: AUTH.createAccount }));
    expect(await screen.findByText(AUTH.signUpInvalidEmail)).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('/register', async () => {
    const { container } = render(<RegisterPage />, '/register');
    expect(await screen.findByText(AUTH.registerStep(1))).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('/reset-password', async () => {
    const { container } = render(<ResetPasswordPage />, '/reset-password', '/reset-password?token=abc');
    expect(screen.getByRole('heading', { name: AUTH.resetPasswordHeading })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('/verify-email', async () => {
    server.use(http.post('/auth/email-verification/confirm', () => new HttpResponse(null, { status: 204 })));
    const { container } = render(<VerifyEmailPage />, '/verify-email', '/verify-email?token=abc');
    expect(await screen.findByText(VERIFY_EMAIL.verified)).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('/join, with the company and the role', async () => {
    const { container } = render(<JoinPage />, '/join', '/join?token=abc');
    expect(await screen.findByText('Shiny Cars LLC te invita a unirte a su equipo como técnico.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: JOIN.joinSubmit })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });
});
