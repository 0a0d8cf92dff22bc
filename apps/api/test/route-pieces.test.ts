import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@vendor-portal/contract/routes/index';
import type { RouteDef } from '@vendor-portal/contract/routes/define';

// `npm run routes:check` (docs/how-to/server-endpoint.md "The three places, for one endpoint"): adding an endpoint is its entry,
// its handler and its screen; everything else comes from the entry (the guard, the OpenAPI document, the roles
// and isolation matrices, the rate limit, the web's path, types and query key). This names, per entry, each of
// the pieces that is missing: no handler registered from it, no screen calling it (nor `calledBy` saying what
// does), no API test sending its path. The page's list of pieces and this test's are kept the same below.

const root = path.resolve(import.meta.dirname, '../../..');
const sources = (dir: string, keep: (file: string) => boolean) =>
  (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && keep(file))
    .map((file) => fs.readFileSync(path.join(root, dir, file), 'utf8'))
    .join('\n');

/** The generic gates that send every route: a route is not tested by them alone. */
const GATES = /(^|\/)(robustness\/|openapi\.test|roles\.test|route-table\.test|route-pieces\.test)/;

/** What is missing for `name`, as the tool says it. */
export function missingPieces(
  name: string,
  entry: RouteDef,
  code: { server: string; web: string; tests: string },
): string[] {
  const missing: string[] = [];
  if (!new RegExp(`\\broutes\\.${name}\\b`).test(code.server))
    missing.push(`the handler: serve(app, routes.${name}, …) in apps/api/src/modules/<module>/routes.ts`);
  if (!entry.calledBy && !new RegExp(`\\bpaths\\.${name}\\b`).test(code.web))
    missing.push(`the screen: call(paths.${name}, …) in apps/web/src/ (or the entry's calledBy)`);
  const sent = new RegExp(`${entry.path.replace(/:\w+/g, '[^/\'"`\\s?]+').replace(/\//g, '\\/')}(?=['"\`?\\s]|$)`, 'm');
  if (!(entry.calledBy?.test && fs.existsSync(path.join(root, entry.calledBy.test))) && !sent.test(code.tests))
    missing.push(`the test: a request to ${entry.path} in apps/api/test/<module>.test.ts`);
  return missing;
}

describe('routes:check: every entry has its handler, its screen and its test', () => {
  const code = {
    server: sources('apps/api/src', () => true),
    web: sources('apps/web/src', (file) => !/\.test\.tsx?$/.test(file)),
    tests: sources('apps/api/test', (file) => !GATES.test(file)),
  };

  it('names nothing missing for any entry', () => {
    const missing = (Object.entries(routes) as Array<[string, RouteDef]>).flatMap(([name, entry]) =>
      missingPieces(name, entry, code).map((piece) => `${name} (${entry.method} ${entry.path}): ${piece}`),
    );
    expect(missing, 'entries with a piece missing').toEqual([]);
  });

  it('names each piece of an entry that has none', () => {
    const entry: RouteDef = {
      method: 'GET',
      path: '/api/nowhere/:id',
      who: 'signedIn',
      tags: [],
      summary: '',
      responses: {},
    };
    expect(missingPieces('getNowhereById', entry, code)).toEqual([
      'the handler: serve(app, routes.getNowhereById, …) in apps/api/src/modules/<module>/routes.ts',
      "the screen: call(paths.getNowhereById, …) in apps/web/src/ (or the entry's calledBy)",
      'the test: a request to /api/nowhere/:id in apps/api/test/<module>.test.ts',
    ]);
  });

  it('is what docs/how-to/server-endpoint.md says adding an endpoint is', () => {
    const page = fs.readFileSync(path.join(root, 'docs/how-to/server-endpoint.md'), 'utf8');
    expect(page).toContain(
      'touches three places and nothing else: **its entry in the route table, its handler and its screen**',
    );
    expect(page).toContain('`npm run routes:check`');
    for (const piece of ['the handler', 'the screen', 'the test']) expect(page).toContain(`"${piece}: `);
    expect(page).not.toMatch(/four places/i);
  });
});
