import { describe, expect, it } from 'vitest';
import type { RouteDef } from './define.ts';
import { routes } from './index.ts';

// paths.ts is the route table without its schemas, for the web (decision 016, "What the web imports"): each entry's
// name with its route path, 'METHOD /path', ' public' when anyone may call it, ' idempotent' when it takes an
// Idempotency-Key (route-path.ts). This test writes what it must say; after a change to the table,
// `npm run routes:paths` writes it again (the typecheck also names a line the table no longer agrees with).

const HEADER = `// Generated from the route table (packages/contract/src/routes/*.ts) by \`npm run routes:paths\`; do not edit.
// The table without its schemas, for the web (decision 016, "What the web imports"): each entry's route path,
// 'METHOD /path', ' public' when anyone may call it, ' idempotent' when it takes an Idempotency-Key. The web calls
// \`call(paths.deleteVendorHoursById, { params: { id } })\`, typed by the entry (route-path.ts); the build inlines each string
// where it is used, so a page's chunk holds only the paths it calls.
import type { RoutePath } from './route-path.ts';
`;

function routePath(entry: RouteDef): string {
  return [
    `${entry.method} ${entry.path}`,
    entry.who === 'public' ? ' public' : '',
    entry.idempotent === undefined ? '' : ' idempotent',
  ].join('');
}

function pathsFile(): string {
  const lines = Object.entries(routes as Record<string, RouteDef>)
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([name, entry]) => `export const ${name}: RoutePath<'${name}'> = '${routePath(entry)}';`);
  return `${HEADER}\n${lines.join('\n')}\n`;
}

describe('paths.ts, the route table for the web', () => {
  it('holds every entry of the table, by name, with its route path (npm run routes:paths writes it)', async () => {
    await expect(pathsFile()).toMatchFileSnapshot('./paths.ts');
  });
});
