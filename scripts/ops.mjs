// npm run ops -- <command> …: a small client of the ops API (docs/architecture.md "Ops API").
// It talks HTTP to a running server; it is not a second way into the database.
import fs from 'node:fs';
import path from 'node:path';

const USAGE = `Usage: npm run ops -- <command> [arguments]

Commands
  product <json|@file>                      POST /api/ops/products
  publish-agreement <markdown-file> [date]  POST /api/ops/legal-documents (vendor_agreement, effective now or at date)
  appointment <json|@file>                  POST /api/ops/appointments
  outbox [limit]                            GET  /api/ops/outbox
  review <vendorId> <pending|approved|rejected> [reason]   PATCH /api/ops/vendors/{id} (a rejection needs a reason)
  staff add <email> <reviewer|admin>        POST /api/ops/staff; prints the set-password link (also mailed)

Environment
  OPS_URL    the server (default http://127.0.0.1:3000, or http://HOST:PORT)
  OPS_TOKEN  the ops token (default: the one stored in DATA_DIR/secrets.json)`;

const [command, ...args] = process.argv.slice(2);
const baseUrl = (
  process.env.OPS_URL ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 3000}`
).replace(/\/$/, '');

function token() {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  try {
    const file = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'secrets.json');
    return JSON.parse(fs.readFileSync(file, 'utf8')).opsToken;
  } catch {
    return undefined;
  }
}

function json(arg) {
  if (!arg) fail('A JSON argument is required.');
  const text = arg.startsWith('@') ? fs.readFileSync(arg.slice(1), 'utf8') : arg;
  try {
    return JSON.parse(text);
  } catch {
    fail('The argument is not valid JSON.');
  }
}

function fail(message) {
  console.error(message);
  console.error(`\n${USAGE}`);
  process.exit(2);
}

async function call(method, url, body, { print = true } = {}) {
  const t = token();
  if (!t) fail('No ops token: set OPS_TOKEN (the server prints it at first start).');
  let res;
  try {
    res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${t}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    console.error(`Cannot reach ${baseUrl}: ${err.cause?.message ?? err.message}. Is the server running (npm start)?`);
    process.exit(1);
  }
  const text = await res.text();
  let out = text;
  try {
    out = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    /* not JSON */
  }
  if (!res.ok || print) (res.ok ? console.log : console.error)(out);
  if (!res.ok) process.exit(1);
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

switch (command) {
  case 'product':
    await call('POST', '/api/ops/products', json(args[0]));
    break;
  case 'publish-agreement': {
    if (!args[0]) fail('A markdown file is required.');
    const contentMarkdown = fs.readFileSync(args[0], 'utf8');
    await call('POST', '/api/ops/legal-documents', {
      documentType: 'vendor_agreement',
      effectiveDate: args[1] ?? new Date().toISOString(),
      contentMarkdown,
    });
    break;
  }
  case 'appointment':
    await call('POST', '/api/ops/appointments', json(args[0]));
    break;
  case 'outbox':
    await call('GET', `/api/ops/outbox${args[0] ? `?limit=${encodeURIComponent(args[0])}` : ''}`);
    break;
  case 'review':
    if (!args[0] || !args[1]) fail('review needs a vendor id and a status.');
    await call('PATCH', `/api/ops/vendors/${encodeURIComponent(args[0])}`, {
      reviewStatus: args[1],
      ...(args[2] ? { reviewNote: args.slice(2).join(' ') } : {}),
    });
    break;
  case 'staff': {
    if (args[0] !== 'add' || !args[1] || !['reviewer', 'admin'].includes(args[2]))
      fail('Usage: staff add <email> <reviewer|admin>');
    const staff = await call('POST', '/api/ops/staff', { email: args[1], role: args[2] }, { print: false });
    console.log(`Created ${staff.role} ${staff.email} (id ${staff.id}).`);
    console.log(`Set-password link (valid one hour, also mailed to them):\n${staff.setPasswordUrl}`);
    break;
  }
  default:
    console.log(USAGE);
    process.exit(command && command !== 'help' && command !== '--help' ? 2 : 0);
}
