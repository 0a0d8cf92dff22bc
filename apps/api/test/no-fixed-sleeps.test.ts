import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// eslint.config.js test-kit/no-fixed-sleeps: no test waits a fixed time, in any test folder (docs/how-to/testing.md
// "Speed and determinism"). Linted through the project's own configuration, so its file globs are tested too.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The lines test-kit/no-fixed-sleeps reports in `code`, as if it were the file `file`. */
async function sleepsIn(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'test-kit/no-fixed-sleeps').map((m) => m.line);
}

const SLEEP = 'export async function f() {\n  await new Promise((r) => setTimeout(r, 50));\n}\n';

describe('test-kit/no-fixed-sleeps', () => {
  it.each([
    'e2e/some.spec.ts',
    'apps/api/test/some.test.ts',
    'apps/api/test/live/some-helpers.ts',
    'apps/api/src/lib/some.test.ts',
    'apps/web/src/features/some/some.test.tsx',
    'apps/web/src/test/some.ts',
    'packages/contract/src/some.test.ts',
    'testing/some.mjs',
  ])('refuses a sleep in %s', async (file) => {
    expect(await sleepsIn(file, SLEEP)).toEqual([2]);
  });

  it('leaves product code alone (a server may wait; its tests may not)', async () => {
    expect(await sleepsIn('apps/api/src/lib/some.ts', SLEEP)).toEqual([]);
  });

  it('refuses the promise form of setTimeout and msw’s delay', async () => {
    const code = [
      "import { setTimeout as sleep } from 'node:timers/promises';",
      "import { delay, http } from 'msw';",
      'export const a = [sleep, delay, http];',
      '',
    ].join('\n');
    expect(await sleepsIn('apps/api/test/some.test.ts', code)).toEqual([1, 2]);
  });

  it('allows a timer that is no sleep: a race’s bound, a deadline, a condition wait', async () => {
    const code = [
      'export const bound = (p: Promise<boolean>) =>',
      '  Promise.race([p, new Promise<boolean>((r) => setTimeout(() => r(false), 1_000))]);',
      'export const later = (fn: () => void) => setTimeout(fn, 10);',
      "export const poll = (check: () => boolean) => vi.waitFor(() => { if (!check()) throw new Error('not yet'); });",
      '',
    ].join('\n');
    expect(await sleepsIn('apps/api/test/some.test.ts', code)).toEqual([]);
  });
});
