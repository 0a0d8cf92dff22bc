import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md "Layout" is the one map of the repository's folders (docs/README.md). A map
// that names a folder gone, or misses one that came, sends the next engineer the wrong way: every
// folder the map names must exist, and every top-level folder and every folder at any depth under
// apps/*/src and packages/*/src must be named in it: as a line of its own, on its parent line as
// `sub/` (relative to that line's folder), or for a `<name>/` line by its name in backticks (web
// features, API modules). Reads the Markdown and the folders; runs nothing.

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

/** Every folder at any depth under `dir`. */
function foldersDeep(dir: string): string[] {
  return folders(dir).flatMap((folder) => [folder, ...foldersDeep(folder)]);
}

/** The folders a line's text names as `sub/` (a path ending in `/`, not part of a file's path). */
const subfoldersNamed = (says: string) =>
  [...says.matchAll(/(?<![\w./<>-])([a-z][a-z0-9-]*(?:\/[a-z][a-z0-9-]*)*)\/(?![\w.])/g)].map((m) => m[1]!);

const PATTERN = /<[a-z]+>\/$/;
/** The names in backticks on a `<name>/` line. */
const backticked = (says: string) => [...says.matchAll(/`([a-z][a-z-]*)`/g)].map((m) => m[1]!).sort();

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

  it('names every folder under apps/*/src and packages/*/src, at any depth', () => {
    const sources = ['apps', 'packages'].flatMap((top) =>
      folders(top)
        .map((workspace) => path.posix.join(workspace, 'src'))
        .filter((src) => fs.existsSync(path.join(root, src))),
    );
    const unnamed = sources.flatMap(foldersDeep).filter((folder) => {
      if (named.includes(`${folder}/`) || isNamed(folder)) return false;
      // the nearest line above it: a folder of its own, or a `<name>/` line whose parent holds it
      const owner = map
        .filter((entry) => {
          const base = entry.folder.replace(PATTERN, '');
          return PATTERN.test(entry.folder) ? folder.startsWith(base) : folder.startsWith(entry.folder);
        })
        .sort((a, b) => b.folder.length - a.folder.length)[0];
      if (!owner) return true;
      const base = owner.folder.replace(PATTERN, '');
      const rest = folder.slice(base.length).split('/');
      if (PATTERN.test(owner.folder)) {
        // a `<name>/` line: the folder itself by its name in backticks, a folder inside one as `sub/`
        // (said of every one) or `name/sub/`
        if (rest.length === 1) return !backticked(owner.says).includes(rest[0]!);
        const said = subfoldersNamed(owner.says);
        return !said.includes(rest.slice(1).join('/')) && !said.includes(rest.join('/'));
      }
      return !subfoldersNamed(owner.says).includes(rest.join('/'));
    });
    expect(unnamed).toEqual([]);
  });

  it('names as `sub/` only folders that exist under the line’s folder', () => {
    const gone = map.flatMap((entry) =>
      subfoldersNamed(entry.says)
        .filter((sub) => {
          if (!PATTERN.test(entry.folder)) return !fs.existsSync(path.join(root, entry.folder, sub));
          const base = entry.folder.replace(PATTERN, '');
          return (
            !fs.existsSync(path.join(root, base, sub)) &&
            !folders(base.replace(/\/$/, '')).some((f) => fs.existsSync(path.join(root, f, sub)))
          );
        })
        .map((sub) => `${entry.folder} names ${sub}/`),
    );
    expect(gone).toEqual([]);
  });

  it('names every API module, and only those, in backticks on the modules line', () => {
    const line = map.find((entry) => entry.folder === 'apps/api/src/modules/<name>/');
    expect(line).toBeDefined();
    const modules = folders('apps/api/src/modules')
      .map((folder) => path.posix.basename(folder))
      .sort();
    expect(backticked(line!.says)).toEqual(modules);
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
