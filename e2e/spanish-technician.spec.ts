import '@vendor-portal/contract/messages/es/index';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { jobDay, jobWhen } from '@vendor-portal/contract/dates';
import { APPOINTMENTS, AUTH, IDENTITY_MAIL, JOIN, PUSH, TEAM, TEAM_MAIL } from '@vendor-portal/contract/messages';
import { bookByApi, createVendorByApi, expect as baseExpect, newEmail, signInByApi, type Product } from './fixtures.ts';
import { test } from './push-fixtures.ts';

// Issue 46's journey at 390 px (docs/architecture.md "Languages"): an owner who reads English invites a
// technician; the technician opens the invitation, switches the page to Spanish and joins, so Spanish becomes its
// own language; its day and the job the owner gives it are in Spanish (<html lang="es">), and so are the mail and
// the push it receives for that job, while the owner's pages stay in English. The push reaches a local push
// service whose device keys the test holds (apps/api/test/push/push-service.ts), as in push-alerts.spec.ts; mails
// are read from the outbox.
//
// Every area a technician meets is in the catalogues (issue 46's seven branches merged): its pages are asserted
// in Spanish, and the mail's and push's texts (TEAM, PUSH) are its catalogue read in Spanish, not the English.

const expect = baseExpect.configure({ timeout: 30_000 });
const es = <T>(read: () => T): T => inLanguage('es', read);

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 } });

const shot = (name: string) => `test-results/spanish-technician/${name}-390.png`;

test('a technician joins in Spanish: its day, its job, its mail and its push are in Spanish; the owner stays in English', async ({
  page,
  browser,
  request,
  ops,
  push,
}) => {
  const stamp = Date.now();
  const service = `Lavado ${stamp}`;
  const product = await ops.post<Product>('/products', {
    title: service,
    isActive: true,
    prices: [{ title: 'Full', isOutside: true, schedulingInterface: 'datetime' }],
  });
  const owner = await createVendorByApi(request, { title: `Crew Detailing ${stamp}` });
  // Later today (the journeys' clock is 10:00 in Denver), on the technician's day.
  const start = new Date(Date.now() + 60 * 60_000);
  const job = await bookByApi(ops, product, newEmail('customer'), start.toISOString(), { vendorId: owner.vendorId });

  // 1. The owner, in English, invites a technician from /team.
  const techEmail = newEmail('tecnico');
  const techName = `Tomás Técnico ${stamp}`;
  await signInByApi(page, owner.email, owner.password);
  await page.goto('/team');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel(TEAM.emailLabel, { exact: true }).fill(techEmail);
  await page.getByLabel(TEAM.nameLabel).fill(techName);
  await page.getByLabel(TEAM.roleFieldLabel).selectOption('technician');
  await page.getByRole('button', { name: TEAM.invite }).click();
  await expect(page.getByText(TEAM.invited(techEmail))).toBeVisible();

  // The invitation is in its sender's language (the invitee has none yet): English here.
  let invitation: { subject: string; links: string[] } | undefined;
  await expect.poll(async () => (invitation = (await ops.outbox()).find((m) => m.to === techEmail))).toBeTruthy();
  const link = invitation!.links.find((l) => new URL(l).pathname === '/join')!;
  // The worker's server runs under the default brand (apps/api/src/config.ts).
  expect(invitation!.subject).toBe(
    TEAM_MAIL.invitation('ServiceHub', `Crew Detailing ${stamp}`, techName, link).subject,
  );

  // 2. The technician opens the link on its phone (a browser in English), switches to Spanish and joins.
  const techContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tech = await techContext.newPage();
  await tech.goto(link);
  await expect(tech.getByRole('heading', { name: JOIN.joinTitle })).toBeVisible();
  await tech.getByRole('button', { name: 'Español' }).click();
  await expect(tech.getByRole('heading', { name: es(() => JOIN.joinTitle) })).toBeVisible();
  await expect(tech.locator('html')).toHaveAttribute('lang', 'es');
  await tech.screenshot({ path: shot('join-es'), fullPage: true });
  await tech
    .getByLabel(
      es(() => JOIN.joinPassword),
      { exact: true },
    )
    .fill('tech-pass-123');
  await tech.getByLabel(es(() => JOIN.joinConfirm)).fill('tech-pass-123');
  await tech.getByRole('button', { name: es(() => JOIN.joinSubmit) }).click();

  // 3. Its day, in Spanish: the page's language and its frame (auth, general).
  await expect(tech.getByRole('button', { name: es(() => AUTH.openMenu) })).toBeVisible();
  await expect(tech.locator('html')).toHaveAttribute('lang', 'es');
  await expect(tech.getByRole('heading', { level: 1, name: es(() => APPOINTMENTS.pageTitle) })).toBeVisible();
  // No job is its yet (the owner gives it one below), so the day's columns, not its timeline (components/day's
  // in-spanish test and jobs-in-spanish.spec.ts read the timeline in Spanish).
  await expect(tech.getByRole('region', { name: es(() => APPOINTMENTS.todayTitle) })).toBeVisible();
  await tech.getByRole('button', { name: es(() => AUTH.openMenu) }).click();
  await expect(tech.getByRole('link', { name: es(() => AUTH.menuAppointments) })).toBeVisible();
  await tech.screenshot({ path: shot('day-menu-es'), fullPage: true });
  await tech.getByRole('button', { name: es(() => AUTH.closeMenu) }).click();

  // The choice made on /join became the member's own (GET /api/preferences), on every device.
  const session = await request.post('/auth/sessions', { data: { email: techEmail, password: 'tech-pass-123' } });
  expect(session.status(), await session.text()).toBe(200);
  const techHeaders = { authorization: `Bearer ${(await session.json()).idToken as string}` };
  await expect
    .poll(async () => (await (await request.get('/api/preferences', { headers: techHeaders })).json()).language)
    .toBe('es');

  // Its phone takes alerts (subscribed by API: the device's keys are the test's, as in push-alerts.spec.ts).
  const device = push.device('tecnico');
  const subscribed = await request.post('/api/push/subscriptions', {
    headers: techHeaders,
    data: { endpoint: device.endpoint, expirationTime: null, keys: device.keys },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);

  // 4. The owner gives it the job from the job's card; the owner's page stays in English.
  const fromPush = push.received.length;
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const picker = page.getByRole('combobox', { name: new RegExp(`^Who does ${service}`) }).first();
  await expect(picker.locator('option', { hasText: techName })).toHaveCount(1);
  await picker.selectOption({ label: techName });
  await expect(page.getByText(TEAM.assignSaved(techName))).toBeVisible();
  await expect(page.getByRole('button', { name: AUTH.openMenu })).toBeVisible();
  await page.screenshot({ path: shot('owner-assigned-en'), fullPage: true });

  // 5. The mail it receives for the job: written in Spanish (its catalogue read in Spanish, the day too).
  const day = es(() => jobDay(start, 'America/Denver'));
  let given: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () =>
        (given = (await ops.outbox()).find((m) => m.to === techEmail && m.text.includes(`/appointments/${job.id}`))),
    )
    .toBeTruthy();
  expect(given!.subject).toBe(es(() => TEAM.assignedSubject(day)));
  expect(given!.subject).not.toBe(TEAM.assignedSubject(jobDay(start, 'America/Denver')));

  // 6. The push it receives: the job given, in Spanish.
  await expect
    .poll(() => push.received.slice(fromPush).filter((r) => device.endpoint.endsWith(r.path)).length)
    .toBeGreaterThan(0);
  const message = push.received.slice(fromPush).find((r) => device.endpoint.endsWith(r.path))!;
  const payload = device.decrypt(message.body) as { type: string; title: string; body: string; url: string };
  expect(payload).toEqual({
    type: 'assigned',
    appointmentId: job.id,
    title: es(() => PUSH.assignedTitle(service)),
    body: es(() => PUSH.jobBody({ when: jobWhen(start, 'America/Denver', 'datetime'), city: 'Denver' })),
    url: `/appointments/${job.id}`,
  });
  expect(payload.title).not.toBe(PUSH.assignedTitle(service));

  // 7. The job on its phone, in Spanish.
  await tech.goto(`/appointments/${job.id}`);
  await expect(tech.getByText(service).first()).toBeVisible();
  await expect(tech.locator('html')).toHaveAttribute('lang', 'es');
  await expect(tech.getByRole('button', { name: es(() => AUTH.openMenu) })).toBeVisible();
  await expect(tech.getByRole('button', { name: es(() => APPOINTMENTS.markComplete) })).toBeVisible();
  await tech.screenshot({ path: shot('job-es'), fullPage: true });

  // 8. A mail of its account (a reset link) is in its language too, whatever page asks for it.
  const reset = await request.post('/auth/password-reset', { data: { email: techEmail } });
  expect(reset.status()).toBe(202);
  let resetMail: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () =>
        (resetMail = (await ops.outbox()).find((m) => m.to === techEmail && m.text.includes('/reset-password'))),
    )
    .toBeTruthy();
  expect(resetMail!.subject).toMatch(/^Cambia tu contraseña de /);
  expect(resetMail!.text).toMatch(/^Hola:\n\nAlguien pidió cambiar la contraseña de tu cuenta de proveedor de /);
  expect(resetMail!.subject).toBe(es(() => IDENTITY_MAIL.resetSubject({ brand: 'ServiceHub' })));

  // The owner's pages stay in English after all of it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: AUTH.openMenu })).toBeVisible();
  await techContext.close();
});
