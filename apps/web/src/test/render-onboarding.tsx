import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vendorSetup, type SavingStep } from '@vendor-portal/contract/vendor-setup';
import type { Vendor } from '@vendor-portal/contract/vendor';
import { server } from './msw-server.ts';
import { renderWithProviders, testVendor } from './render.tsx';
import { readJson, writeJson } from '../lib/browser/storage.ts';
import type { SessionState } from '../lib/session/session-store.ts';
import { DRAFT_KEY, newDraft, type OnboardingDraft } from '../features/onboarding/draft.ts';
import { OnboardingPage } from '../features/onboarding/onboarding-page.tsx';

export const NEW_USER = 'new@example.com';

/** A signed-in identity that has no vendor yet (docs/product-spec.md §4 status unauthorized). */
export const newUserSession: Partial<SessionState> = { status: 'unauthorized', vendorId: null, email: NEW_USER };

/** Renders /onboarding with a stored draft (a fresh one by default) and pages to land on. */
export function renderOnboarding({
  draft,
  session = newUserSession,
}: { draft?: Partial<OnboardingDraft>; session?: Partial<SessionState> } = {}) {
  if (draft) writeJson(DRAFT_KEY, { ...newDraft(session.email ?? null), ...draft });
  return renderWithProviders(<OnboardingPage />, {
    path: '/onboarding',
    session,
    routes: [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  });
}

export const storedDraft = () => readJson<OnboardingDraft>(DRAFT_KEY);

export const stepHeading = (name: string) => screen.findByRole('heading', { name });

/** What the server holds for a vendor that exists: the steps done (GET /vendorSetup) and the vendor (GET /vendor). */
export function mockServerProgress(done: readonly SavingStep[], vendor: Vendor = testVendor) {
  server.use(
    http.get('/api/vendorSetup', () =>
      HttpResponse.json(
        vendorSetup({
          'business-info': done.includes('business-info'),
          services: done.includes('services'),
          hours: done.includes('hours'),
          documents: done.includes('documents'),
        }),
      ),
    ),
    http.get('/api/vendor', () => HttpResponse.json(vendor)),
    // The services saved (the Services step shows them): none unless a test says otherwise.
    http.get('/api/zipcode', () => HttpResponse.json([])),
    // The hours saved (the Hours step shows them): none unless a test says otherwise.
    http.get('/api/vendorHours', () => HttpResponse.json([])),
  );
}
