import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPushService, type FakePushService } from '../apps/api/test/push/push-service.ts';
import { startServer } from '../testing/server.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { CLOCK_OFFSET_MS, E2E_OPS_TOKEN, test as base } from './fixtures.ts';

// The journeys that receive a push (push-alerts.spec.ts, spanish-technician.spec.ts): a local push service whose
// device keys the test holds (apps/api/test/push/push-service.ts), and the worker's own server with that service
// as an allowed push origin (PUSH_ENDPOINT_ALLOW), on the journeys' clock.
export const test = base.extend<object, { push: FakePushService; server: { url: string } }>({
  push: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const service = await startPushService();
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ push }, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-e2e-push-'));
      const port = String(await freePort());
      const url = `http://127.0.0.1:${port}`;
      const server = await startServer({
        env: {
          PORT: port,
          DATA_DIR: dataDir,
          OPS_TOKEN: E2E_OPS_TOKEN,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: url,
          PUSH_ENDPOINT_ALLOW: push.origin,
        },
        clockOffsetMs: CLOCK_OFFSET_MS,
        timeoutMs: 180_000,
      });
      try {
        await use({ url });
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});
