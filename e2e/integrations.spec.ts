import { INTEGRATIONS } from '@vendor-portal/contract/messages';
import { bookByApi, createVendorByApi, expect, newEmail, signInByApi, test, type Product } from './fixtures.ts';

// Issue 58, API keys (docs/architecture.md "Partners"): the owner makes a read key on the Integrations page, sees it
// once and copies it, reads the company's appointments with it as its software would, then deletes it and the key is
// refused. Shot at 1280 and 390 px after asserting what each shows (test-results/integrations/).

test.describe.configure({ timeout: 180_000 });

test('the owner makes an API key, sees it once, reads its appointments with it, deletes it and it is refused', async ({
  page,
  request,
  ops,
}) => {
  const stamp = Date.now();
  const product = await ops.post<Product>('/products', {
    title: `Key Wash ${stamp}`,
    isActive: true,
    prices: [{ title: 'Full', isOutside: true, schedulingInterface: 'datetime' }],
  });
  const owner = await createVendorByApi(request, { title: `Key Detailing ${stamp}` });
  const job = await bookByApi(ops, product, newEmail('customer'), new Date(Date.now() + 86_400_000).toISOString(), {
    vendorId: owner.vendorId,
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInByApi(page, owner.email, owner.password);

  // 1. The owner's menu has Integrations; the page makes a key.
  await page.goto('/');
  await page.getByRole('link', { name: INTEGRATIONS.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: INTEGRATIONS.title })).toBeVisible();
  await expect(page.getByText(INTEGRATIONS.empty)).toBeVisible();
  await page.getByLabel(INTEGRATIONS.nameLabel).fill('Scheduling software');
  await page.getByLabel(INTEGRATIONS.scopeLabel).selectOption('read');
  await page.getByRole('button', { name: INTEGRATIONS.create }).click();

  // 2. Shown once, with its warning and a copy button.
  const shown = page.getByLabel(INTEGRATIONS.keyLabel);
  await expect(shown).toHaveValue(/^vpk_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(INTEGRATIONS.createdWarning)).toBeVisible();
  const key = await shown.inputValue();
  await page.getByRole('button', { name: INTEGRATIONS.copy }).click();
  await expect(page.getByRole('button', { name: INTEGRATIONS.copied })).toBeVisible();
  await page.screenshot({ path: 'test-results/integrations/key-shown-1280.png', fullPage: true });
  await page.getByRole('button', { name: INTEGRATIONS.done }).click();
  await expect(page.getByLabel(INTEGRATIONS.keyLabel)).toHaveCount(0);
  const list = page.getByRole('list', { name: INTEGRATIONS.keysTable });
  await expect(list.getByText('Scheduling software')).toBeVisible();
  await expect(list).not.toContainText(key);

  // 3. The company's software reads its appointments with the key, as the owner; a change is out of its scope.
  const read = await page.request.get('/api/appointment', { headers: { authorization: `Bearer ${key}` } });
  expect(read.status(), await read.text()).toBe(200);
  expect(JSON.stringify(await read.json())).toContain(`"id":${job.id}`);
  const team = await page.request.get('/api/team', { headers: { authorization: `Bearer ${key}` } });
  expect(team.status()).toBe(403);
  expect((await team.json()).code).toBe('key-scope');

  // 4. The list says it was used; at 390 px it still reads.
  await page.reload();
  await expect(list.getByText('Scheduling software')).toBeVisible();
  await expect(list.getByText(INTEGRATIONS.columnLastUsed)).toBeVisible();
  await expect(list.getByText(INTEGRATIONS.neverUsed)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/integrations/keys-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // 5. Deleted after asking: the key is refused at once.
  await list.getByRole('button', { name: INTEGRATIONS.delete }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(INTEGRATIONS.deleteConfirm('Scheduling software'));
  await dialog.getByRole('button', { name: INTEGRATIONS.deleteYes }).click();
  await expect(page.getByText(INTEGRATIONS.deleted('Scheduling software'))).toBeVisible();
  await expect(page.getByText(INTEGRATIONS.empty)).toBeVisible();
  const refused = await page.request.get('/api/appointment', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});
