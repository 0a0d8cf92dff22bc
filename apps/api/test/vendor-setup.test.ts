import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorFiles } from '../src/db/schema.ts';
import { createHoursDay } from '../src/modules/hours/service.ts';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import { createTestApp, createTestIdentity, createTestProduct, createTestVendor, type TestContext } from './helpers.ts';

// GET /vendorSetup: the onboarding steps done, read from the saved data, so that the wizard resumes on any
// device (docs/product-spec.md §4 Onboarding).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const setup = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/vendorSetup', headers });
const NONE = { 'business-info': false, services: false, hours: false, documents: false };

describe('GET /vendorSetup', () => {
  it('answers 401 without a token', async () => {
    expect((await setup({})).statusCode).toBe(401);
  });

  it('an identity without a vendor starts at business info', async () => {
    const identity = await createTestIdentity(t.app);
    const res = await setup(identity.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ done: NONE, nextStep: 'business-info' });
  });

  it('follows what the vendor has saved, step by step, and reads only its own data', async () => {
    const v = await createTestVendor(t.app);
    const other = await createTestVendor(t.app);
    expect((await setup(v.headers)).json()).toEqual({ done: { ...NONE, 'business-info': true }, nextStep: 'services' });

    // A service without a zip does not count: the wizard requires one.
    const product = await createTestProduct(t.app);
    const service = await addVendorProduct(t.app.db, v.vendorId, product.id);
    expect((await setup(v.headers)).json().nextStep).toBe('services');
    await addZipCode(t.app.db, v.vendorId, service.id, '80202');
    expect((await setup(v.headers)).json().nextStep).toBe('hours');

    // Documents saved before hours: the first step left is still hours.
    await t.app.db.insert(vendorFiles).values({
      vendorId: v.vendorId,
      title: 'License',
      fileLabel: 'Business License',
      storageKey: `setup-test-${v.vendorId}`,
      contentType: 'application/pdf',
      sizeBytes: 10,
    });
    expect((await setup(v.headers)).json()).toEqual({
      done: { 'business-info': true, services: true, hours: false, documents: true },
      nextStep: 'hours',
    });
    await createHoursDay(t.app.db, v.vendorId, {
      weekDay: 'Monday',
      openTime: '09:00',
      closeTime: '17:00',
      timeZone: 'America/Denver',
    });
    expect((await setup(v.headers)).json()).toEqual({
      done: { 'business-info': true, services: true, hours: true, documents: true },
      nextStep: 'complete',
    });
    // The other vendor's progress is its own.
    expect((await setup(other.headers)).json().nextStep).toBe('services');
  });
});
