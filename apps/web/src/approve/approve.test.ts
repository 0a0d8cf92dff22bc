import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { APPROVE } from '@vendor-portal/contract/messages';
import { server } from '../test/msw-server.ts';
import { englishLeft } from '../test/english-left.ts';
import { approveLanguage, approveShell } from './approve-shell.ts';

// Issue 46: the customer's /approve page in the customer's language. The link carries it (`lang=es`, written by the
// server from the booking's customer.language); the HTML the server sends for it is painted in it (approveShell),
// and the script reads the request and answers in it. Names and data are the only English left.

const DATA = ['Clear View Co', 'Window Cleaning', '__BRAND_NAME__'];
const REQUEST = {
  companyName: 'Clear View Co',
  service: 'Window Cleaning',
  minutes: 30,
  reason: 'El canal de atrás está tapado.',
  priceCents: 1482,
};

/** Opens the page at `url` as the server sends it: its HTML in the link's language, then its script. */
async function open(url: string) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = approveShell(approveLanguage(window.location.search));
  // The page's script runs once per load: a fresh copy of it and of the catalogues it reads.
  vi.resetModules();
  await import('@vendor-portal/contract/i18n-compiler');
  await import('./approve.ts');
}

const answers: unknown[] = [];
function mockRequest() {
  answers.length = 0;
  server.use(
    http.get('/api/public/extra-time', ({ request }) => {
      expect(new URL(request.url).searchParams.get('token')).toBe('abc');
      return HttpResponse.json(REQUEST);
    }),
    http.post('/api/public/extra-time', async ({ request }) => {
      answers.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('/approve in the customer’s language', () => {
  it('in Spanish: its HTML, the request, Approve and the answer, with no English but names and data', async () => {
    mockRequest();
    await open('/approve?token=abc&lang=es');
    // Painted in Spanish before the script: the server's HTML for this link.
    expect(screen.getByRole('heading', { name: 'Más tiempo para su servicio' })).toBeInTheDocument();
    expect(
      await screen.findByText('Clear View Co solicita 30 minutos más para su Window Cleaning.'),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText('Motivo')).toBeInTheDocument();
    expect(screen.getByText('$14.82')).toBeInTheDocument();
    expect(englishLeft(document.body, DATA)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Gracias: el tiempo adicional quedó aprobado.')).toBeInTheDocument();
    expect(answers).toEqual([{ token: 'abc', approve: true }]);
    expect(englishLeft(document.body, DATA)).toEqual([]);
  });

  it('in Spanish: a used or expired link says so in Spanish', async () => {
    server.use(
      http.get('/api/public/extra-time', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'x', code: 'validation-error' },
          { status: 400 },
        ),
      ),
    );
    await open('/approve?token=abc&lang=es');
    expect(await screen.findByText('Este enlace ya no es válido: ya se usó o venció.')).toBeInTheDocument();
    expect(englishLeft(document.body, DATA)).toEqual([]);
  });

  it('in English without a language, or with one it does not have', async () => {
    mockRequest();
    await open('/approve?token=abc&lang=fr');
    expect(screen.getByRole('heading', { name: APPROVE.title })).toBeInTheDocument();
    expect(
      await screen.findByText(inLanguage('en', () => APPROVE.asks('Clear View Co', 30, 'Window Cleaning'))),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: APPROVE.approve })).toBeInTheDocument();
  });
});
