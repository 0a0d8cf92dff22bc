import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH, FIELD } from '@vendor-portal/contract/messages';
import { agreementQueryKey } from '../../lib/api/agreement-key.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AgreementGate } from './agreement-gate.tsx';
import { signingRequired } from './api/get-agreement.ts';
import { agreementUrlTransform } from '../../components/markdown/url-transform.ts';

const DOC = {
  id: 3,
  documentType: 'vendor_agreement',
  effectiveDate: '2025-01-01T00:00:00.000Z',
  contentMarkdown:
    '# Vendor Agreement v2\n\nRead the [terms](https://example.com/terms), write to [us](mailto:legal@example.com), avoid [this](javascript:alert(1)).',
};

function mock({
  doc = DOC as typeof DOC | null,
  signedDate = null as string | null,
  legalStatus = 200,
  signStatus = 200,
} = {}) {
  const seen = { legalAuth: undefined as string | null | undefined, signed: [] as string[] };
  server.use(
    http.get('/api/legalDocument', ({ request }) => {
      seen.legalAuth = request.headers.get('authorization');
      expect(new URL(request.url).searchParams.get('documentType')).toBe('vendor_agreement');
      if (legalStatus !== 200) return HttpResponse.json({ message: 'x' }, { status: legalStatus });
      return doc
        ? HttpResponse.json(doc)
        : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: AUTH.agreementNotFound }, { status: 404 });
    }),
    http.get('/api/signedDocument', ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer test-token');
      return HttpResponse.json({ documentId: DOC.id, signedDate });
    }),
    http.post('/api/signedDocument', ({ request }) => {
      seen.signed.push(new URL(request.url).searchParams.get('documentId')!);
      if (signStatus !== 200) return HttpResponse.json({ message: 'x' }, { status: signStatus });
      return HttpResponse.json({ documentId: DOC.id, signedDate: new Date().toISOString() });
    }),
  );
  return seen;
}

const render = (session = {}) =>
  renderWithProviders(
    <AgreementGate>
      <button type="button">app content</button>
    </AgreementGate>,
    { session },
  );

describe('signing rule (docs/product-spec.md §4 Vendor agreement)', () => {
  it('is required with no signed record, no effective date, or a signature older than the effective date', () => {
    expect(signingRequired({ effectiveDate: '2025-01-01T00:00:00Z' }, null)).toBe(true);
    expect(signingRequired({ effectiveDate: null }, '2025-02-01T00:00:00Z')).toBe(true);
    expect(signingRequired({ effectiveDate: '2025-01-01T00:00:00Z' }, '2024-12-31T23:59:59Z')).toBe(true);
    expect(signingRequired({ effectiveDate: '2025-01-01T00:00:00Z' }, '2025-01-01T00:00:00Z')).toBe(false);
    expect(signingRequired({ effectiveDate: '2025-01-01T00:00:00Z' }, '2025-03-01T00:00:00Z')).toBe(false);
  });
});

describe('link protocols (docs/product-spec.md §2)', () => {
  it('allows only http, https, irc, ircs, mailto and xmpp', () => {
    for (const url of [
      'http://a.test',
      'https://a.test',
      'irc://irc.test/x',
      'ircs://irc.test/x',
      'mailto:a@b.test',
      'xmpp:a@b.test',
      '/relative',
      '#anchor',
    ]) {
      expect(agreementUrlTransform(url)).toBe(url);
    }
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a.test',
      'tel:123',
    ]) {
      expect(agreementUrlTransform(url)).toBe('');
    }
  });
});

describe('vendor agreement gate (docs/product-spec.md §2)', () => {
  it("shows 'Loading...' while checking, then the app when the current version is signed", async () => {
    mock({ signedDate: '2025-02-01T00:00:00.000Z' });
    render();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'app content' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches the legal document without an Authorization header', async () => {
    const seen = mock({ signedDate: '2025-02-01T00:00:00.000Z' });
    render();
    await screen.findByRole('button', { name: 'app content' });
    expect(seen.legalAuth).toBeNull();
  });

  it('blocks the app with a full-screen overlay carrying the rendered agreement; I agree signs it and closes the overlay', async () => {
    const seen = mock();
    render();
    const dialog = await screen.findByRole('dialog', { name: AUTH.agreementTitle });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByRole('heading', { name: 'Vendor Agreement v2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', 'https://example.com/terms');
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:legal@example.com');
    expect(screen.getByText('this').closest('a')?.getAttribute('href') ?? '').toBe('');
    // The app behind the overlay is inert: no focus, no clicks, hidden from assistive technology.
    expect(screen.getByText('app content').closest('[inert]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('app content').closest('[inert]')).toBeNull();
    expect(seen.signed).toEqual(['3']);
  });

  it('says from when the version applies, and lets a vendor who does not agree sign out', async () => {
    const seen = mock({ doc: { ...DOC, effectiveDate: '2025-01-15T12:00:00.000Z' } });
    server.use(http.delete('/auth/sessions/current', () => new HttpResponse(null, { status: 204 })));
    const { store } = render();
    const dialog = await screen.findByRole('dialog', { name: AUTH.agreementTitle });
    expect(dialog).toHaveTextContent(AUTH.agreementEffective('Jan 15, 2025'));
    await userEvent.click(screen.getByRole('button', { name: AUTH.signOut }));
    await waitFor(() => expect(store.getState().status).toBe('signOut'));
    expect(seen.signed).toEqual([]);
  });

  it('asks again when a newer version took effect after the signature', async () => {
    mock({ signedDate: '2024-06-01T00:00:00.000Z' });
    render();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('asks when the document has no effective date', async () => {
    mock({ doc: { ...DOC, effectiveDate: null as unknown as string }, signedDate: '2025-02-01T00:00:00.000Z' });
    render();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("shows 'Agreement not found.' when the document has no text", async () => {
    mock({ doc: { ...DOC, contentMarkdown: '' } });
    render();
    expect(await screen.findByText('Agreement not found.')).toBeInTheDocument();
  });

  it('lets the vendor in when no agreement is in effect', async () => {
    mock({ doc: null });
    render();
    expect(await screen.findByRole('button', { name: 'app content' })).toBeInTheDocument();
  });

  it("shows 'Failed to update vendor agreement. Please try again.' in red when signing fails", async () => {
    mock({ signStatus: 500 });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to update vendor agreement. Please try again.');
    expect(error).toHaveClass('text-red-700');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows 'Failed to verify agreement status.' in red when the check fails, with a retry", async () => {
    mock({ legalStatus: 500 });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify agreement status.');
    mock({ signedDate: '2025-02-01T00:00:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: AUTH.tryAgain }));
    expect(await screen.findByRole('button', { name: 'app content' })).toBeInTheDocument();
  });

  it('a check that fails after the signature was known keeps the app, with a banner that the server cannot be reached (issue 28)', async () => {
    mock({ signedDate: '2025-02-01T00:00:00.000Z' });
    const { queryClient } = render();
    expect(await screen.findByRole('button', { name: 'app content' })).toBeInTheDocument();
    // The server stops answering; the check is asked again (as after a reload with the saved cache).
    mock({ legalStatus: 503 });
    await queryClient.invalidateQueries({ queryKey: agreementQueryKey });
    expect(
      await screen.findByText(/^The server cannot be reached\. Showing what was saved at .+\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'app content' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(AUTH.agreementCheckFailed)).not.toBeInTheDocument();
    // Asked again once the server is back: the banner goes.
    mock({ signedDate: '2025-02-01T00:00:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: FIELD.serverRetry }));
    await waitFor(() => expect(screen.queryByText(/^The server cannot be reached/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'app content' })).toBeInTheDocument();
  });

  it('a check that fails when a signature is known to be needed keeps the agreement overlay', async () => {
    mock();
    const { queryClient } = render();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    mock({ legalStatus: 503 });
    await queryClient.invalidateQueries({ queryKey: agreementQueryKey });
    await waitFor(() => expect(queryClient.getQueryState(agreementQueryKey)?.status).toBe('error'));
    expect(screen.getByRole('button', { name: AUTH.agreeButton })).toBeInTheDocument();
    expect(screen.queryByText(/^The server cannot be reached/)).not.toBeInTheDocument();
  });

  it("without a token: 'Authentication token not found. Please log in.' and no check", () => {
    render({ token: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication token not found. Please log in.');
  });
});
