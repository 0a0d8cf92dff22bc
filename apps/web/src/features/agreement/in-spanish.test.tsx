import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { AUTH } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { englishLeft } from '../../test/english-left.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { AgreementGate } from './agreement-gate.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 46: the agreement gate's chrome in Spanish (its title, the effective date, the buttons, its errors); the
// agreement's own text stays as the marketplace published it.

const AGREEMENT = {
  id: 3,
  documentType: 'vendor_agreement',
  effectiveDate: '2025-01-01T00:00:00.000Z',
  contentMarkdown: '# Vendor Agreement v2\n\nThe vendor agrees to the terms of the marketplace.',
};
// The agreement's own text, as published.
const PUBLISHED = ['Vendor Agreement v2', 'The vendor agrees to the terms of the marketplace.'];

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  setLanguage('en');
});

const render = () =>
  renderWithProviders(
    <AgreementGate>
      <p>app</p>
    </AgreementGate>,
  );

describe('the agreement gate in Spanish', () => {
  it('asks to sign in Spanish around the published English text', async () => {
    server.use(
      mockRoute(paths.getLegalDocument).reply(() => AGREEMENT),
      mockRoute(paths.getSignedDocument).reply(() => ({ documentId: 3, signedDate: null })),
    );
    const { baseElement } = render();
    expect(await screen.findByRole('button', { name: AUTH.agreeButton })).toBeInTheDocument();
    expect(await screen.findByText('Vendor Agreement v2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AUTH.signOut })).toBeInTheDocument();
    expect(englishLeft(baseElement, PUBLISHED)).toEqual([]);
  });

  it('says in Spanish when the check fails, with its retry', async () => {
    server.use(http.get('/api/legalDocument', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { baseElement } = render();
    expect(await screen.findByText(AUTH.agreementCheckFailed)).toBeInTheDocument();
    expect(englishLeft(baseElement)).toEqual([]);
  });
});
