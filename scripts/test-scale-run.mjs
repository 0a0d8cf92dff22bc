// The multi-process scenario of npm run test:scale (run it through scripts/test-scale.mjs, which
// provides a throwaway PostgreSQL as DATABASE_URL). Two production processes (apps/api/dist/main.js)
// share PostgreSQL, an S3-compatible bucket (s3rver), an SMTP server (smtp-server, catching mail)
// and their secrets; a small round-robin proxy sits in front. Each step prints PASS/FAIL; the exit
// code is non-zero on any failure. Everything started here is stopped at the end, even on failure.
//
// SCALE_TEST_BREAK=<fault> runs the same scenario with a deliberate fault, to show it can fail:
//   auth-secret  the second process gets its own AUTH_SECRET (keys not shared)
//   disk-storage no S3: each process keeps uploaded files in its own DATA_DIR
//   outbox       no SMTP: each process writes mail to its own outbox
// SCALE_TEST_MAIN=<path> runs another build of the server (e.g. one with a fault compiled in).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const mainJs = path.resolve(process.env.SCALE_TEST_MAIN ?? path.join(root, 'apps/api/dist/main.js'));
const fromApi = createRequire(path.join(root, 'apps/api/package.json'));
const S3rver = fromApi('s3rver');
const { SMTPServer } = fromApi('smtp-server');
const pg = fromApi('pg');

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('DATABASE_URL is not set: run this through "npm run test:scale".');
  process.exit(1);
}
const BREAK = process.env.SCALE_TEST_BREAK ?? '';
const LOAD_SECONDS = Number(process.env.SCALE_TEST_LOAD_SECONDS ?? 8);
const LOAD_CONCURRENCY = Number(process.env.SCALE_TEST_CONCURRENCY ?? 8);

// ---------------------------------------------------------------------------------------------
// Results

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok: Boolean(ok) });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `  (${detail})` : ''}`);
  return Boolean(ok);
}
async function step(title, fn) {
  console.log(`\n— ${title}`);
  try {
    await fn();
  } catch (err) {
    check(`${title}: ran to the end`, false, err instanceof Error ? err.message : String(err));
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-scale-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
const ms = (x) => `${x.toFixed(1)} ms`;
let seq = 0;
const newEmail = (prefix) => `${prefix}-${Date.now()}-${++seq}@scale.test`;

async function waitFor(what, fn, timeoutMs = 30_000) {
  const t0 = Date.now();
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value) return value;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

// Decodes the quoted-printable body nodemailer sends, enough to read a link.
const decodeQuotedPrintable = (raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

// ---------------------------------------------------------------------------------------------
// Shared services: S3 (s3rver) and SMTP (smtp-server)

const cleanups = [];
const S3_BUCKET = 'vendor-files';
const s3Dir = path.join(work, 's3');
fs.mkdirSync(s3Dir);
const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: S3_BUCKET, configs: [] }] });
const { port: s3Port } = await s3.run();
cleanups.push(() => s3.close());

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;
cleanups.push(() => new Promise((resolve) => smtp.close(resolve)));

// ---------------------------------------------------------------------------------------------
// The round-robin proxy. Like a load balancer with passive health checks: a connection refused,
// a read-only request whose connection failed, or Fastify's 503 while closing (which never reached
// a route) is retried on the other process, and that process is left out for a while.
// `x-scale-upstream: 0|1` pins a request to one process, so a step can say "through the other
// process"; answers say who served them (`x-served-by`).

const proxyPort = await freePort();
const PUBLIC_URL = `http://127.0.0.1:${proxyPort}`;
const upstreams = [
  { name: 'A', port: await freePort(), downUntil: 0, inFlight: 0, dispatched: 0, retriedAway: 0 },
  { name: 'B', port: await freePort(), downUntil: 0, inFlight: 0, dispatched: 0, retriedAway: 0 },
];
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];
let roundRobin = 0;
const proxyStats = { retried: 0 };

function pickUpstream(tried) {
  const now = Date.now();
  for (let i = 0; i < upstreams.length; i++) {
    const candidate = upstreams[(roundRobin + i) % upstreams.length];
    if (!tried.has(candidate) && candidate.downUntil <= now) {
      roundRobin = (upstreams.indexOf(candidate) + 1) % upstreams.length;
      return candidate;
    }
  }
  return upstreams.find((u) => !tried.has(u));
}

const proxy = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const pinned = req.headers['x-scale-upstream'];
    const tried = new Set();
    const forward = () => {
      const upstream = pinned !== undefined ? upstreams[Number(pinned)] : pickUpstream(tried);
      tried.add(upstream);
      const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress, 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host };
      for (const h of [...HOP_BY_HOP, 'x-scale-upstream']) delete headers[h];
      const canRetry = () => pinned === undefined && tried.size < upstreams.length;
      upstream.inFlight++;
      upstream.dispatched++;
      let done = false;
      const finish = () => {
        if (!done) upstream.inFlight--;
        done = true;
      };
      const upstreamReq = http.request({ host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers, agent: false }, (upstreamRes) => {
        if (upstreamRes.statusCode === 503 && !upstreamRes.headers['x-request-id'] && canRetry()) {
          upstreamRes.resume();
          finish();
          upstream.downUntil = Date.now() + 5_000;
          upstream.retriedAway++;
          proxyStats.retried++;
          return forward();
        }
        const out = { ...upstreamRes.headers, 'x-served-by': upstream.name };
        for (const h of HOP_BY_HOP) delete out[h];
        res.writeHead(upstreamRes.statusCode, out);
        upstreamRes.pipe(res);
        upstreamRes.on('end', finish);
        upstreamRes.on('error', () => {
          finish();
          res.destroy();
        });
      });
      upstreamReq.on('error', (err) => {
        finish();
        // As nginx's proxy_next_upstream: a refused connection never reached the process, and a
        // read-only request that failed before its answer began is safe to send again.
        const retryable = err.code === 'ECONNREFUSED' || (['GET', 'HEAD', 'OPTIONS'].includes(req.method) && !res.headersSent);
        if (retryable && canRetry()) {
          upstream.downUntil = Date.now() + 5_000;
          upstream.retriedAway++;
          proxyStats.retried++;
          return forward();
        }
        if (res.headersSent) return res.destroy();
        res.writeHead(502, { 'content-type': 'application/json', 'x-served-by': upstream.name });
        res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: err.code ?? err.message }));
      });
      upstreamReq.end(body);
    };
    forward();
  });
});
await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
cleanups.push(() => new Promise((resolve) => proxy.close(() => resolve())));

// ---------------------------------------------------------------------------------------------
// The two API processes: same secrets and shared services, their own PORT and DATA_DIR.

const AUTH_SECRET = crypto.randomBytes(32).toString('base64url');
const OPS_TOKEN = crypto.randomBytes(24).toString('base64url');
const sharedEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL,
  AUTH_SECRET,
  OPS_TOKEN,
  PUBLIC_URL,
  TRUST_PROXY: 'true',
  // Both processes see an empty database at once: the demo data must still be seeded once.
  SEED_DEMO: 'true',
  LOG_LEVEL: 'info',
  ...(BREAK === 'outbox' ? {} : { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Scale Test <no-reply@scale.test>' }),
  ...(BREAK === 'disk-storage'
    ? {}
    : { S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }),
};

// Every output line of each process (for the secret check), and its stdout alone: pino's lines
// and the start-up banner (Node's own warnings go to stderr).
const logs = { A: [], B: [] };
const stdoutLines = { A: [], B: [] };
const exits = {};
function startProcess(upstream, run = 'first') {
  const dataDir = path.join(work, `data-${upstream.name}-${run}`);
  fs.mkdirSync(dataDir);
  const env = { ...sharedEnv, PORT: String(upstream.port), DATA_DIR: dataDir };
  if (BREAK === 'auth-secret' && upstream.name === 'B') env.AUTH_SECRET = crypto.randomBytes(32).toString('base64url');
  const child = spawn(process.execPath, ['--enable-source-maps', mainJs], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const file = fs.createWriteStream(path.join(work, `process-${upstream.name}-${run}.log`));
  const collector = (onStdout) => {
    let pending = '';
    return (chunk) => {
      file.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop();
      logs[upstream.name].push(...lines.filter(Boolean));
      if (onStdout) stdoutLines[upstream.name].push(...lines.filter(Boolean));
    };
  };
  child.stdout.on('data', collector(true));
  child.stderr.on('data', collector(false));
  exits[upstream.name] = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  upstream.child = child;
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exits[upstream.name];
    }
    file.end();
  });
  return child;
}

// ---------------------------------------------------------------------------------------------
// An HTTP client through the proxy.

async function call(method, url, { token, body, cookie, upstream, headers = {}, ops = false } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (ops) h.authorization = `Bearer ${OPS_TOKEN}`;
  if (cookie) h.cookie = `vp_refresh=${cookie}`;
  if (upstream !== undefined) h['x-scale-upstream'] = String(upstream);
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    h['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${PUBLIC_URL}${url}`, { method, headers: h, body: payload, redirect: 'manual' });
  const buffer = Buffer.from(await res.arrayBuffer());
  let json;
  try {
    json = JSON.parse(buffer.toString('utf8'));
  } catch {
    json = undefined;
  }
  const refresh = res.headers
    .getSetCookie()
    .map((c) => /^vp_refresh=([^;]*)/.exec(c)?.[1])
    .find((v) => v !== undefined);
  return { status: res.status, json, buffer, servedBy: res.headers.get('x-served-by'), requestId: res.headers.get('x-request-id'), refresh };
}
const A = 0;
const B = 1;

// Everything secret the scenario handles: none of it may appear in a log line.
const secrets = new Set([AUTH_SECRET, OPS_TOKEN]);
const remember = (...values) => values.filter((v) => typeof v === 'string' && v.length >= 6).forEach((v) => secrets.add(v));

async function createVendor(upstream, zip) {
  const email = newEmail('vendor');
  const password = `pw-${crypto.randomBytes(6).toString('hex')}`;
  const account = await call('POST', '/auth/accounts', { body: { email, password }, upstream });
  if (account.status !== 201) throw new Error(`sign-up answered ${account.status}`);
  const token = account.json.idToken;
  remember(password, token, account.refresh);
  const vendor = await call('POST', '/api/vendor', {
    token,
    upstream,
    body: { email, title: 'Scale Test Detailing', contactName: 'Sam Scale', phone: '(303) 555-0142', street1: '200 Market St', city: 'Denver', state: 'CO', zipcode: '80202' },
  });
  if (vendor.status !== 201) throw new Error(`POST /api/vendor answered ${vendor.status}`);
  return { email, password, token, vendorId: vendor.json.id, refresh: account.refresh, zip };
}

// ---------------------------------------------------------------------------------------------
// The scenario

let exitCode = 1;
const figures = { load: [] };
try {
  await step('Start: two processes at once against one fresh PostgreSQL (migrations under the advisory lock)', async () => {
    const t0 = performance.now();
    for (const u of upstreams) startProcess(u);
    const ready = await Promise.all(
      upstreams.map((u) =>
        waitFor(`process ${u.name} ready`, async () => (await fetch(`http://127.0.0.1:${u.port}/readyz`)).status === 200 || undefined, 60_000).then(() => performance.now() - t0),
      ),
    );
    figures.startMs = Math.max(...ready);
    check('both processes started together and are ready', true, `A ${ms(ready[0])}, B ${ms(ready[1])}`);
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(root, 'apps/api/drizzle/meta/_journal.json'), 'utf8'));
      const { rows } = await client.query('select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations');
      check('every migration recorded exactly once', rows[0].n === journal.entries.length && rows[0].d === rows[0].n, `${rows[0].n} rows, ${journal.entries.length} migrations`);
      const seeded = await client.query("select (select count(*)::int from identities where email = 'demo@vendor.test') as demo, (select count(*)::int from products where title = 'Vehicle Detailing') as products");
      check('demo data seeded once although both processes found the database empty', seeded.rows[0].demo === 1 && seeded.rows[0].products === 1, `demo identities ${seeded.rows[0].demo}, "Vehicle Detailing" products ${seeded.rows[0].products}`);
    } finally {
      await client.end();
    }
    for (const [i, u] of upstreams.entries()) {
      const live = await call('GET', '/livez', { upstream: i });
      const ready2 = await call('GET', '/healthz', { upstream: i });
      check(`process ${u.name}: /livez 200 and /healthz 200 {"status":"ok"}`, live.status === 200 && ready2.status === 200 && ready2.json?.status === 'ok');
    }
  });

  let product;
  await step('Catalogue through the ops API (shared OPS_TOKEN)', async () => {
    const created = await call('POST', '/api/ops/products', {
      ops: true,
      upstream: A,
      body: { title: 'Scale Detailing', isActive: true, prices: [{ title: 'Wash', isOutside: true, schedulingInterface: 'datetime' }] },
    });
    product = created.json;
    check('ops token accepted by A', created.status === 201, `status ${created.status}`);
    const other = await call('POST', '/api/ops/products', { ops: true, upstream: B, body: { title: 'Scale Washing', isActive: true, prices: [{ title: 'Driveway', isOutside: true, schedulingInterface: null }] } });
    check('ops token accepted by B', other.status === 201, `status ${other.status}`);
  });

  let session;
  await step('Sign up and sign in through A, refresh through B (shared keys, shared refresh tokens)', async () => {
    const email = newEmail('identity');
    const password = `pw-${crypto.randomBytes(6).toString('hex')}`;
    remember(password);
    const signUp = await call('POST', '/auth/accounts', { body: { email, password }, upstream: A });
    remember(signUp.json?.idToken, signUp.refresh);
    check('sign-up through A answers 201 with a refresh cookie', signUp.status === 201 && signUp.refresh && signUp.servedBy === 'A');
    const signIn = await call('POST', '/auth/sessions', { body: { email, password }, upstream: A });
    remember(signIn.json?.idToken, signIn.refresh);
    check('sign-in through A answers 200', signIn.status === 200 && signIn.servedBy === 'A');
    const onB = await call('GET', '/api/vendor', { token: signIn.json.idToken, upstream: B });
    check('A’s idToken is accepted by B', onB.status === 404, `GET /api/vendor on B: ${onB.status} (404 = authenticated, no vendor yet)`);
    const refreshed = await call('POST', '/auth/token', { cookie: signIn.refresh, upstream: B });
    remember(refreshed.json?.idToken, refreshed.refresh);
    check('refresh through B answers 200 with a rotated cookie', refreshed.status === 200 && refreshed.refresh && refreshed.refresh !== signIn.refresh);
    const useOnA = await call('GET', '/api/vendor', { token: refreshed.json.idToken, upstream: A });
    check('B’s idToken is accepted by A', useOnA.status === 404, `status ${useOnA.status}`);
    const replay = await call('POST', '/auth/token', { cookie: signIn.refresh, upstream: A });
    check('replaying the rotated cookie on A is refused (reuse detected)', replay.status === 401);
    const successor = await call('POST', '/auth/token', { cookie: refreshed.refresh, upstream: B });
    check('…and the whole family is revoked on B too', successor.status === 401);

    // Two processes see the same family at once: exactly one rotation wins, and the family dies
    // with the winner's successor. Several rounds, as a lost revocation is a timing matter.
    const outcomes = [];
    for (let round = 0; round < 10; round++) {
      const again = await call('POST', '/auth/sessions', { body: { email, password }, upstream: round % 2 });
      remember(again.json?.idToken, again.refresh);
      const race = await Promise.all([A, B, A, B, A, B].map((upstream) => call('POST', '/auth/token', { cookie: again.refresh, upstream })));
      race.forEach((r) => remember(r.json?.idToken, r.refresh));
      const winners = race.filter((r) => r.status === 200);
      const after = winners.length === 1 ? await call('POST', '/auth/token', { cookie: winners[0].refresh, upstream: round % 2 }) : null;
      outcomes.push({ winners: winners.length, losers: race.filter((r) => r.status === 401).length, successor: after?.status });
    }
    const detail = outcomes.map((o) => `${o.winners}×200/${o.losers}×401 then ${o.successor}`).join(', ');
    check('the same refresh token sent to A and B at once (6 requests, 10 rounds): exactly one 200 each time', outcomes.every((o) => o.winners === 1 && o.losers === 5), detail);
    check('…and each winner’s successor is revoked with its family (reuse detected across processes)', outcomes.every((o) => o.successor === 401), detail);
    session = { email, password };
  });

  await step('Sign-in rate limit across both processes (counters in PostgreSQL)', async () => {
    const email = session.email;
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const r = await call('POST', '/auth/sessions', { body: { email, password: 'wrong-password-1' } });
      statuses.push(`${r.servedBy}:${r.status}`);
    }
    const first429 = statuses.findIndex((s) => s.endsWith(':429'));
    const servedBoth = new Set(statuses.slice(0, 10).map((s) => s[0])).size === 2;
    check('10 failures alternate between A and B, the 11th attempt is refused with 429', servedBoth && first429 === 10 && statuses.slice(0, 10).every((s) => s.endsWith(':401')), statuses.join(' '));
    const right = await call('POST', '/auth/sessions', { body: { email, password: session.password }, upstream: B });
    check('the account stays limited on the other process too (even with the right password)', right.status === 429, `status ${right.status}`);
  });

  await step('Claim race across both processes (one conditional update: exactly one winner)', async () => {
    const vendors = [];
    for (let i = 0; i < 6; i++) vendors.push(await createVendor(i % 2, '80230'));
    for (const v of vendors) {
      const vp = await call('POST', '/api/vendorProduct', { token: v.token, body: { productId: product.id } });
      const zip = await call('POST', '/api/zipcode', { token: v.token, body: { vendorProductId: vp.json.id, zipCode: v.zip } });
      if (vp.status !== 201 || zip.status !== 201) throw new Error(`vendor services: ${vp.status} / ${zip.status}`);
      // Issue 15: only an approved vendor claims; ops approves it as the real flow does.
      const review = await call('PATCH', `/api/ops/vendors/${v.vendorId}`, { ops: true, body: { reviewStatus: 'approved' } });
      if (review.status !== 200) throw new Error(`review: ${review.status}`);
    }
    const rounds = 5;
    let good = 0;
    const detail = [];
    for (let round = 0; round < rounds; round++) {
      const booked = await call('POST', '/api/ops/appointments', {
        ops: true,
        body: {
          customer: { firstName: 'Casey', lastName: 'Customer', email: 'casey@example.com', phone: '(303) 555-0199' },
          property: { title: 'Casey Home', street1: '1 Elm St', street2: null, city: 'Denver', state: 'CO', zipCode: '80230', timeZone: 'America/Denver' },
          actualDateTime: new Date(Date.now() + (round + 2) * 86_400_000).toISOString(),
          duration: 60,
          lines: [{ productId: product.id, priceId: product.prices[0].id, quantity: 1 }],
        },
      });
      if (booked.status !== 201) throw new Error(`booking answered ${booked.status}`);
      const claims = await Promise.all(vendors.map((v, i) => call('PATCH', `/api/appointment/claim/${booked.json.id}`, { token: v.token, upstream: i % 2 })));
      const wins = claims.filter((c) => c.status === 200);
      const losses = claims.filter((c) => c.status === 409);
      if (wins.length === 1 && losses.length === vendors.length - 1) good++;
      detail.push(`${wins.length}×200/${losses.length}×409`);
      const listed = await Promise.all([A, B].map((upstream) => call('GET', '/api/appointment/unclaimed', { token: vendors[0].token, upstream })));
      if (listed.some((l) => l.json?.data?.some((item) => item.appointment.id === booked.json.id))) detail.push('still listed!');
    }
    check(`${rounds} rounds of 6 vendors claiming through A and B at once: one 200 and five 409 each time`, good === rounds && !detail.includes('still listed!'), detail.join(', '));
  });

  await step('Files: upload through A, open the signed link from B (shared S3 storage)', async () => {
    const v = await createVendor(A, '80231');
    // The smallest valid PNG (1×1), recognised by its bytes.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const form = new FormData();
    form.append('fileLabel', 'Business License');
    form.append('title', 'Scale license');
    form.append('file', new Blob([png], { type: 'image/png' }), 'license.png');
    const uploaded = await call('POST', '/api/vendorFiles', { token: v.token, body: form, upstream: A });
    check('upload through A answers 201', uploaded.status === 201, `status ${uploaded.status}`);
    const listed = await call('GET', '/api/vendorFiles', { token: v.token, upstream: B });
    const file = listed.json?.find?.((f) => f.id === uploaded.json?.id);
    check('B lists the file', listed.status === 200 && file);
    const absolute = (u) => (u.startsWith('http') ? u : `${PUBLIC_URL}${u}`);
    // A disk link is served by the API (pin it to B); an S3 link goes to the bucket.
    const open = async (mediaUrl) => {
      const res = await fetch(absolute(mediaUrl), { headers: { 'x-scale-upstream': String(B) } });
      return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const fromB = await open(file.mediaUrl);
    check('the signed link B gives opens the bytes A stored', fromB.status === 200 && fromB.bytes.equals(png), `status ${fromB.status}`);
    const fromA = await open(uploaded.json.mediaUrl);
    check('the signed link A gave opens too', fromA.status === 200 && fromA.bytes.equals(png), `status ${fromA.status}`);
  });

  await step('Password reset: mail through SMTP from A, link used through B', async () => {
    const v = await createVendor(B, '80232');
    // idTokens carry whole seconds: one issued in the same second as the reset is not told apart
    // from one issued after it (identity's rule), so let the clock move on first.
    await sleep(1100);
    const asked = await call('POST', '/auth/password-reset', { body: { email: v.email }, upstream: A });
    check('reset asked through A: 202', asked.status === 202);
    const mail = await waitFor('the reset mail in the SMTP catcher', async () => mails.find((m) => m.to.includes(v.email)), 15_000).catch(() => null);
    check('the reset mail reached the SMTP server', mail);
    const text = mail ? decodeQuotedPrintable(mail.raw) : '';
    const link = /(https?:\/\/\S+\/reset-password\?token=)([\w%-]+)/.exec(text);
    check('its link points at PUBLIC_URL (the load balancer)', link?.[1] === `${PUBLIC_URL}/reset-password?token=`, link?.[1]);
    const token = decodeURIComponent(link?.[2] ?? '');
    remember(token);
    // The browser opens the link (the SPA page) before sending the new password.
    await call('GET', `/reset-password?token=${encodeURIComponent(token)}`, { upstream: B, headers: { accept: 'text/html' } });
    const newPassword = `pw-${crypto.randomBytes(6).toString('hex')}`;
    remember(newPassword);
    const confirmed = await call('POST', '/auth/password-reset/confirm', { body: { token, newPassword }, upstream: B });
    check('the token from A’s mail is accepted by B: 204', confirmed.status === 204, `status ${confirmed.status}`);
    const oldToken = await call('GET', '/api/vendor', { token: v.token, upstream: A });
    check('the idToken issued before the reset is refused on A', oldToken.status === 401);
    const oldRefresh = await call('POST', '/auth/token', { cookie: v.refresh, upstream: A });
    check('the refresh token issued before the reset is refused on A', oldRefresh.status === 401);
    const signIn = await call('POST', '/auth/sessions', { body: { email: v.email, password: newPassword }, upstream: A });
    remember(signIn.json?.idToken, signIn.refresh);
    check('sign-in with the new password through A: 200', signIn.status === 200);
  });

  await step('Request ids: honoured from x-request-id, returned, and in the log line of that request', async () => {
    const requestId = `scale-${crypto.randomUUID()}`;
    const r = await call('GET', '/healthz', { upstream: B, headers: { 'x-request-id': requestId } });
    check('x-request-id is returned as sent', r.requestId === requestId);
    const generated = await call('GET', '/livez', { upstream: A });
    check('a request without one gets a generated id', /^[0-9a-f-]{36}$/.test(generated.requestId ?? ''));
    await sleep(200);
    const lines = logs.B.map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return null;
      }
    });
    check('B logged the request as JSON with that reqId', lines.some((l) => l?.reqId === requestId && l.msg === 'request completed'));
  });

  // Load through the proxy while B is stopped by `signal`: reads (retried elsewhere by the proxy
  // when their connection fails) and profile writes (never retried, as a load balancer would not).
  const loadPhase = async (signal) => {
    const v = await createVendor(A, '80233');
    const latencies = [];
    const failures = [];
    let networkErrors = 0;
    const servedBy = { before: { A: 0, B: 0 }, after: { A: 0, B: 0 } };
    let killedAt = 0;
    let goneAt = 0;
    let inFlightOnB = 0;
    const retriedBefore = proxyStats.retried;
    const deadline = performance.now() + LOAD_SECONDS * 1000;
    const requests = [
      ['GET', '/api/vendor'],
      ['GET', '/api/appointment/unclaimed'],
      ['PATCH', '/api/vendor', { title: 'Scale Test Detailing' }],
      ['GET', '/api/zipcode'],
      ['GET', '/healthz'],
    ];
    const worker = async (w) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        const [method, url, body] = requests[(w + i) % requests.length];
        try {
          const r = await call(method, url, { token: v.token, body });
          latencies.push(performance.now() - t0);
          if (r.status !== 200) failures.push(`${method} ${url} ${r.servedBy}:${r.status}`);
          else if (!killedAt) servedBy.before[r.servedBy]++;
          else if (goneAt && t0 > goneAt) servedBy.after[r.servedBy]++;
        } catch (err) {
          networkErrors++;
          failures.push(`${method} ${url} ${err.cause?.code ?? err.message}`);
        }
      }
    };
    // "In flight on B": what it held at the signal, plus what reached it until it exited (the
    // signal takes a moment to land), less what the proxy sent elsewhere after all.
    const killer = (async () => {
      await sleep((LOAD_SECONDS * 1000) / 3);
      const b = upstreams[B];
      const atKill = { inFlight: b.inFlight, dispatched: b.dispatched, retriedAway: b.retriedAway };
      killedAt = performance.now();
      b.child.kill(signal);
      await exits.B;
      goneAt = performance.now();
      inFlightOnB = atKill.inFlight + (b.dispatched - atKill.dispatched) - (b.retriedAway - atKill.retriedAway);
    })();
    const loadStart = performance.now();
    await Promise.all([...Array.from({ length: LOAD_CONCURRENCY }, (_, w) => worker(w)), killer]);
    const elapsed = (performance.now() - loadStart) / 1000;
    const exit = await Promise.race([exits.B, sleep(15_000).then(() => null)]);
    const sorted = [...latencies].sort((a, b) => a - b);
    const f = {
      signal,
      requests: latencies.length + networkErrors,
      failures: failures.length,
      rps: latencies.length / elapsed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      inFlightOnB,
      retried: proxyStats.retried - retriedBefore,
      exitMs: exit ? exit.at - killedAt : null,
    };
    figures.load.push(f);
    console.log(
      `      ${f.requests} requests in ${elapsed.toFixed(1)} s (${f.rps.toFixed(0)}/s), ${f.failures} failed; latency p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, max ${ms(f.max)}`,
    );
    console.log(`      before ${signal}: A ${servedBy.before.A}, B ${servedBy.before.B}; after B exited: A ${servedBy.after.A}, B ${servedBy.after.B}; ${inFlightOnB} in flight on B at ${signal}; proxy retried ${f.retried} request(s) on the other process`);
    if (failures.length) console.log(`      failures: ${failures.slice(0, 10).join('; ')}`);
    check(`both processes served before the ${signal}`, servedBy.before.A > 0 && servedBy.before.B > 0);
    check('A kept serving alone after B went away', servedBy.after.A > 0 && servedBy.after.B === 0);
    check(`no failed request beyond those in flight on B at ${signal}`, failures.length <= inFlightOnB, `${failures.length} failed, ${inFlightOnB} were in flight`);
    return exit;
  };

  await step(`Load through the proxy (${LOAD_CONCURRENCY} clients, ${LOAD_SECONDS} s); B gets SIGTERM mid-load`, async () => {
    const exit = await loadPhase('SIGTERM');
    const exitMs = figures.load.at(-1).exitMs;
    check(
      'B finished its in-flight requests and exited 0 on SIGTERM, within the 10 s bound',
      exit?.code === 0 && exitMs < 10_000 && logs.B.some((l) => l.includes('shutting down')),
      exit ? `code ${exit.code}, ${ms(exitMs)} after SIGTERM` : 'still running after 15 s',
    );
  });

  await step('B started again, then killed outright (SIGKILL) under the same load', async () => {
    startProcess(upstreams[B], 'restarted');
    await waitFor('process B ready again', async () => (await fetch(`http://127.0.0.1:${upstreams[B].port}/readyz`)).status === 200 || undefined, 60_000);
    upstreams[B].downUntil = 0;
    const exit = await loadPhase('SIGKILL');
    check('B is gone (killed)', exit?.signal === 'SIGKILL');
  });

  await step('Readiness vs liveness: PostgreSQL stopped, A stays live but not ready', async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query('show data_directory');
    await client.end();
    const pgCtl = path.join(process.env.PG_BIN ?? '', 'pg_ctl');
    const args = ['-D', rows[0].data_directory, '-m', 'fast', '-w', 'stop'];
    const stopped = process.getuid?.() === 0 ? spawnSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args]) : spawnSync(pgCtl, args);
    if (stopped.status !== 0) throw new Error(`pg_ctl stop failed: ${stopped.stderr}`);
    const live = await call('GET', '/livez', { upstream: A });
    const ready = await call('GET', '/readyz', { upstream: A });
    const health = await call('GET', '/healthz', { upstream: A });
    check('/livez 200, /readyz and /healthz 503 while the database is down', live.status === 200 && ready.status === 503 && health.status === 503, `${live.status} / ${ready.status} / ${health.status}`);
    upstreams[A].child.kill('SIGTERM');
    const exit = await Promise.race([exits.A, sleep(15_000).then(() => null)]);
    check('A still shuts down cleanly (exit 0)', exit?.code === 0, exit ? `code ${exit.code}` : 'still running after 15 s');
  });

  await step('PGlite: SIGTERM exits 0 and releases the DATA_DIR lock (a second start succeeds)', async () => {
    const dataDir = path.join(work, 'data-pglite');
    const port = await freePort();
    const env = { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, AUTH_SECRET, OPS_TOKEN, LOG_LEVEL: 'warn', SEED_DEMO: 'false' };
    for (const run of ['first', 'second']) {
      const child = spawn(process.execPath, [mainJs], { cwd: root, env, stdio: 'ignore' });
      const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
      cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
      const ready = await waitFor(`PGlite process (${run} start) ready`, async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200 || undefined, 60_000).catch(() => false);
      child.kill('SIGTERM');
      const code = await Promise.race([exited, sleep(15_000).then(() => 'still running')]);
      // A lock left behind would be taken over as stale at the next start: check the file itself.
      const released = !fs.existsSync(path.join(dataDir, 'server.lock'));
      check(`${run} start on the same DATA_DIR: ready, then exit 0 on SIGTERM with the lock released`, ready && code === 0 && released, `exit ${code}, lock file ${released ? 'gone' : 'left behind'}`);
    }
  });

  await step('Logs: JSON lines, and no secret, token or password in them', async () => {
    const all = [...logs.A.map((l) => ['A', l]), ...logs.B.map((l) => ['B', l])];
    const stdout = [...stdoutLines.A.map((l) => ['A', l]), ...stdoutLines.B.map((l) => ['B', l])];
    const nonJson = stdout.filter(([, l]) => {
      try {
        JSON.parse(l);
        return false;
      } catch {
        return true;
      }
    });
    // The start-up banner is plain text on purpose (main.ts); every log line is JSON.
    const isBanner = (l) => /^\s{2}\S/.test(l);
    check('every line on stdout is a JSON log line (besides the start-up banner)', nonJson.every(([, l]) => isBanner(l)), nonJson.filter(([, l]) => !isBanner(l)).slice(0, 3).map(([n, l]) => `${n}: ${l.slice(0, 100)}`).join(' | '));
    const leaks = [];
    for (const secret of secrets) {
      for (const [name, line] of all) {
        if (line.includes(secret)) leaks.push(`${name}: …${line.slice(Math.max(0, line.indexOf(secret) - 60), line.indexOf(secret) + 10)}…`);
      }
    }
    check(`none of the ${secrets.size} secrets (passwords, idTokens, refresh and reset tokens, AUTH_SECRET, OPS_TOKEN) in ${all.length} log lines`, leaks.length === 0, leaks.slice(0, 3).join(' | '));
  });
  exitCode = results.every((r) => r.ok) ? 0 : 1;
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`\nFigures: both processes ready ${ms(figures.startMs ?? 0)} after a simultaneous start on a fresh database`);
  for (const f of figures.load) {
    console.log(
      `  load with ${f.signal} of B: ${f.requests} requests, ${f.failures} failed (${f.inFlightOnB} in flight on B), ${f.rps.toFixed(0)} req/s, p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, max ${ms(f.max)}; ${f.signal} to exit ${f.exitMs === null ? 'n/a' : ms(f.exitMs)}`,
    );
  }
  if (failed) console.log(`Process logs: ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed || exitCode ? 1 : 0);
}
