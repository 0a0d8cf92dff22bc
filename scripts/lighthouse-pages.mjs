// npm run lighthouse:pages: Lighthouse 12 (mobile: Moto G Power, slow 4G, 4× CPU, simulated) on every page a vendor opens
// most, signed in with a stored session, and on the public pages beside /login, all in one run against the production
// build with demo data (docs/performance.md "Lighthouse, every page"). Median of N runs per page, the runs of the
// pages taking turns (page A, B, C, then A, B, C again), so that the machine's load falls on all of them alike.
//   node scripts/lighthouse-pages.mjs [--runs N] [--only name,name] [--reference DIR] [--write] [--check]
//   --runs N       runs per page (default 3)
//   --only a,b     only these pages (names of PAGES below)
//   --reference D  also /login from the web build in D (another server, WEB_DIST=D), in the same turns: the
//                  figures of a change side by side with those before it (build the reference into D first)
//   --write        regenerate the table in docs/performance.md and the figures in perf/lighthouse.json
//   WEB_DIST=D     measure the build in D instead of apps/web/dist (a deliberate regression, say)
//   --check        exit 1 when a page's median performance is more than NOISE points under perf/lighthouse.json's,
//                  its accessibility under it, or /approve more than 2 points under /login (a regression, not a target)
// Exits 1 when a page misses its target (performance ≥ 90, accessibility 100; /login's largest paint its first);
// with --check, only on a regression (a target missed is printed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { startServer } from '../testing/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Math.max(1, Number(arg('--runs') ?? 3) || 1);
const only = arg('--only')?.split(',');
const reference = arg('--reference') ? path.resolve(arg('--reference')) : undefined;
const write = process.argv.includes('--write');
const check = process.argv.includes('--check');
const FIGURES = path.join(root, 'perf/lighthouse.json');
const DOC = path.join(root, 'docs/performance.md');
const MARK = { start: '<!-- lighthouse-pages:start -->', end: '<!-- lighthouse-pages:end -->' };
// How far a page's median score moves between two runs of the same build on this machine (docs/performance.md).
const NOISE = 5;
const TARGET = { performance: 90, accessibility: 100 };

const VENDOR = { email: 'demo@vendor.test', password: 'demo-vendor-1' };
const TECHNICIAN = { email: 'tech@vendor.test', password: 'demo-tech-1' };
// Each page: where it is (a function of what signing in found), who is signed in, and what it is called in the table.
const PAGES = [
  { name: 'login', title: '/login (signed out, first visit)', path: () => '/login' },
  { name: 'approve', title: "/approve (the customer's page, a link's token)", path: () => '/approve?token=lighthouse' },
  { name: 'appointments', title: 'Appointments (/)', as: VENDOR, path: () => '/' },
  { name: 'day', title: "The technician's day (/ as a technician)", as: TECHNICIAN, path: () => '/' },
  { name: 'job', title: "A job's page (/appointments/:id)", as: VENDOR, path: (found) => found.job },
  { name: 'unclaimed', title: 'Unclaimed', as: VENDOR, path: () => '/unclaimed' },
  { name: 'earnings', title: 'Earnings', as: VENDOR, path: () => '/earnings' },
  { name: 'dispatch', title: 'The dispatch board', as: VENDOR, path: () => '/dispatch' },
].filter((p) => !only || only.includes(p.name));
if (reference) PAGES.push({ name: 'login-reference', title: `/login, the reference build`, path: () => '/login' });

for (const file of ['apps/api/dist/main.js', 'apps/web/dist/index.html']) {
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`lighthouse-pages: ${file} is missing; run npm run build first.`);
    process.exit(2);
  }
}

const servers = [];
const dirs = [];
async function serve(webDist) {
  const port = String(await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-lh-'));
  dirs.push(dataDir);
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: port, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', PUBLIC_URL: base };
  // No clock of its own: a loaded machine starts it late, not never.
  servers.push(await startServer({ env: webDist ? { ...env, WEB_DIST: webDist } : env, timeoutMs: null }));
  return base;
}
// WEB_DIST: measure another build (e.g. one made with `vite build --outDir`), as the server's WEB_DIST.
const base = await serve(process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : undefined);
const referenceBase = reference ? await serve(reference) : undefined;
const debugPort = await freePort();
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-lh-chromium-'));
dirs.push(userDataDir);
// One persistent browser: Lighthouse's tabs share its cookies and storage, so a page measured with
// disableStorageReset finds the session the sign-in below stored.
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
});

async function cleanUp() {
  await context.close().catch(() => {});
  for (const server of servers) await server.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}

/** A fresh session for `who` (Lighthouse's own reloads leave a refresh cookie that was already rotated). */
async function signIn(who) {
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate('localStorage.clear()');
  await page.reload();
  // Hydrated (docs/decisions/006): a submit before that is lost.
  const heading = await page.locator('h1').first().elementHandle();
  await page.waitForFunction((h) => Object.keys(h).some((key) => key.startsWith('__reactFiber')), heading);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${base}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // A job of the list (GET /api/appointment, with the session's token): its page.
  const id = await page.evaluate(async () => {
    const answer = await fetch('/api/appointment', {
      headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
    });
    const body = await answer.json();
    const list = body.data ?? [];
    return list[0]?.id ?? null;
  });
  await page.close();
  return { job: id === null ? '/' : `/appointments/${id}` };
}
/** Signed out: no cookie, no stored session (Lighthouse resets the rest for a first visit). */
async function signOut() {
  await context.clearCookies();
  for (const origin of [base, referenceBase].filter(Boolean)) {
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`); // the origin, without the app
    await page.evaluate(
      'localStorage.clear(); navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())))',
    );
    await page.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const samples = new Map(PAGES.map((p) => [p.name, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of PAGES) {
      const found = page.as ? await signIn(page.as) : (await signOut(), {});
      const url = `${page.name === 'login-reference' ? referenceBase : base}${page.path(found)}`;
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(url, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: Boolean(page.as),
          onlyCategories: ['performance', 'accessibility'],
        });
        // A trace Lighthouse could not read (NO_NAVSTART on a busy machine) asks for another run.
        if (!result?.lhr.runtimeError) break;
        console.log(`  ${page.name} run ${run}: ${result.lhr.runtimeError.code}, run again`);
      }
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: is the session there?`);
      // The last run's report of each page, to read what a score is made of (lighthouse-report/ is git-ignored).
      fs.mkdirSync(path.join(root, 'lighthouse-report'), { recursive: true });
      fs.writeFileSync(path.join(root, `lighthouse-report/pages-${page.name}.json`), JSON.stringify(lhr));
      const ms = (id) => Math.round(lhr.audits[id].numericValue);
      const sample = {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      };
      samples.get(page.name).push(sample);
      const missed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary' && a.id !== 'bf-cache')
        .map((a) => a.id);
      console.log(
        `  ${page.name} run ${run}: performance ${sample.performance}, accessibility ${sample.accessibility}, FCP ${sample.fcp} ms, LCP ${sample.lcp} ms, TBT ${sample.tbt} ms, CLS ${sample.cls}${missed.length ? `; failing: ${missed.join(', ')}` : ''}`,
      );
    }
  }
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(2);
}
await cleanUp();

const figures = Object.fromEntries(
  PAGES.map((p) => {
    const s = samples.get(p.name);
    const m = (k) => median(s.map((x) => x[k]));
    return [
      p.name,
      {
        performance: m('performance'),
        accessibility: m('accessibility'),
        fcp: m('fcp'),
        lcp: m('lcp'),
        tbt: m('tbt'),
        cls: m('cls'),
      },
    ];
  }),
);
const heading = `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, median of ${runs} run(s) per page taking turns, ${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores (\`npm run lighthouse:pages -- --write\`):`;
const lines = [
  heading,
  '',
  '| Page | Performance | Accessibility | First Contentful Paint | Largest Contentful Paint | Total Blocking Time | Layout shift |',
  '|---|---|---|---|---|---|---|',
  ...PAGES.map((p) => {
    const f = figures[p.name];
    return `| ${p.title} | ${f.performance} | ${f.accessibility} | ${(f.fcp / 1000).toFixed(2)} s | ${(f.lcp / 1000).toFixed(2)} s | ${f.tbt} ms | ${f.cls} |`;
  }),
];
console.log(`\n${lines.join('\n')}\n`);

const problems = [];
for (const p of PAGES) {
  if (p.name === 'login-reference') continue;
  const f = figures[p.name];
  if (f.performance < TARGET.performance)
    problems.push(`${p.name}: performance ${f.performance} < ${TARGET.performance}`);
  if (f.accessibility < TARGET.accessibility)
    problems.push(`${p.name}: accessibility ${f.accessibility} < ${TARGET.accessibility}`);
}
if (figures.login && figures.login.lcp > figures.login.fcp)
  problems.push(`login: the largest paint (${figures.login.lcp} ms) is not the first (${figures.login.fcp} ms)`);
if (check) {
  const stored = fs.existsSync(FIGURES) ? JSON.parse(fs.readFileSync(FIGURES, 'utf8')).pages : {};
  for (const p of PAGES) {
    const was = stored[p.name];
    const now = figures[p.name];
    if (!was) continue;
    if (now.performance < was.performance - NOISE)
      problems.push(
        `${p.name}: performance ${now.performance}, ${was.performance} in perf/lighthouse.json (noise ${NOISE})`,
      );
    if (now.accessibility < was.accessibility)
      problems.push(`${p.name}: accessibility ${now.accessibility}, ${was.accessibility} in perf/lighthouse.json`);
  }
  if (figures.approve && figures.login && figures.approve.performance < figures.login.performance - 2)
    problems.push(
      `approve: performance ${figures.approve.performance}, more than 2 under /login's ${figures.login.performance}`,
    );
}
if (write) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(MARK.start);
  const end = doc.indexOf(MARK.end);
  if (start < 0 || end < start) {
    console.error(`lighthouse-pages: docs/performance.md has no ${MARK.start} … ${MARK.end}`);
    process.exit(2);
  }
  fs.writeFileSync(DOC, `${doc.slice(0, start + MARK.start.length)}\n${lines.join('\n')}\n${doc.slice(end)}`);
  fs.mkdirSync(path.dirname(FIGURES), { recursive: true });
  const pages = Object.fromEntries(Object.entries(figures).filter(([name]) => name !== 'login-reference'));
  fs.writeFileSync(FIGURES, `${JSON.stringify({ runs, pages }, null, 2)}\n`);
  console.log('Wrote docs/performance.md and perf/lighthouse.json.');
}
for (const problem of problems) console.error(`lighthouse-pages: ${problem}`);
// With --check, only a regression against perf/lighthouse.json fails (a target not met yet is said, not failed).
const failing = check
  ? problems.filter((p) => p.includes('perf/lighthouse.json') || p.includes('under /login'))
  : problems;
process.exit(failing.length ? 1 : 0);
