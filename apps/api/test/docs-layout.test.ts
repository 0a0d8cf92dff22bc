import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md "Layout" is the one map of the repository's folders (docs/README.md). A map
// that names a folder gone, or misses one that came, sends the next engineer the wrong way: every
// folder the map names must exist, and every top-level folder, every apps/*/src/* folder and every
// web feature must be named in it. Reads the Markdown and the folders; runs nothing.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const architecture = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The map's lines: a folder (first column, ending in `/`) and what the line says of it. */
function layoutMap(): Array<{ folder: string; says: string }> {
  const section = architecture.split(/^## Layout\b.*$/m)[1]?.split(/^## /m)[0] ?? '';
  const block = /^```\n([\s\S]*?)^```/m.exec(section)?.[1] ?? '';
  const entries: Array<{ folder: string; says: string }> = [];
  for (const line of block.split('\n')) {
    const named = /^(\S+\/)\s+(.*)$/.exec(line);
    if (named) entries.push({ folder: named[1]!, says: named[2]! });
    else if (/^\s+\S/.test(line) && entries.length > 0) entries[entries.length - 1]!.says += ` ${line.trim()}`;
  }
  return entries;
}

/** Folders under `dir` (relative to the root), without the ones git ignores by habit. */
function folders(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['node_modules', '.git', 'dist', 'test-results'].includes(entry.name))
    .filter((entry) => !(dir === '' && ['data', 'playwright-report', 'coverage'].includes(entry.name)))
    .map((entry) => path.posix.join(dir, entry.name));
}

const map = layoutMap();
const named = map.map((entry) => entry.folder);
/** A folder is named when the map names it or a folder inside it. */
const isNamed = (folder: string) => named.some((entry) => `${entry}`.startsWith(`${folder}/`));

describe('docs/architecture.md, Layout', () => {
  it('is a map of folders', () => {
    expect(map.length).toBeGreaterThan(15);
  });

  it('names only folders that exist (`<name>/` stands for each folder under its parent)', () => {
    const missing = named.filter((folder) => {
      const real = folder.replace(/<[a-z]+>\/$/, '');
      return !fs.existsSync(path.join(root, real)) || !fs.statSync(path.join(root, real)).isDirectory();
    });
    expect(missing).toEqual([]);
  });

  it('names every top-level folder and every apps/*/src/* folder', () => {
    const apps = folders('apps').flatMap((app) => folders(path.posix.join(app, 'src')));
    const expected = [...folders('').filter((folder) => !folder.startsWith('.git')), ...apps];
    // .ci is the one hidden folder worth a line (what CI runs)
    expect(expected).toContain('.ci');
    expect(expected.filter((folder) => !isNamed(folder))).toEqual([]);
  });

  it('names every web feature, and only those, in backticks on the features line', () => {
    const line = map.find((entry) => entry.folder === 'apps/web/src/features/<name>/');
    expect(line).toBeDefined();
    // a name on the line that is no folder (`console` for ops) misleads as much as a missing one
    const listed = [...line!.says.matchAll(/`([a-z][a-z-]*)`/g)].map((m) => m[1]!).sort();
    const features = folders('apps/web/src/features')
      .map((folder) => path.posix.basename(folder))
      .sort();
    expect(listed).toEqual(features);
  });
});
