import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { FIELD, PUSH, TEAM, TEAM_MAIL } from '@vendor-portal/contract/messages';
import {
  bookTestAppointment,
  createTestApp,
  createTestProduct,
  createTestVendor,
  opsHeaders,
  uniqueEmail,
  until,
  type TestContext,
  type TestVendor,
} from './helpers.ts';
import { eligibleVendor } from './eligibility-helpers.ts';
import { createTestMember } from './crew-helpers.ts';
import { startPushService, type FakeDevice, type FakePushService } from './push/push-service.ts';

// Issue 46 (docs/architecture.md "Languages"): every mail and push a member receives, and its calendar feed, is
// written in the member's own language, through HTTP as a member and the outbox see them. A batch to members of
// both languages carries each its own. Texts of areas moved on other branches this round (TEAM, PUSH, FIELD) are
// compared with their catalogue read in that language, so the checks hold before and after those moves; the
// areas of this branch (new-job-alert, identity-mail) are spelled out.

let t: TestContext;
let push: FakePushService;
let product: Awaited<ReturnType<typeof createTestProduct>>;

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp(
    { PUSH_ENDPOINT_ALLOW: push.origin, PUSH_CONTACT: 'mailto:ops@example.com', BRAND_NAME: 'ServiceHub' },
    { live: { mailWorker: { pollMs: false } } },
  );
  product = await createTestProduct(t.app);
});
afterAll(async () => {
  await t.close();
  await push.close();
});

let zips = 0;
const freshZip = () => String(85000 + ++zips);

const speak = async (headers: object, language: Language) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/preferences',
    headers: headers as never,
    payload: { language },
  });
  expect(res.statusCode).toBe(200);
};

const subscribe = async (headers: object, device: FakeDevice) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: headers as never,
    payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
  });
  expect(res.statusCode).toBe(201);
};

/** The messages `device` received from `from` on, decrypted. */
const pushedTo = (device: FakeDevice, from: number) =>
  push.received
    .slice(from)
    .filter((r) => device.endpoint.endsWith(r.path))
    .map((r) => device.decrypt(r.body) as { type: string; title: string; body: string });

async function book(zipCode: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/appointments',
    headers: opsHeaders,
    payload: {
      customer: { firstName: 'Ola', lastName: 'Owner' },
      property: { title: 'Home', street1: '1 Main', city: 'Denver', state: 'CO', zipCode, timeZone: 'America/Denver' },
      actualDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration: 60,
      lines: [{ productId: product.id, priceId: product.prices[0]!.id, quantity: 1 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

describe('new-job alerts', () => {
  it('mails and pushes each member of one batch in its own language', async () => {
    const zip = freshZip();
    const spanish = await eligibleVendor(t.app, [product.id], [zip]);
    const english = await eligibleVendor(t.app, [product.id], [zip]);
    await speak(spanish.headers, 'es');
    const [esDevice, enDevice] = [push.device(), push.device()];
    await subscribe(spanish.headers, esDevice);
    await subscribe(english.headers, enDevice);
    const [fromMail, fromPush] = [t.mail.length, push.received.length];
    await book(zip);
    await t.app.mailWorker.runOnce();

    const mailTo = (v: TestVendor) => t.mail.slice(fromMail).filter((m) => m.to === v.email);
    const [es] = mailTo(spanish);
    const [en] = mailTo(english);
    expect(es?.subject).toBe(`ServiceHub: trabajo nuevo, ${product.title} en ${zip}`);
    expect(es?.text).toMatch(/^Acaban de reservar un trabajo en tu zona: .* en Denver \d{5}, .*\. Paga \$/);
    expect(es?.text).toContain('Tómalo antes que otro proveedor: ');
    expect(en?.subject).toBe(`ServiceHub: new job, ${product.title} in ${zip}`);
    expect(en?.text).toMatch(/^A new job was just booked in your area: .* in Denver \d{5}, .*\. It pays \$/);
    expect(en?.text).toContain('You get this email because "Email me new jobs" is on in your account.');

    const [esPush] = pushedTo(esDevice, fromPush);
    const [enPush] = pushedTo(enDevice, fromPush);
    expect(esPush).toMatchObject({ type: 'new-job', title: `Trabajo nuevo: ${product.title} en ${zip}` });
    expect(esPush?.body).toMatch(/, Denver\. Paga \$[\d.,]+\.$/);
    expect(enPush).toMatchObject({ type: 'new-job', title: `New job: ${product.title} in ${zip}` });
    expect(enPush?.body).toMatch(/, Denver\. Pays \$[\d.,]+\.$/);
  });
});

describe('a job given to a member', () => {
  it("mails and pushes the technician in its language, the owner's other technician in English", async () => {
    const owner = await createTestVendor(t.app);
    const tecnico = await createTestMember(t.app, owner, 'technician', 'Tomás Técnico');
    const tech = await createTestMember(t.app, owner, 'technician', 'Theo Tech');
    await speak(tecnico.headers, 'es');
    const [esDevice, enDevice] = [push.device(), push.device()];
    await subscribe(tecnico.headers, esDevice);
    await subscribe(tech.headers, enDevice);
    const job = await bookTestAppointment(t.app, product, { vendorId: owner.vendorId });
    const [fromMail, fromPush] = [t.mail.length, push.received.length];
    const assign = async (memberId: number) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/appointment/assignee/${job.id}`,
        headers: owner.headers,
        payload: { memberId, confirm: true },
      });
      expect(res.statusCode).toBe(200);
    };
    // Given to the Spanish technician, then to the English one: both mails and pushes leave in one batch.
    await assign(tecnico.memberId);
    await assign(tech.memberId);
    await t.app.mailWorker.runOnce();

    const mails = t.mail.slice(fromMail);
    const given = mails.find((m) => m.to === tecnico.email && m.text.includes(`/appointments/${job.id}`));
    const taken = mails.find((m) => m.to === tecnico.email && m !== given);
    const english = mails.find((m) => m.to === tech.email);
    const title = product.title;
    const expectedGiven = (language: Language) =>
      inLanguage(language, () => TEAM.assignedText({ name: 'x', day: 'x', time: null, town: 'x', link: 'x' }));
    // The greeting and sentence of each language's catalogue (the day is formatted by the dates' own writer).
    expect(given?.text.split(',')[0]).toBe(expectedGiven('es').split(',')[0]!.replace('x', 'Tomás Técnico'));
    expect(english?.text.split(',')[0]).toBe(expectedGiven('en').split(',')[0]!.replace('x', 'Theo Tech'));
    expect(taken?.subject.split(':')[0]).toBe(inLanguage('es', () => TEAM.unassignedSubject('x')).split(':')[0]);

    const es = pushedTo(esDevice, fromPush);
    const en = pushedTo(enDevice, fromPush);
    expect(es.map((m) => m.title)).toEqual([
      inLanguage('es', () => PUSH.assignedTitle(title)),
      inLanguage('es', () => PUSH.unassignedTitle(title)),
    ]);
    expect(en.map((m) => m.title)).toEqual([PUSH.assignedTitle(title)]);
  });
});

describe('identity mails', () => {
  it("mails a reset link in the account's member's language", async () => {
    const spanish = await createTestVendor(t.app);
    const english = await createTestVendor(t.app);
    await speak(spanish.headers, 'es');
    const from = t.mail.length;
    for (const v of [spanish, english]) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: v.email } });
      expect(res.statusCode).toBe(202);
    }
    const mailTo = (v: TestVendor) => until(() => t.mail.slice(from).find((m) => m.to === v.email), 'the reset mail');
    const es = await mailTo(spanish);
    const en = await mailTo(english);
    expect(es.subject).toBe('Cambia tu contraseña de ServiceHub');
    expect(es.text).toMatch(/^Hola:\n\nAlguien pidió cambiar la contraseña de tu cuenta de proveedor de ServiceHub\./);
    expect(es.text).toContain('/reset-password?token=');
    expect(en.subject).toBe('Reset your ServiceHub password');
    expect(en.text).toMatch(/^Hello,\n\nSomeone asked to reset the password of your ServiceHub vendor account\./);
  });

  it("mails the sign-up's verification in the language of the page that signed up", async () => {
    const [es, en] = [uniqueEmail('es'), uniqueEmail('en')];
    const from = t.mail.length;
    const signUp = (email: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/auth/accounts', headers, payload: { email, password: 'password-123' } });
    expect((await signUp(es, { 'accept-language': 'es' })).statusCode).toBe(201);
    expect((await signUp(en, { 'accept-language': 'fr-FR, en;q=0.5' })).statusCode).toBe(201);
    const mailTo = (email: string) =>
      until(() => t.mail.slice(from).find((m) => m.to === email), 'the verification mail');
    expect((await mailTo(es)).subject).toBe('Verifica tu correo de ServiceHub');
    expect((await mailTo(en)).subject).toBe('Verify your ServiceHub email address');
  });
});

describe('the invitation', () => {
  it('is written in the language of the member who sends it (the invitee has none yet)', async () => {
    const owner = await createTestVendor(t.app);
    await speak(owner.headers, 'es');
    const email = uniqueEmail('invitee');
    const from = t.mail.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: owner.headers,
      payload: { email, name: 'Ana', role: 'technician' },
    });
    expect(res.statusCode).toBe(201);
    const mail = await until(() => t.mail.slice(from).find((m) => m.to === email), 'the invitation');
    const link = /https?:\/\/\S+\/join\?token=\S+/.exec(mail.text)![0];
    const expected = inLanguage('es', () => TEAM_MAIL.invitation('ServiceHub', 'Test Detailing LLC', 'Ana', link));
    expect(mail.subject).toBe(expected.subject);
    expect(mail.text).toBe(expected.text);
  });
});

describe('the calendar feed', () => {
  it("writes the feed's texts in its member's language", async () => {
    const owner = await createTestVendor(t.app);
    const tecnico = await createTestMember(t.app, owner, 'technician');
    await speak(tecnico.headers, 'es');
    const feedOf = async (headers: object) => {
      const made = await t.app.inject({ method: 'POST', url: '/api/calendarFeed', headers: headers as never });
      expect(made.statusCode).toBe(201);
      const res = await t.app.inject({ url: new URL((made.json() as { url: string }).url).pathname });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const es = await feedOf(tecnico.headers);
    const en = await feedOf(owner.headers);
    expect(es).toMatch(/^PRODID:-\/\/ServiceHub\/\/vendor-portal\/\/ES$/m);
    expect(es).toContain(`X-WR-CALNAME:${inLanguage('es', () => FIELD.feedName('ServiceHub'))}`);
    expect(en).toMatch(/^PRODID:-\/\/ServiceHub\/\/vendor-portal\/\/EN$/m);
    expect(en).toContain(`X-WR-CALNAME:${FIELD.feedName('ServiceHub')}`);
  });
});
