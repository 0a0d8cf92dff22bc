import { describe, expect, it } from 'vitest';
import { vendorSetup } from './vendor-setup.ts';

describe('vendorSetup', () => {
  const none = { 'business-info': false, services: false, hours: false, documents: false };
  it('resumes at the first step not done, in the wizard order', () => {
    expect(vendorSetup(none).nextStep).toBe('business-info');
    expect(vendorSetup({ ...none, 'business-info': true }).nextStep).toBe('services');
    expect(vendorSetup({ ...none, 'business-info': true, services: true, documents: true }).nextStep).toBe('hours');
    expect(vendorSetup({ 'business-info': true, services: true, hours: true, documents: false }).nextStep).toBe(
      'documents',
    );
  });
  it('is complete once every step is done', () => {
    expect(vendorSetup({ 'business-info': true, services: true, hours: true, documents: true }).nextStep).toBe(
      'complete',
    );
  });
});
