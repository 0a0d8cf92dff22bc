import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

// Fixtures shared by the journeys: an ops client (the marketplace side) and quick sign-in.

export const DEMO = { email: 'demo@vendor.test', password: 'demo-vendor-1' };

export class Ops {
  constructor(private readonly request: APIRequestContext) {}

  private get headers() {
    return { authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` };
  }

  async post<T = any>(path: string, data: unknown): Promise<T> {
    const res = await this.request.post(`/api/ops${path}`, { headers: this.headers, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  }

  async outbox(): Promise<Array<{ to: string; subject: string; text: string; links: string[] }>> {
    const res = await this.request.get('/api/ops/outbox', { headers: this.headers });
    expect(res.ok()).toBe(true);
    return (await res.json()).data;
  }
}

let seq = 0;
export function newEmail(prefix = 'e2e'): string {
  seq += 1;
  return `${prefix}-${Date.now()}-${seq}@example.com`;
}

/** Signs in through the identity API and stores the token as the SPA does (SPEC: authToken). */
export async function signInByApi(page: Page, email: string, password: string): Promise<string> {
  const res = await page.request.post('/auth/sessions', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { idToken } = await res.json();
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), idToken);
  return idToken;
}

export const test = base.extend<{ ops: Ops }>({
  ops: async ({ request }, use) => {
    await use(new Ops(request));
  },
});

export { expect };
