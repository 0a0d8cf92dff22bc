import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { ELIGIBILITY, REVIEW } from '@vendor-portal/contract/messages';
import { MAX_EXPIRY_YEARS } from '@vendor-portal/contract/ops/staff';
import { vendorFiles } from '../src/db/schema.ts';
import { addVendorProduct, addZipCode } from '../src/modules/services/service.ts';
import { createHoursDay } from '../src/modules/hours/service.ts';
import { signDocument } from '../src/modules/legal/service.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  opsHeaders,
  uniqueEmail,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { approveVendor, verifyEmail } from './eligibility-helpers.ts';
import { createTestStaff, PDF, uploadDocument, type TestStaff } from './staff-helpers.ts';

// The provider's team (docs/architecture.md "Review and audit"): staff accounts and roles, the review
// of vendors and documents with their mails, the audit log, and document-expired. Over HTTP.

let t: TestContext;
let admin: TestStaff;
let reviewer: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestStaff(t.app, 'admin');
  reviewer = await createTestStaff(t.app, 'reviewer');
});
afterAll(async () => t.close());

const as = (who: { headers: object }, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers as Record<string, string>, ...(payload ? { payload } : {}) });
const mailTo = (email: string) => t.mail.filter((m) => m.to === email.toLowerCase());
/** A vendor that signed the agreement in effect (tests here publish agreements). */
async function newVendor(title?: string): Promise<TestVendor> {
  const v = await createTestVendor(t.app, title ? { title } : {});
  const current = (await as(reviewer, 'GET', '/api/ops/agreement')).json().data;
  if (current) await signDocument(t.app.db, v.identityId, current.id);
  return v;
}
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('staff accounts', () => {
  it('creates a staff account that signs in on the ordinary endpoint with its role in the idToken', async () => {
    const email = uniqueEmail('new-reviewer');
    const res = await as({ headers: opsHeaders }, 'POST', '/api/ops/staff', { email, role: 'reviewer' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      email,
      role: 'reviewer',
      setPasswordUrl: expect.stringMatching(/\/reset-password\?token=/),
    });
    // The same link is mailed.
    expect(mailTo(email).at(-1)?.text).toContain(res.json().setPasswordUrl);
    expect(decodeJwt(reviewer.token).role).toBe('reviewer');
    expect(decodeJwt(admin.token).role).toBe('admin');
    const vendor = await createTestVendor(t.app);
    expect(decodeJwt(vendor.token).role).toBe('vendor');
  });

  it('lets an admin create staff (the link only by mail), refuses a reviewer, a vendor, and a taken email', async () => {
    const email = uniqueEmail('by-admin');
    const byAdmin = await as(admin, 'POST', '/api/ops/staff', { email, role: 'admin' });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toEqual({ id: expect.any(String), email, role: 'admin' });
    expect(mailTo(email)).toHaveLength(1);
    const byReviewer = await as(reviewer, 'POST', '/api/ops/staff', { email: uniqueEmail(), role: 'reviewer' });
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json()).toMatchObject({ code: 'admin-only', message: REVIEW.adminOnly });
    const vendor = await createTestVendor(t.app);
    const byVendor = await as(vendor, 'POST', '/api/ops/staff', { email: uniqueEmail(), role: 'reviewer' });
    expect(byVendor.statusCode).toBe(403);
    expect(byVendor.json()).toMatchObject({ code: 'staff-only', message: REVIEW.staffOnly });
    const taken = await as(admin, 'POST', '/api/ops/staff', { email: vendor.email, role: 'reviewer' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email-already-in-use');
  });

  it('refuses staff on vendor routes with vendor-only, and answers who is calling on /api/ops/me', async () => {
    const res = await as(reviewer, 'GET', '/api/vendor');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'vendor-only', message: REVIEW.vendorOnly });
    expect((await as(reviewer, 'GET', '/api/ops/me')).json()).toEqual({
      actor: reviewer.email,
      role: 'reviewer',
      identityId: reviewer.id,
    });
    expect((await as({ headers: opsHeaders }, 'GET', '/api/ops/me')).json()).toEqual({
      actor: 'ops-token',
      role: 'admin',
      identityId: null,
    });
  });

  it('keeps the outbox (it holds set-password links) from reviewers', async () => {
    expect((await as(reviewer, 'GET', '/api/ops/outbox')).json()).toMatchObject({ code: 'admin-only' });
    expect((await as(admin, 'GET', '/api/ops/outbox')).statusCode).toBe(200);
  });
});

describe('the review queue and a vendor page', () => {
  /** Every onboarding step done: a service with a zip, a day of hours, a document. */
  async function finishOnboarding(v: TestVendor, zip = '80299') {
    const product = await createTestProduct(t.app);
    const { id } = await addVendorProduct(t.app.db, v.vendorId, product.id);
    await addZipCode(t.app.db, v.vendorId, id, zip);
    await createHoursDay(t.app.db, v.vendorId, {
      weekDay: 'Monday',
      openTime: '09:00',
      closeTime: '17:00',
      timeZone: 'America/Denver',
    });
    await uploadDocument(t.app, v, 'Certificate of Insurance', 'COI');
    // The document itself is reviewed: approved here, so only the vendor waits.
    await t.app.db.update(vendorFiles).set({ status: 'approved' }).where(eq(vendorFiles.vendorId, v.vendorId));
  }

  it('lists pending first, oldest submission first, searches name, email and zip, and counts per status', async () => {
    const tag = `q${Date.now()}`;
    const older = await createTestVendor(t.app, { title: `Older ${tag}` });
    const newer = await createTestVendor(t.app, { title: `Newer ${tag}` });
    const approved = await createTestVendor(t.app, { title: `Approved ${tag}` });
    await approveVendor(t.app, approved.vendorId);
    await finishOnboarding(older);
    await finishOnboarding(newer);
    const res = await as(reviewer, 'GET', `/api/ops/vendors?q=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((v: { id: number }) => v.id)).toEqual([older.vendorId, newer.vendorId, approved.vendorId]);
    expect(body.counts).toEqual({ pending: 2, approved: 1, rejected: 0, all: 3 });
    expect(body.data[0]).toMatchObject({ reviewStatus: 'pending', submittedAt: expect.any(String), pendingFiles: 0 });
    const pendingOnly = await as(reviewer, 'GET', `/api/ops/vendors?q=${tag}&reviewStatus=approved`);
    expect(pendingOnly.json().data.map((v: { id: number }) => v.id)).toEqual([approved.vendorId]);
    const byEmail = await as(reviewer, 'GET', `/api/ops/vendors?q=${encodeURIComponent(newer.email.toUpperCase())}`);
    expect(byEmail.json().data.map((v: { id: number }) => v.id)).toEqual([newer.vendorId]);
    const product = await createTestProduct(t.app);
    const { id } = await addVendorProduct(t.app.db, older.vendorId, product.id);
    await addZipCode(t.app.db, older.vendorId, id, '86421');
    const byZip = await as(reviewer, 'GET', '/api/ops/vendors?q=86421');
    expect(byZip.json().data.map((v: { id: number }) => v.id)).toEqual([older.vendorId]);
  });

  it('leaves an unfinished onboarding out of the queue until every step is done (issue 38 item 9)', async () => {
    const tag = `u${Date.now()}`;
    const v = await createTestVendor(t.app, { title: `Services Only ${tag}` });
    const product = await createTestProduct(t.app);
    const { id } = await addVendorProduct(t.app.db, v.vendorId, product.id);
    await addZipCode(t.app.db, v.vendorId, id, '80298');
    const queue = async () => (await as(reviewer, 'GET', `/api/ops/vendors?q=${tag}&reviewStatus=pending`)).json();
    expect(await queue()).toEqual({ data: [], counts: { pending: 0, approved: 0, rejected: 0, all: 1 } });
    await finishOnboarding(v);
    const after = await queue();
    expect(after.data.map((x: { id: number }) => x.id)).toEqual([v.vendorId]);
    expect(after.counts.pending).toBe(1);
  });

  it('puts an approved vendor with documents waiting in the queue, counted on the pending tab (issue 28 item 3)', async () => {
    const tag = `d${Date.now()}`;
    const approved = await createTestVendor(t.app, { title: `Approved Uploader ${tag}` });
    await approveVendor(t.app, approved.vendorId);
    const quiet = await createTestVendor(t.app, { title: `Approved Quiet ${tag}` });
    await approveVendor(t.app, quiet.vendorId);
    const before = (await as(reviewer, 'GET', `/api/ops/vendors?q=${tag}&reviewStatus=pending`)).json();
    expect(before).toEqual({ data: [], counts: { pending: 0, approved: 2, rejected: 0, all: 2 } });
    await uploadDocument(t.app, approved, 'Certificate of Insurance', 'COI 2027');
    await uploadDocument(t.app, approved, 'Certificate of Insurance', 'COI 2027 umbrella');
    const queue = (await as(reviewer, 'GET', `/api/ops/vendors?q=${tag}&reviewStatus=pending`)).json();
    expect(queue.data).toEqual([
      expect.objectContaining({ id: approved.vendorId, reviewStatus: 'approved', pendingFiles: 2 }),
    ]);
    expect(queue.counts).toEqual({ pending: 1, approved: 2, rejected: 0, all: 2 });
    // Unfiltered, the vendor waiting comes first.
    const all = (await as(reviewer, 'GET', `/api/ops/vendors?q=${tag}`)).json();
    expect(all.data.map((v: { id: number }) => v.id)).toEqual([approved.vendorId, quiet.vendorId]);
  });

  it('shows profile, services and zips, hours with the zone, documents and the agreement signature', async () => {
    const v = await createTestVendor(t.app, { title: 'Detail Page Co' });
    const product = await createTestProduct(t.app, { title: 'Window Washing' });
    const { id } = await addVendorProduct(t.app.db, v.vendorId, product.id);
    await addZipCode(t.app.db, v.vendorId, id, '80210');
    await createHoursDay(t.app.db, v.vendorId, {
      weekDay: 'Tuesday',
      openTime: '08:00',
      closeTime: '16:00',
      timeZone: 'America/Denver',
    });
    const fileId = await uploadDocument(t.app, v, 'Certificate of Insurance', 'COI 2026');
    const published = await as(admin, 'POST', '/api/ops/agreement', { contentMarkdown: '# Vendor terms' });
    expect(published.statusCode).toBe(201);
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/signedDocument?documentId=${published.json().id}`,
      headers: { ...v.headers, 'user-agent': 'ReviewTest/1.0' },
    });
    expect(signed.statusCode).toBe(200);
    const res = await as(reviewer, 'GET', `/api/ops/vendors/${v.vendorId}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: v.vendorId,
      title: 'Detail Page Co',
      email: v.email,
      reviewStatus: 'pending',
      emailVerified: false,
      pendingFiles: 1,
      services: [{ vendorProductId: id, productId: product.id, productTitle: 'Window Washing', zipCodes: ['80210'] }],
      timeZone: 'America/Denver',
      hours: [{ weekDay: 'Tuesday', openTime: '08:00', closeTime: '16:00' }],
      files: [
        {
          id: fileId,
          title: 'COI 2026',
          fileLabel: 'Certificate of Insurance',
          status: 'pending',
          requiresExpiry: true,
          expiresAt: null,
          size: PDF.length,
          contentType: 'application/pdf',
        },
      ],
      agreement: {
        documentId: published.json().id,
        ip: expect.any(String),
        userAgent: 'ReviewTest/1.0',
        isCurrent: true,
        signedAt: expect.any(String),
      },
    });
    // The preview link opens the document inline, without a header.
    for (const url of [
      data.files[0].mediaUrl,
      (await as(reviewer, 'GET', `/api/ops/vendor-files/${fileId}/preview`)).json().url,
    ]) {
      const opened = await t.app.inject({ method: 'GET', url });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-disposition']).toMatch(/^inline/);
      expect(opened.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await as(reviewer, 'GET', '/api/ops/vendors/999999')).statusCode).toBe(404);
  });
});

describe('decisions', () => {
  let v: TestVendor;
  beforeAll(async () => {
    v = await newVendor('Decided LLC');
  });

  it('rejects a vendor only with a reason, mails it, and audits the change with actor, before and after', async () => {
    const noReason = await as(reviewer, 'PATCH', `/api/ops/vendors/${v.vendorId}`, { reviewStatus: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(REVIEW.noteRequired);
    const res = await as(reviewer, 'PATCH', `/api/ops/vendors/${v.vendorId}`, {
      reviewStatus: 'rejected',
      reviewNote: 'The business address does not match the licence.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: v.vendorId,
      reviewStatus: 'rejected',
      reviewNote: 'The business address does not match the licence.',
      reviewedAt: expect.any(String),
    });
    // Issue 28: the vendor's own answer carries the reason too, not only the mail.
    expect((await as(v, 'GET', '/api/vendor')).json()).toMatchObject({
      reviewStatus: 'rejected',
      reviewNote: 'The business address does not match the licence.',
    });
    expect(mailTo(v.email).at(-1)).toMatchObject({
      subject: `Your ${t.config.BRAND_NAME} vendor profile was not approved`,
      text: 'Your vendor profile was not approved.\n\nReason: The business address does not match the licence.',
    });
    const audit = await as(admin, 'GET', `/api/ops/audit?q=vendor:${v.vendorId}`);
    expect(audit.json().data[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: reviewer.email,
      action: 'vendor.review',
      actionName: 'Reviewed a vendor',
      target: `vendor:${v.vendorId}`,
      // Named, with the vendor for a link (issue 28 item 11).
      targetName: 'Decided LLC',
      vendorId: v.vendorId,
      before: { reviewStatus: 'pending', reviewNote: null },
      after: { reviewStatus: 'rejected', reviewNote: 'The business address does not match the licence.' },
    });
    const approve = await as(reviewer, 'PATCH', `/api/ops/vendors/${v.vendorId}`, { reviewStatus: 'approved' });
    expect(approve.json()).toMatchObject({ reviewStatus: 'approved', reviewNote: null });
    expect((await as(v, 'GET', '/api/vendor')).json()).toMatchObject({ reviewStatus: 'approved', reviewNote: null });
    expect(mailTo(v.email).at(-1)).toMatchObject({
      subject: `Your ${t.config.BRAND_NAME} vendor profile is approved`,
      text: 'Your vendor profile is approved. You can now claim jobs in the portal.',
    });
  });

  it('reviews documents: reject needs a note, insurance and licences need an expiry, the vendor sees it all', async () => {
    const coi = await uploadDocument(t.app, v, 'Certificate of Insurance', 'Insurance 2026');
    const url = `/api/ops/vendor-files/${coi}`;
    expect((await as(reviewer, 'PATCH', url, { status: 'rejected' })).statusCode).toBe(400);
    const noExpiry = await as(reviewer, 'PATCH', url, { status: 'approved' });
    expect(noExpiry.statusCode).toBe(400);
    expect(noExpiry.json()).toMatchObject({
      code: 'expiry-required',
      message: REVIEW.expiryRequired('Certificate of Insurance'),
    });
    const rejected = await as(reviewer, 'PATCH', url, { status: 'rejected', note: 'The policy number is unreadable.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reviewNote: 'The policy number is unreadable.',
      reviewedBy: reviewer.email,
    });
    expect(mailTo(v.email).at(-1)).toMatchObject({
      subject: 'Your document "Insurance 2026" was not approved',
      text: 'Your document "Insurance 2026" was not approved.\n\nReason: The policy number is unreadable.\n\nPlease upload a new one on your Account page.',
    });
    // The replacement is a new file, pending review.
    const replacement = await uploadDocument(t.app, v, 'Certificate of Insurance', 'Insurance 2026 (new)');
    const listed = (await as(v, 'GET', '/api/vendorFiles')).json();
    expect(listed).toEqual([
      expect.objectContaining({
        id: replacement,
        status: 'pending',
        reviewNote: null,
        expiresAt: null,
        size: PDF.length,
        createdAt: expect.any(String),
      }),
      expect.objectContaining({ id: coi, status: 'rejected', reviewNote: 'The policy number is unreadable.' }),
    ]);
    const approved = await as(reviewer, 'PATCH', `/api/ops/vendor-files/${replacement}`, {
      status: 'approved',
      expiresAt: day(200),
    });
    expect(approved.json()).toMatchObject({ status: 'approved', expiresAt: day(200), expired: false });
    expect(mailTo(v.email).at(-1)).toMatchObject({
      subject: 'Your document "Insurance 2026 (new)" is approved',
      text: `Your document "Insurance 2026 (new)" is approved. It expires on ${day(200)}; please upload a new one before then.`,
    });
    // A W-9 does not expire: approved without a date.
    const w9 = await uploadDocument(t.app, v, 'W-9 Form');
    expect((await as(reviewer, 'PATCH', `/api/ops/vendor-files/${w9}`, { status: 'approved' })).statusCode).toBe(200);
    const audit = (await as(reviewer, 'GET', `/api/ops/audit?q=vendor-file:${replacement}`)).json().data;
    expect(audit).toEqual([
      expect.objectContaining({
        actor: reviewer.email,
        action: 'file.review',
        targetName: 'Insurance 2026 (new) (Decided LLC)',
        vendorId: v.vendorId,
        before: expect.objectContaining({ status: 'pending', expiresAt: null }),
        after: expect.objectContaining({ status: 'approved', expiresAt: day(200) }),
      }),
    ]);
    expect((await as(reviewer, 'PATCH', '/api/ops/vendor-files/999999', { status: 'approved' })).statusCode).toBe(404);
  });
});

describe("review mails in the reader's language (issue 46)", () => {
  /** A company that decided its language on its settings (the owner reads the company's address). */
  async function vendorIn(language: 'en' | 'es'): Promise<TestVendor> {
    const v = await newVendor();
    const res = await as(v, 'PATCH', '/api/preferences', { language });
    expect(res.statusCode, res.body).toBe(200);
    return v;
  }
  const decide = async (v: TestVendor, body: object) => {
    const res = await as(reviewer, 'PATCH', `/api/ops/vendors/${v.vendorId}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const { subject, text } = mailTo(v.email).at(-1)!;
    return { subject, text };
  };
  const decideFile = async (v: TestVendor, id: number, body: object) => {
    const res = await as(reviewer, 'PATCH', `/api/ops/vendor-files/${id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const { subject, text } = mailTo(v.email).at(-1)!;
    return { subject, text };
  };
  // The reviewer's note is the reviewer's own text: it reaches either company as written.
  const note = 'El número de póliza no se lee. / The policy number is unreadable.';

  it('writes the company decisions in Spanish to a Spanish company, the note as written', async () => {
    const v = await vendorIn('es');
    const brand = t.config.BRAND_NAME;
    expect(await decide(v, { reviewStatus: 'rejected', reviewNote: note })).toEqual({
      subject: `Tu perfil de proveedor en ${brand} no fue aprobado`,
      text: `Tu perfil de proveedor no fue aprobado.\n\nMotivo: ${note}`,
    });
    expect(await decide(v, { reviewStatus: 'pending', reviewNote: 'Sent back.' })).toEqual({
      subject: `Tu perfil de proveedor en ${brand} está en revisión otra vez`,
      text: 'Tu perfil de proveedor está en revisión otra vez. Te escribiremos cuando haya una decisión.\n\nNota de nuestro equipo: Sent back.',
    });
    expect(await decide(v, { reviewStatus: 'approved', reviewNote: note })).toEqual({
      subject: `Tu perfil de proveedor en ${brand} está aprobado`,
      text: `Tu perfil de proveedor está aprobado. Ya puedes tomar trabajos en el portal.\n\nNota de nuestro equipo: ${note}`,
    });
  });

  it('writes the document decisions in Spanish to a Spanish company, the expiry day and the note as written', async () => {
    const v = await vendorIn('es');
    const coi = await uploadDocument(t.app, v, 'Certificate of Insurance', 'Seguro 2026');
    expect(await decideFile(v, coi, { status: 'rejected', note })).toEqual({
      subject: 'Tu documento "Seguro 2026" no fue aprobado',
      text: `Tu documento "Seguro 2026" no fue aprobado.\n\nMotivo: ${note}\n\nSube uno nuevo en tu página Cuenta.`,
    });
    expect(await decideFile(v, coi, { status: 'pending' })).toEqual({
      subject: 'Tu documento "Seguro 2026" está en revisión otra vez',
      text: 'Tu documento "Seguro 2026" está en revisión otra vez.',
    });
    expect(await decideFile(v, coi, { status: 'approved', expiresAt: day(200), note: 'Gracias.' })).toEqual({
      subject: 'Tu documento "Seguro 2026" está aprobado',
      text: `Tu documento "Seguro 2026" está aprobado. Vence el ${day(200)}; sube uno nuevo antes de esa fecha.\n\nNota de nuestro equipo: Gracias.`,
    });
    const w9 = await uploadDocument(t.app, v, 'W-9 Form', 'W-9');
    expect(await decideFile(v, w9, { status: 'approved' })).toEqual({
      subject: 'Tu documento "W-9" está aprobado',
      text: 'Tu documento "W-9" está aprobado.',
    });
  });

  it('writes them in English to an English company', async () => {
    const v = await vendorIn('en');
    const brand = t.config.BRAND_NAME;
    expect(await decide(v, { reviewStatus: 'rejected', reviewNote: note })).toEqual({
      subject: `Your ${brand} vendor profile was not approved`,
      text: `Your vendor profile was not approved.\n\nReason: ${note}`,
    });
    expect(await decide(v, { reviewStatus: 'pending', reviewNote: 'Sent back.' })).toEqual({
      subject: `Your ${brand} vendor profile is under review again`,
      text: 'Your vendor profile is under review again. We will write to you once it is decided.\n\nNote from our team: Sent back.',
    });
    expect(await decide(v, { reviewStatus: 'approved' })).toEqual({
      subject: `Your ${brand} vendor profile is approved`,
      text: 'Your vendor profile is approved. You can now claim jobs in the portal.',
    });
    const coi = await uploadDocument(t.app, v, 'Certificate of Insurance', 'Insurance 2027');
    expect(await decideFile(v, coi, { status: 'rejected', note })).toEqual({
      subject: 'Your document "Insurance 2027" was not approved',
      text: `Your document "Insurance 2027" was not approved.\n\nReason: ${note}\n\nPlease upload a new one on your Account page.`,
    });
    expect(await decideFile(v, coi, { status: 'pending', note: 'Sent back.' })).toEqual({
      subject: 'Your document "Insurance 2027" is under review again',
      text: 'Your document "Insurance 2027" is under review again.\n\nNote from our team: Sent back.',
    });
    expect(await decideFile(v, coi, { status: 'approved', expiresAt: day(200) })).toEqual({
      subject: 'Your document "Insurance 2027" is approved',
      text: `Your document "Insurance 2027" is approved. It expires on ${day(200)}; please upload a new one before then.`,
    });
  });
});

describe('expiry dates that make no sense (issue 27)', () => {
  it('refuses a past date on approval, a date over 10 years ahead and any date on a kind that does not expire', async () => {
    const v = await newVendor();
    const before = mailTo(v.email).length;
    const coi = await uploadDocument(t.app, v, 'Certificate of Insurance', 'Insurance 2000');
    const url = `/api/ops/vendor-files/${coi}`;
    const past = await as(reviewer, 'PATCH', url, { status: 'approved', expiresAt: '2000-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'expiry-in-past', message: REVIEW.expiryInPast });
    expect((await as(reviewer, 'PATCH', url, { status: 'approved', expiresAt: day(-1) })).statusCode).toBe(400);
    const far = await as(reviewer, 'PATCH', url, { status: 'approved', expiresAt: '9999-12-31' });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ code: 'expiry-too-far', message: REVIEW.expiryTooFar(MAX_EXPIRY_YEARS) });
    expect((await as(reviewer, 'PATCH', url, { status: 'approved', expiresAt: day(3700) })).statusCode).toBe(400);
    const w9 = await uploadDocument(t.app, v, 'W-9 Form');
    const dated = await as(reviewer, 'PATCH', `/api/ops/vendor-files/${w9}`, {
      status: 'approved',
      expiresAt: day(30),
    });
    expect(dated.statusCode).toBe(400);
    expect(dated.json()).toMatchObject({
      code: 'expiry-not-applicable',
      message: REVIEW.expiryNotApplicable('W-9 Form'),
    });
    // Nothing was decided, and no vendor was mailed a date gone by.
    expect(mailTo(v.email)).toHaveLength(before);
    // Today and a date 10 years ahead are fine.
    expect((await as(reviewer, 'PATCH', url, { status: 'approved', expiresAt: day(0) })).statusCode).toBe(200);
    expect((await as(reviewer, 'PATCH', url, { status: 'approved', expiresAt: day(3600) })).statusCode).toBe(200);
  });
});

describe('documents expiring in the next 30 days (issue 28 item 11)', () => {
  it('lists approved documents expiring from today to 30 days ahead, soonest first, with their vendors', async () => {
    const v = await newVendor('Expiring Soon LLC');
    const soon = await uploadDocument(t.app, v, 'Certificate of Insurance', 'COI ends soon');
    const later = await uploadDocument(t.app, v, 'Certificate of Insurance', 'COI ends later');
    const today = await uploadDocument(t.app, v, 'Business License', 'Licence ends today');
    const pending = await uploadDocument(t.app, v, 'Certificate of Insurance', 'COI not yet reviewed');
    for (const [id, expiresAt] of [
      [soon, day(10)],
      [later, day(40)],
      [today, day(0)],
    ] as const)
      expect(
        (await as(reviewer, 'PATCH', `/api/ops/vendor-files/${id}`, { status: 'approved', expiresAt })).statusCode,
      ).toBe(200);
    const res = await as(reviewer, 'GET', '/api/ops/expiring-documents');
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.filter((d: { vendor: { id: number } }) => d.vendor.id === v.vendorId);
    expect(mine).toEqual([
      {
        id: today,
        title: 'Licence ends today',
        fileLabel: 'Business License',
        expiresAt: day(0),
        vendor: { id: v.vendorId, title: 'Expiring Soon LLC', email: v.email },
      },
      expect.objectContaining({ id: soon, expiresAt: day(10) }),
    ]);
    expect(mine.map((d: { id: number }) => d.id)).not.toContain(pending);
    const wider = (await as(reviewer, 'GET', '/api/ops/expiring-documents?days=60')).json().data;
    expect(wider.map((d: { id: number }) => d.id)).toContain(later);
    expect((await as({ headers: v.headers }, 'GET', '/api/ops/expiring-documents')).statusCode).toBe(403);
  });
});

describe('the audit log', () => {
  it('records ops-token actions, searches them, and refuses UPDATE and DELETE in the database', async () => {
    const created = await as({ headers: opsHeaders }, 'POST', '/api/ops/products', {
      title: 'Audited Product',
      prices: [{ title: 'Base' }],
    });
    expect(created.statusCode).toBe(201);
    const res = await as(reviewer, 'GET', `/api/ops/audit?q=product:${created.json().id}&limit=5`);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        actor: 'ops-token',
        action: 'product.create',
        targetName: 'Audited Product',
        vendorId: null,
        after: expect.objectContaining({ title: 'Audited Product' }),
      }),
    ]);
    await expect(t.app.db.execute(sql`update audit_log set actor = 'someone else'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const all = (await as(reviewer, 'GET', '/api/ops/audit?limit=500')).json().data;
    expect(all.every((e: { actor: string }) => e.actor !== 'someone else')).toBe(true);
    expect(all.length).toBeGreaterThan(3);
  });
});

describe('bookings, catalogue and agreement for staff', () => {
  it('lists unclaimed, claimed and completed appointments with their vendor', async () => {
    const product = await createTestProduct(t.app, { title: 'Bookings Product' });
    const v = await createTestVendor(t.app, { title: 'Booked Vendor' });
    const open = await bookTestAppointment(t.app, product, { zipCode: '80111' });
    const claimed = await bookTestAppointment(t.app, product, { zipCode: '80111', vendorId: v.vendorId });
    const list = async (state: string) => (await as(reviewer, 'GET', `/api/ops/appointments?state=${state}`)).json();
    const unclaimed = await list('unclaimed');
    expect(unclaimed.data.find((a: { id: number }) => a.id === open.id)).toMatchObject({ vendor: null });
    const taken = await list('claimed');
    expect(taken.data.find((a: { id: number }) => a.id === claimed.id)).toMatchObject({
      vendor: { id: v.vendorId, title: 'Booked Vendor', email: v.email },
      customer: { firstName: 'Casey' },
    });
    expect(taken.counts).toEqual({
      unclaimed: expect.any(Number),
      claimed: expect.any(Number),
      completed: expect.any(Number),
    });
    expect((await list('completed')).data.find((a: { id: number }) => a.id === claimed.id)).toBeUndefined();
  });

  it('lists inactive products too and lets an admin (not a reviewer) switch one off', async () => {
    const product = await createTestProduct(t.app, { title: 'Switchable' });
    expect((await as(reviewer, 'PATCH', `/api/ops/products/${product.id}`, { isActive: false })).statusCode).toBe(403);
    const off = await as(admin, 'PATCH', `/api/ops/products/${product.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ id: product.id, isActive: false, prices: expect.any(Array) });
    const list = (await as(reviewer, 'GET', '/api/ops/products')).json().data;
    expect(list.find((p: { id: number }) => p.id === product.id)).toMatchObject({ isActive: false });
  });

  it('reads the agreement in effect with its versions, and publishes a new one (admin only)', async () => {
    expect((await as(reviewer, 'POST', '/api/ops/agreement', { contentMarkdown: '# No' })).statusCode).toBe(403);
    const published = await as(admin, 'POST', '/api/ops/agreement', { contentMarkdown: '# Terms v9' });
    const res = (await as(reviewer, 'GET', '/api/ops/agreement')).json();
    expect(res.data).toMatchObject({
      id: published.json().id,
      contentMarkdown: '# Terms v9',
      documentType: 'vendor_agreement',
    });
    expect(res.versions[0]).toMatchObject({ id: published.json().id, signatures: 0 });
  });
});

describe('document-expired (an expired required document stops claims)', () => {
  it('refuses the claim with document-expired until a current document is approved', async () => {
    const product = await createTestProduct(t.app, { title: 'Expiry Product' });
    const v = await newVendor();
    await verifyEmail(t.app, v);
    const { id } = await addVendorProduct(t.app.db, v.vendorId, product.id);
    await addZipCode(t.app.db, v.vendorId, id, '80555');
    await approveVendor(t.app, v.vendorId);
    const license = await uploadDocument(t.app, v, 'State License');
    // Approved while current; the day passes (an approval of a past date is refused).
    await as(reviewer, 'PATCH', `/api/ops/vendor-files/${license}`, { status: 'approved', expiresAt: day(0) });
    await t.app.db
      .update(vendorFiles)
      .set({ expiresAt: day(-1) })
      .where(eq(vendorFiles.id, license));
    const job = await bookTestAppointment(t.app, product, { zipCode: '80555' });
    const list = (await as(v, 'GET', '/api/appointment/unclaimed')).json();
    expect(list.eligibility).toEqual({
      canClaim: false,
      reasons: [{ code: 'document-expired', message: ELIGIBILITY.documentExpired }],
    });
    const claim = await as(v, 'PATCH', `/api/appointment/claim/${job.id}`);
    expect(claim.statusCode).toBe(403);
    expect(claim.json()).toMatchObject({ code: 'document-expired' });
    // A document that expires today is still valid; so is a current replacement.
    const renewed = await uploadDocument(t.app, v, 'State License', 'Renewed');
    expect((await as(v, 'GET', '/api/appointment/unclaimed')).json().eligibility.canClaim).toBe(false);
    await as(reviewer, 'PATCH', `/api/ops/vendor-files/${renewed}`, { status: 'approved', expiresAt: day(0) });
    expect((await as(v, 'GET', '/api/appointment/unclaimed')).json().eligibility).toEqual({
      canClaim: true,
      reasons: [],
    });
    expect((await as(v, 'PATCH', `/api/appointment/claim/${job.id}`)).statusCode).toBe(200);
  });
});
