import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../src/plugins/external/swagger.ts';
import { createTestApp, createTestIdentity, createTestVendor, opsHeaders, type TestContext } from './helpers.ts';
import { createTestStaff } from './staff-helpers.ts';
import { keyAccessOf } from '@vendor-portal/contract/api-keys';
import { ROUTE_LIST } from '@vendor-portal/contract/routes/index';

// The published contract (docs/how-to/server-endpoint.md, "The OpenAPI document"): /api/openapi.json passes
// Redocly's recommended rules (redocly.yaml at the root) with no error and no warning, and every
// error answer is the shared error body. `npm run lint:openapi` runs this file alone.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}
interface Document {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestContext;
let doc: Document;
const operations: Array<[string, Operation]> = [];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
  for (const [route, methods] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(methods))
      operations.push([`${method.toUpperCase()} ${route}`, operation]);
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    // Exits 1 on an error, 0 on warnings only: the totals decide.
    const run = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'],
      { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((err: { stdout: string }) => err);
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('covers the vendor, identity and ops routes, each with its own operationId', () => {
    const keys = operations.map(([key]) => key);
    expect(keys).toEqual(
      expect.arrayContaining(['POST /auth/sessions', 'GET /api/appointment/{id}', 'PATCH /api/ops/vendors/{id}']),
    );
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/appointment/{id}']!.get!.operationId).toBe('getAppointmentById');
  });

  const ASKS_FIRST = new Set(['PATCH /api/appointment/claim/{id}', 'PATCH /api/appointment/assignee/{id}']);
  it('describes every error answer with the shared error body {statusCode, error, message, code?}', () => {
    for (const [key, operation] of operations) {
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.length, key).toBeGreaterThan(0);
      expect(Object.keys(operation.responses), key).toContain('500');
      for (const [status, answer] of errors) {
        expect(answer.description, `${key} ${status}`).toMatch(/`[a-z-]+`/);
        const schema = answer.content?.['application/json']?.schema;
        // The shared body; the 409s that ask first (docs/architecture.md "Availability and dispatch") add
        // `conflicts` and `timeOff` after it, then what they are (issue 54 item 16: `clashes`, `timeOffEntries`).
        const asksFirst = status === '409' && ASKS_FIRST.has(key);
        expect(Object.keys(schema?.properties ?? {}), `${key} ${status}`).toEqual([
          'statusCode',
          'error',
          'message',
          'code',
          ...(asksFirst ? ['conflicts', 'timeOff', 'clashes', 'timeOffEntries'] : []),
          // An offer to a company that may not claim names the eligibility rule that refuses it.
          ...(status === '409' && key === 'POST /api/ops/appointments/{id}/offer' ? ['reason'] : []),
          // A dispute while one is open about the same job or week names the open one (issue 54 item 5).
          ...(status === '409' && key === 'POST /api/disputes' ? ['disputeId'] : []),
        ]);
        expect(schema?.required, `${key} ${status}`).toEqual(['statusCode', 'error', 'message']);
      }
    }
  });

  it('says that PATCH /api/appointment/assignee/{id} takes memberId null, to give the job back to nobody (issue 54 item 9)', () => {
    const operation = doc.paths['/api/appointment/assignee/{id}']!.patch as unknown as {
      requestBody: {
        content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }>;
      };
    };
    const body = operation.requestBody.content['application/json']!.schema;
    expect(body.required).toContain('memberId');
    const memberId = JSON.stringify(body.properties.memberId);
    expect(memberId).toMatch(/"type":"null"|"nullable":true/);
  });

  it('lists the answers of the shared hooks: sign-in, roles, the agreement, idempotency, the body', () => {
    const answers = (method: string, route: string) => Object.keys(doc.paths[route]![method]!.responses);
    // A vendor route behind the agreement gate, with a body and an Idempotency-Key.
    expect(answers('post', '/api/appointmentNote')).toEqual(
      expect.arrayContaining(['400', '401', '403', '409', '413', '415', '422', '500']),
    );
    expect(doc.paths['/api/appointmentNote']!.post!.responses['403']!.description).toContain('agreement-required');
    // Open before the agreement: only a staff token is refused.
    expect(doc.paths['/api/vendor']!.get!.responses['403']!.description).not.toContain('agreement-required');
    // Public: no sign-in answer, and no security requirement.
    expect(answers('get', '/api/legalDocument')).not.toContain('401');
    expect(doc.paths['/api/legalDocument']!.get!.security).toEqual([]);
    // Ops: a reviewer may read, only an admin may change.
    expect(doc.paths['/api/ops/vendors']!.get!.responses['403']!.description).not.toContain('admin-only');
    expect(doc.paths['/api/ops/products/{id}']!.patch!.responses['403']!.description).toContain('admin-only');
    // The event stream's answer is the stream.
    expect(Object.keys(doc.paths['/api/events']!.get!.responses['200']!.content ?? {})).toEqual(['text/event-stream']);
  });

  // docs/architecture.md "Partners": the key's scheme, and each operation a key reaches, from the route table's rule.
  it('describes API keys: a security scheme, and the operations that accept one with the scope they need', () => {
    const schemes = (
      doc as unknown as { components: { securitySchemes: Record<string, { scheme?: string; description?: string }> } }
    ).components.securitySchemes;
    expect(schemes.apiKey).toMatchObject({ scheme: 'bearer', description: expect.stringContaining('vpk_') });
    for (const entry of ROUTE_LIST) {
      const operation = doc.paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method.toLowerCase()] as
        (Operation & { 'x-api-key-scope'?: string }) | undefined;
      if (!operation) continue;
      const scope = keyAccessOf(entry);
      const label = `${entry.method} ${entry.path}`;
      if (scope === 'read' || scope === 'write') {
        expect(operation.security, label).toEqual([{ bearer: [] }, { apiKey: [] }]);
        expect(operation['x-api-key-scope'], label).toBe(scope);
        // The shared 403 names key-scope (a route's own 403, such as the thread's, replaces its description).
        expect(operation.responses['403'], label).toBeDefined();
      } else {
        expect(JSON.stringify(operation.security ?? []), label).not.toContain('apiKey');
        expect(operation['x-api-key-scope'], label).toBe(undefined);
      }
    }
    expect(doc.paths['/api/appointment']!.get!.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/apiKeys']!.get!.security).toBe(undefined);
    expect(doc.paths['/api/appointment']!.get!.responses['403']!.description).toContain('key-scope');
  });

  it('answers what it says: every operation called with no token and no body answers a status it lists', async () => {
    const undocumented: string[] = [];
    for (const [key, operation] of operations) {
      const [method, route] = key.split(' ') as [string, string];
      const res = await t.app.inject({ method: method as 'GET', url: route.replace(/\{\w+\}/g, '1') });
      if (!(String(res.statusCode) in operation.responses)) undocumented.push(`${key} → ${res.statusCode}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('answers what it says: every operation called by a vendor, an account with no vendor, a reviewer and the ops token answers a status it lists', async () => {
    const callers = {
      vendor: (await createTestVendor(t.app)).headers,
      'no vendor': (await createTestIdentity(t.app)).headers,
      reviewer: (await createTestStaff(t.app, 'reviewer')).headers,
      'ops token': opsHeaders,
    };
    const undocumented: string[] = [];
    for (const [name, headers] of Object.entries(callers)) {
      for (const [key, operation] of operations) {
        const [method, route] = key.split(' ') as [string, string];
        const res = await t.app.inject({ method: method as 'GET', url: route.replace(/\{\w+\}/g, '1'), headers });
        if (!(String(res.statusCode) in operation.responses)) undocumented.push(`${name}: ${key} → ${res.statusCode}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('answers what it says: a DELETE with a body of another type is refused with 415', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/auth/sessions/current',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported-media-type');
    expect(Object.keys(doc.paths['/auth/sessions/current']!.delete!.responses)).toContain('415');
  });
});

describe('operationIdOf', () => {
  it('names an operation by its method and path, without the /api prefix', () => {
    expect(operationIdOf('GET', '/api/appointment/:id')).toBe('getAppointmentById');
    expect(operationIdOf('POST', '/auth/password-reset/confirm')).toBe('postAuthPasswordResetConfirm');
    expect(operationIdOf('GET', '/api/vendorFiles/{id}/content')).toBe('getVendorFilesByIdContent');
    expect(operationIdOf('PATCH', '/api/ops/vendor-files/:id')).toBe('patchOpsVendorFilesById');
  });
});
