import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '@vendor-portal/contract/i18n';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LanguageCard } from './language-card.tsx';

// Issue 46: Account changes the member's language at once, without a reload, and saves it for every device.

afterEach(() => {
  setLanguage('en');
  document.documentElement.lang = 'en';
});

describe('the language card', () => {
  it('saves the choice and turns the page to it at once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch('/api/preferences', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ language: 'es' });
      }),
    );
    renderWithProviders(<LanguageCard />);
    expect(screen.getByRole('heading', { name: 'Language' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeInTheDocument();
    expect(sent).toEqual([{ language: 'es' }]);
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the language when the server refuses, and says so', async () => {
    server.use(
      http.patch('/api/preferences', () =>
        HttpResponse.json({ statusCode: 503, code: 'unavailable', message: 'Down.' }, { status: 503 }),
      ),
    );
    renderWithProviders(<LanguageCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(currentLanguage()).toBe('en');
  });
});
