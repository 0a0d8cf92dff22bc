import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository explains itself (docs/README.md): a comment or a page that cites a file sends the reader
// there, so every path from the repository's root that docs/ or a code comment names must exist, and nothing
// may cite a file outside the clone (the design notes the repository was started from are not part of it:
// what it relies on is written in docs/, chiefly docs/architecture.md). A citation of a docs page's section,
// `docs/architecture.md "Money that is fair"`, must name a heading of that page. Reads text; runs nothing.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const CODE = /\.(ts|tsx|js|mjs|cjs|css|sql)$/;
const codeFiles = tracked.filter((file) => CODE.test(file) || file === '.ci/run');
const pages = tracked.filter((file) => file.endsWith('.md') && (file.startsWith('docs/') || file === 'README.md'));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The comment lines of a code file (`//`, `/* … *\/` and `*` lines, `#` in the CI script), as [line, text]. */
function comments(file: string): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  let inBlock = false;
  read(file)
    .split('\n')
    .forEach((line, i) => {
      const trimmed = line.trim();
      if (inBlock || trimmed.startsWith('/*') || trimmed.startsWith('*')) out.push([i + 1, line]);
      else if (line.includes('//') && !/['"`][^'"`]*\/\/[^'"`]*['"`]/.test(line))
        out.push([i + 1, line.slice(line.indexOf('//'))]);
      else if (file === '.ci/run' && trimmed.startsWith('#')) out.push([i + 1, line]);
      if (trimmed.includes('/*') && !trimmed.includes('*/')) inBlock = true;
      else if (trimmed.includes('*/')) inBlock = false;
    });
  return out;
}

/** Each cited text of the docs pages and of the code's comments, as "file:line" and the text. */
const cited: Array<[string, string]> = [
  ...pages.flatMap((page) =>
    read(page)
      .split('\n')
      .map((text, i): [string, string] => [`${page}:${i + 1}`, text]),
  ),
  ...codeFiles.flatMap((file) => comments(file).map(([line, text]): [string, string] => [`${file}:${line}`, text])),
];

const ROOTS = 'apps|packages|docs|scripts|tooling|e2e|bench|testing|\\.ci';
const REPO_PATH = new RegExp(`(?<![\\w./-])((?:${ROOTS})/[\\w.@/*{}<>…-]*[\\w*}>/])`, 'g');

/** A path that is a pattern or a placeholder, not a file (`money-*.test.ts`, `NNN-title.md`, `{id}`, `x.test.ts`). */
const isPattern = (p: string) => /[*{}<>]|NNN|\.\.\.|…|\/x\.[\w.]+$/.test(p);

/** What the build and the tests write, named by the pages but not kept in git. */
const BUILT = /^apps\/(web|api)\/dist\b|^apps\/api\/\.test-build\b/;

/** A decision cited by its number alone (`docs/decisions/033`) is the record of that number. */
const isDecision = (p: string) =>
  /^docs\/decisions\/\d{3}$/.test(p) &&
  fs.readdirSync(path.join(root, 'docs/decisions')).some((f) => f.startsWith(`${p.slice(-3)}-`));

describe('paths cited in docs/ and in code comments', () => {
  it('find the files to read', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(codeFiles.length).toBeGreaterThan(500);
  });

  it('name no file outside the repository', () => {
    const outside = cited.filter(([, text]) =>
      /\.\.\/shared|\bshared\/|\b(ARCHITECTURE|STACK|SPEC|STYLE)\.md|(?<![\w/])UI\.md|shared ARCHITECTURE/.test(text),
    );
    expect(outside).toEqual([]);
  });

  it('name only paths of the repository that exist', () => {
    const missing: string[] = [];
    for (const [where, text] of cited) {
      for (const match of text.matchAll(REPO_PATH)) {
        const cite = match[1]!.replace(/[.:]+$/, '');
        if (isPattern(cite) || BUILT.test(cite) || isDecision(cite) || cite.includes('node_modules')) continue;
        if (!fs.existsSync(path.join(root, cite))) missing.push(`${where}: ${cite}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cite sections of docs pages by headings those pages have', () => {
    const headings = new Map(
      pages.map((page) => [
        page,
        new Set(
          read(page)
            .split('\n')
            .flatMap((line) => {
              // A heading, or a paragraph's run-in name (`- **Processes.** …`), which the code cites the same way.
              if (/^#{1,4} /.test(line)) return [line.replace(/^#+ /, '').trim()];
              const runIn = /^\s*(?:- )?\*\*([^*]+?)\.?\*\*/.exec(line);
              return runIn ? [runIn[1]!] : [];
            }),
        ),
      ]),
    );
    const wrong: string[] = [];
    for (const [where, text] of cited) {
      for (const match of text.matchAll(/(docs\/[\w/.-]+\.md) "([^"]+)"/g)) {
        const [, page, heading] = match;
        const known = headings.get(page!);
        if (!known) continue; // a page that does not exist is the test above's
        if (![...known].some((h) => h === heading || h.startsWith(`${heading!} (`) || h.startsWith(`${heading!}:`)))
          wrong.push(`${where}: ${page} "${heading}"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
