// What failed, in a few lines, from a step's whole output: .ci/run prints it last, after the step table and the
// slowest files, because a reader of CI often sees only the output's tail, and a side-by-side step's output is
// printed when it ends, before the others' (the last CI failure showed only the scale suite's).
//   node scripts/failure-digest.mjs <log> [max lines]
// It keeps Vitest's and Playwright's lines that name a failing file or test and the first lines of each error,
// with the colours stripped, in their order, at most [max lines] (default 40).
import fs from 'node:fs';

const [file, maxArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/failure-digest.mjs <log> [max lines]');
  process.exit(2);
}
const max = Number(maxArg ?? 40);
// eslint-disable-next-line no-control-regex -- the escape sequences are what is removed
const plain = fs.readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');

/** The lines worth reading, each with how many of the lines after it belong with it (an error's message). */
const rules = [
  { re: /^\s*(FAIL|×|✗|✘)\s/, after: 0 }, // Vitest's failing file or test
  { re: /^\s*\d+\) \[.+\] › /, after: 6 }, // Playwright's numbered failure and its error's first lines
  { re: /^\s*\d+ (failed|flaky|timed out|interrupted)\b/, after: 0 }, // Playwright's counts
  { re: /^\s*\[.+\] › .+:\d+:\d+ › /, after: 0 }, // Playwright's list of the failed
  { re: /^\s*(AssertionError|Error|TypeError|RangeError|SyntaxError)\b.*:/, after: 2 },
  { re: /^\s*(Test Files|Tests)\s+.*failed/, after: 0 }, // Vitest's counts
  { re: /Unhandled (Rejection|Error)|Error: Test timed out|Timeout of \d+ms/, after: 1 },
];

const lines = plain.split('\n');
const picked = [];
const seen = new Set();
for (let i = 0; i < lines.length && picked.length < max; i += 1) {
  const rule = rules.find((r) => r.re.test(lines[i]));
  if (!rule) continue;
  for (let j = i; j <= Math.min(i + rule.after, lines.length - 1) && picked.length < max; j += 1) {
    const line = lines[j].trimEnd();
    if (line.trim() === '' || seen.has(line)) continue;
    seen.add(line);
    picked.push(line.length > 200 ? `${line.slice(0, 200)}…` : line);
  }
}
if (picked.length === 0) {
  // Nothing recognised: the output's own last lines.
  picked.push(...lines.filter((l) => l.trim() !== '').slice(-Math.min(max, 15)));
}
console.log(picked.join('\n'));
