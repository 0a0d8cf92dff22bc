// What /login's first view is made of, per package and source file, in English and in Spanish (issue 59): builds the
// web app with source maps into a temporary folder (or reads WEB_DIST, a build made with `vite build --sourcemap`),
// walks Vite's manifest from the entry and the login page's chunk as scripts/check-budgets.mjs does, and shares each
// chunk's gzipped size among the sources its source map names, by the characters each wrote.
//   node scripts/first-view-modules.mjs [--top N]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const root = path.resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--top');
const top = at > 0 ? Number(process.argv[at + 1]) : 25;
let dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : undefined;
let made;
if (!dist) {
  made = dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-first-view-'));
  execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
}
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
};
const entry = Object.keys(manifest).find((k) => k === 'index.html');
const login = 'src/features/auth/login-page.tsx';
const spanish = Object.keys(manifest).find((k) => k.endsWith('messages/es/index.ts'));

/** Gzipped bytes per source (a package's name for node_modules), over the chunks of `keys` and their imports. */
function attribute(keys) {
  const chunks = new Set();
  for (const key of keys) closure(key, chunks);
  const bySource = new Map();
  let total = 0;
  for (const key of chunks) {
    const file = path.join(dist, manifest[key].file);
    const code = fs.readFileSync(file, 'utf8');
    const gzip = zlib.gzipSync(code, { level: 9 }).length;
    total += gzip;
    if (!fs.existsSync(`${file}.map`)) {
      bySource.set('(no source map)', (bySource.get('(no source map)') ?? 0) + gzip);
      continue;
    }
    const lines = code.split('\n');
    const mappings = [];
    new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))).eachMapping((m) => mappings.push(m));
    for (let i = 0; i < mappings.length; i++) {
      const [a, b] = [mappings[i], mappings[i + 1]];
      if (!a.source) continue;
      const end = b && b.generatedLine === a.generatedLine ? b.generatedColumn : lines[a.generatedLine - 1].length;
      const nm = a.source.split('node_modules/');
      const name =
        nm.length > 1
          ? nm
              .at(-1)
              .split('/')
              .slice(0, nm.at(-1).startsWith('@') ? 2 : 1)
              .join('/')
          : a.source.replace(/^.*?((apps|packages)\/)/, '$1');
      bySource.set(name, (bySource.get(name) ?? 0) + ((end - a.generatedColumn) / code.length) * gzip);
    }
  }
  return { total, rows: [...bySource].sort((x, y) => y[1] - x[1]) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const [language, keys] of [
  ['English', [entry, login]],
  ['Spanish', [entry, login, spanish]],
]) {
  const { total, rows } = attribute(keys);
  console.log(`\n/login's first view in ${language}: ${kb(total)} gzipped JS`);
  for (const [name, bytes] of rows.slice(0, top)) console.log(`${kb(bytes).padStart(9)}  ${name}`);
}
if (made) fs.rmSync(made, { recursive: true, force: true });
