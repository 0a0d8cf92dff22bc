import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Docs that drift from the code mislead the next engineer (docs/README.md): every command the
// README and the pages of docs/ tell a reader to run must exist, and every link between them must
// lead to a file. Reads the Markdown as text; runs nothing.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const pages = ['README.md', ...markdownFiles('docs')];
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);
const opsClient = read('scripts/ops.mjs');

/** Every match of `pattern`'s first group in every page, as "page: value". */
function mentions(pattern: RegExp): Array<[string, string]> {
  return pages.flatMap((page) => [...read(page).matchAll(pattern)].map((m): [string, string] => [page, m[1]!]));
}

describe('the README and docs/', () => {
  it('find the pages (the README is a landing page, under 150 lines)', () => {
    expect(pages).toEqual(expect.arrayContaining(['docs/README.md', 'docs/operations.md', 'docs/features.md']));
    expect(read('README.md').split('\n').length).toBeLessThan(150);
  });

  it('name only npm scripts that exist', () => {
    const named = mentions(/\bnpm run ([a-z0-9:_-]+)/g);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(([, script]) => !scripts.includes(script))).toEqual([]);
  });

  it('name only ops CLI commands that exist', () => {
    const named = mentions(/\bnpm run ops -- ([a-z-]+)/g);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter(([, command]) => !opsClient.includes(`case '${command}':`))).toEqual([]);
  });

  it('name only scripts and benches that exist (`node scripts/…`, `node bench/…`)', () => {
    const named = mentions(/\bnode ((?:scripts|bench)\/[\w./-]+\.m?[jt]s)/g);
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter(([, file]) => !fs.existsSync(path.join(root, file)))).toEqual([]);
  });

  it('link only to files that exist', () => {
    const broken = pages.flatMap((page) =>
      [...read(page).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !fs.existsSync(path.join(root, path.dirname(page), target)))
        .map((target) => `${page}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
