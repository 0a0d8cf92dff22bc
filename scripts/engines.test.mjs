// The declared runtime is the tested one: every installed package's `engines.node` must accept the oldest Node
// that package.json's `engines` declares (the one CI installs first) and the Node running this test (CI runs it
// on Node 20; the Node 24 pass runs the API on 24). A dependency that moved to a newer Node (cookie@2 and
// content-disposition@3 want Node 22) fails here, before it fails a user: pin one that supports ours through
// package.json `overrides`. Run first by npm run test:unit (node --test scripts/engines.test.mjs, before Vitest, so arguments
// after `npm run test:unit --` still reach Vitest).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The packages whose `engines.node` refuses one of `runtimes`: "name@version wants RANGE (refuses v…)".
 * `packages`: [{ name, version, engines }] (package.json contents).
 */
export function refusing(packages, runtimes) {
  const out = [];
  for (const pkg of packages) {
    const range = pkg.engines?.node;
    if (typeof range !== 'string') continue;
    // An unparsable range is a refusal too: npm cannot tell either.
    const refused = semver.validRange(range) ? runtimes.filter((v) => !semver.satisfies(v, range)) : runtimes;
    if (refused.length) out.push(`${pkg.name}@${pkg.version} wants node ${range} (refuses ${refused.join(', ')})`);
  }
  return out;
}

/** Every package installed under node_modules, as the lock lists them (those not on this platform skipped). */
function installed() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return Object.keys(lock.packages)
    .filter((p) => p.includes('node_modules/'))
    .map((p) => path.join(root, p, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
}

const declared = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const oldest = semver.minVersion(declared).version;

test('the check names a package that refuses the declared oldest Node, and only that one', () => {
  const packages = [
    { name: 'old-enough', version: '1.0.0', engines: { node: '>=18' } },
    { name: 'too-new', version: '2.0.0', engines: { node: '>=22' } },
    { name: 'no-engines', version: '1.0.0' },
  ];
  assert.deepEqual(refusing(packages, ['20.19.0']), ['too-new@2.0.0 wants node >=22 (refuses 20.19.0)']);
});

test(`every installed dependency runs on the declared Node (${declared}: ${oldest}) and on this one`, () => {
  const runtimes = [oldest];
  if (semver.satisfies(process.version, declared)) runtimes.push(semver.clean(process.version));
  const packages = installed();
  assert.ok(packages.length > 100, `only ${packages.length} installed packages found: is node_modules there?`);
  assert.deepEqual(refusing(packages, runtimes), []);
});
