// The test-kit rules (docs/how-to/testing.md): helpers live where tests live, product code never imports
// them, the server is started through testing/server.mjs, and tests never sleep a fixed time.
import path from 'node:path';
import plugin from './test-kit.js';
import { tester } from './rule-tester.js';
import { ROOT } from './sources.js';

const at = (file) => path.join(ROOT, file);

tester.run('test-kit/helpers-live-with-tests', plugin.rules['helpers-live-with-tests'], {
  valid: [
    { code: "import { it } from 'vitest';", filename: at('apps/web/src/features/team/team-page.test.tsx') },
    { code: "import { http } from 'msw';", filename: at('apps/web/src/test/server.ts') },
    { code: "import { defineConfig } from 'vitest/config';", filename: at('apps/web/vite.config.ts') },
    { code: 'export const x = 1;', filename: at('apps/api/test/fixtures.ts') },
  ],
  invalid: [
    { code: "import { vi } from 'vitest';", filename: at('apps/web/src/lib/mock-clock.ts'), errors: 1 },
    { code: 'export const x = 1;', filename: at('apps/api/src/lib/test-utils.ts'), errors: 1 },
    { code: 'export const x = 1;', filename: at('scripts/helpers.mjs'), errors: 1 },
  ],
});

tester.run('test-kit/no-test-helpers-in-product', plugin.rules['no-test-helpers-in-product'], {
  valid: [
    { code: "import { money } from './money.ts';", filename: at('apps/api/src/lib/csv.ts') },
    { code: "import { render } from '../../test/render.tsx';", filename: at('apps/web/src/features/a/a.test.tsx') },
  ],
  invalid: [
    { code: "import fc from 'fast-check';", filename: at('packages/contract/src/money.ts'), errors: 1 },
    { code: "import { sample } from '../../test/sample.ts';", filename: at('apps/web/src/lib/x/x.ts'), errors: 1 },
    { code: "import { a } from './fixtures.ts';", filename: at('apps/api/src/db/seed.ts'), errors: 1 },
  ],
});

tester.run('test-kit/one-server-starter', plugin.rules['one-server-starter'], {
  valid: [
    "import { spawn } from 'node:child_process'; spawn('npm', ['run', 'build']);",
    "import { startServer } from '../testing/server.mjs'; await startServer();",
  ],
  invalid: [
    { code: "import { spawn } from 'node:child_process'; spawn('node', ['apps/api/dist/main.js']);", errors: 1 },
    { code: "import { fork as start } from 'child_process'; start(mainJs);", errors: 1 },
  ],
});

tester.run('test-kit/no-fixed-sleeps', plugin.rules['no-fixed-sleeps'], {
  valid: [
    'await expect.poll(() => count()).toBe(2);',
    'const timer = setTimeout(() => controller.abort(), 5000);',
    'await new Promise((resolve) => setTimeout(() => resolve(1), 0, 2));',
  ],
  invalid: [
    { code: 'await page.waitForTimeout(500);', errors: 1 },
    { code: "import { setTimeout as sleep } from 'node:timers/promises';", errors: 1 },
    { code: "import { delay, http } from 'msw';", errors: 1 },
    { code: 'await new Promise((r) => setTimeout(r, 50));', errors: 1 },
  ],
});
