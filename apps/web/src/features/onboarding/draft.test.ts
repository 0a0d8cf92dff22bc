import { describe, expect, it } from 'vitest';
import { vendorSetup } from '@vendor-portal/contract/vendor-setup';
import { testVendor } from '../../test/render.tsx';
import { completeStep, newDraft, resumeDraft, resumeFromServer } from './draft.ts';

describe('onboarding draft (docs/product-spec.md §3, §4)', () => {
  it('starts on business info with nothing saved, hours in America/Denver', () => {
    const draft = newDraft('a@example.com');
    expect(draft.currentStep).toBe('business-info');
    expect(draft.completedSteps).toEqual([]);
    expect(draft.initialSave).toEqual({ businessInfo: false, services: false, hours: false, documents: false });
    expect(draft.hours.timeZone).toBe('America/Denver');
    expect(draft.userEmail).toBe('a@example.com');
  });

  it('resumes the same user’s draft', () => {
    const stored = completeStep(newDraft('a@example.com'), 'business-info', { vendorId: 9 });
    const resumed = resumeDraft(JSON.parse(JSON.stringify(stored)), 'A@example.com');
    expect(resumed.currentStep).toBe('services');
    expect(resumed.vendorId).toBe(9);
  });

  it('resets when a different user is signed in', () => {
    const stored = completeStep(newDraft('a@example.com'), 'business-info');
    expect(resumeDraft(stored, 'b@example.com')).toEqual(newDraft('b@example.com'));
  });

  it('starts over when storage holds nothing usable', () => {
    expect(resumeDraft(null, 'a@example.com')).toEqual(newDraft('a@example.com'));
    expect(resumeDraft({ currentStep: 'nowhere' }, 'a@example.com')).toEqual(newDraft('a@example.com'));
  });

  it('keeps documents whose files were never uploaded (the step asks for their files again)', () => {
    const stored = {
      ...newDraft('a@example.com'),
      documents: [
        { id: '1', title: 'License', fileLabel: 'Business License', mediaUrl: '/files/1' },
        { id: '2', title: 'W-9', fileLabel: 'W-9 Form', mediaUrl: '' },
      ],
    };
    expect(resumeDraft(stored, 'a@example.com').documents.map((d) => d.id)).toEqual(['1', '2']);
  });

  it('flags a step complete and saved, and moves to the next one', () => {
    const draft = completeStep(newDraft(null), 'hours');
    expect(draft.completedSteps).toEqual(['hours']);
    expect(draft.initialSave.hours).toBe(true);
    expect(draft.currentStep).toBe('documents');
    expect(completeStep(draft, 'hours').completedSteps).toEqual(['hours']);
  });

  it('shows a saved vendor’s Business Info, every vendor field but the email, when this browser has none', () => {
    const setup = vendorSetup({ 'business-info': true, services: false, hours: false, documents: false });
    const vendor = { ...testVendor, street2: 'Suite 210' };
    const { id, email, reviewStatus: _status, ...businessInfo } = vendor;
    const resumed = resumeFromServer(newDraft(email), setup, vendor, null);
    expect(resumed.businessInfo).toEqual(businessInfo);
    expect(resumed.vendorId).toBe(id);
  });
});
