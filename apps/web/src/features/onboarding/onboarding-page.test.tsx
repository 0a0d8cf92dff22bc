import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { testVendor } from '../../test/render.tsx';
import { newDraft } from './draft.ts';
import { NEW_USER, renderOnboarding, stepHeading, storedDraft } from './onboarding-test-utils.tsx';

const vendorSession = { status: 'signIn' as const, vendorId: testVendor.id, email: NEW_USER };
const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('Onboarding wizard (docs/product-spec.md §2, §3, §4)', () => {
  it('shows the five steps; only completed, current and earlier ones can be opened', async () => {
    server.use(http.get('/api/product', () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    renderOnboarding({ draft: { currentStep: 'hours', completedSteps: ['business-info', 'services'] } });
    await stepHeading('Business Hours');
    expect(stepButton('Hours')).toHaveAttribute('aria-current', 'step');
    expect(stepButton('Business Info')).toBeEnabled();
    expect(stepButton('Services')).toBeEnabled();
    expect(stepButton('Documents')).toBeDisabled();
    expect(stepButton('Complete')).toBeDisabled();

    await user.click(stepButton('Services'));
    expect(await stepHeading('Services')).toBeInTheDocument();
    expect(screen.getByLabelText('Services', { selector: 'div' })).toHaveFocus();
    // Hours was never saved: once the vendor is back on Services it opens again only by saving.
    expect(stepButton('Hours')).toBeDisabled();
    expect(storedDraft()?.currentStep).toBe('services');
  });

  it('resumes where the vendor was after a reload', async () => {
    const first = renderOnboarding({ draft: { currentStep: 'hours', completedSteps: ['business-info', 'services'] } });
    await stepHeading('Business Hours');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Friday closed' }));
    await user.clear(screen.getByLabelText('Friday open time'));
    await user.type(screen.getByLabelText('Friday open time'), '07:00');
    first.unmount();
    renderOnboarding();
    await stepHeading('Business Hours');
    expect(screen.getByLabelText('Friday open time')).toHaveValue('07:00');
  });

  it('starts over when a different user signs in', async () => {
    renderOnboarding({
      draft: {
        ...newDraft('someone@else.test'),
        currentStep: 'hours',
        completedSteps: ['business-info', 'services'],
        userEmail: 'someone@else.test',
      },
    });
    expect(await stepHeading('Business Information')).toBeInTheDocument();
    expect(storedDraft()).toEqual(newDraft(NEW_USER));
  });

  it.each(['business-info', 'complete'] as const)(
    'sends a user who already has a vendor from %s to /',
    async (currentStep) => {
      renderOnboarding({
        session: vendorSession,
        draft: { currentStep, completedSteps: ['business-info', 'services', 'hours', 'documents'] },
      });
      expect(await screen.findByText('home page')).toBeInTheDocument();
    },
  );

  it('keeps a user with a vendor on the later steps, and lets them go back to update the business info', async () => {
    const user = userEvent.setup();
    renderOnboarding({
      session: vendorSession,
      draft: { currentStep: 'hours', completedSteps: ['business-info', 'services'] },
    });
    expect(await stepHeading('Business Hours')).toBeInTheDocument();
    await user.click(stepButton('Business Info'));
    expect(await stepHeading('Business Information')).toBeInTheDocument();
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    renderOnboarding({ session: { status: 'signOut', token: null, vendorId: null, email: null } });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('finishes with the review message; the button resets the draft and goes to /', async () => {
    const user = userEvent.setup();
    renderOnboarding({
      draft: { currentStep: 'complete', completedSteps: ['business-info', 'services', 'hours', 'documents'] },
    });
    expect(await screen.findByText(ONBOARDING.completeMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });
});
