import { sql } from 'drizzle-orm';
import type { Capability } from '@vendor-portal/contract/team';
import type { StaffCapability } from '@vendor-portal/contract/ops/staff-roles';
import type { RouteDef } from '@vendor-portal/contract/routes/define';
import { ROUTE_LIST } from '@vendor-portal/contract/routes/index';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { ratings } from '../../src/db/schema.ts';
import { createNote } from '../../src/modules/appointment-notes/service.ts';
import { createHoursDay } from '../../src/modules/hours/service.ts';
import { addVendorProduct, addZipCode } from '../../src/modules/services/service.ts';
import { bookTestAppointment, createTestProduct, createTestVendor, type TestVendor } from '../helpers.ts';

// Shared by the robustness gates: the route list as the server publishes it, a whole
// database snapshot, and a vendor that owns one of everything.

export type Access = 'vendor' | 'public' | 'ops';

export interface RouteInfo {
  /** "METHOD /path/{param}" exactly as in the OpenAPI document. */
  key: string;
  method: string;
  path: string;
  access: Access;
  operation: OpenApiOperation;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  minItems?: number;
  maxItems?: number;
}

export interface OpenApiOperation {
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/**
 * Every route of the running app, from its OpenAPI document (built from the routes' zod schemas),
 * so a route added later is covered by the gates without editing them.
 */
/** The table's entries by `METHOD /path/{param}`, the key the document and listRoutes use. */
const ENTRIES = new Map<string, RouteDef>(
  ROUTE_LIST.map((entry) => [`${entry.method} ${entry.path.replace(/:(\w+)/g, '{$1}')}`, entry] as const),
);

/**
 * What the route table says a member needs to call `key` (docs/architecture.md "A company with a crew"):
 * its capability, null for every member (a technician's work is scoped in SQL), undefined when the table
 * has no member entry of that key (public, staff, or no such route).
 */
export function memberCapabilityOf(key: string): Capability | null | undefined {
  const entry = ENTRIES.get(key);
  if (!entry || entry.who === 'public' || entry.who === 'identity') return undefined;
  if (entry.who === 'signedIn') return null;
  return 'member' in entry.who ? entry.who.member : undefined;
}

/** The staff capability an /api/ops route needs, from its entry's `who` (undefined: not a staff route). */
export function staffCapabilityOf(key: string): StaffCapability | undefined {
  const entry = ENTRIES.get(key);
  return entry && typeof entry.who === 'object' && 'staff' in entry.who ? entry.who.staff : undefined;
}

export function listRoutes(app: FastifyInstance): RouteInfo[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: RouteInfo[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const security = operation.security;
      // No security entry = the document's default (the vendor's bearer idToken); a route an API key also reaches
      // lists the idToken beside the key (docs/architecture.md "Partners").
      const access: Access =
        security === undefined || security.some((s) => 'bearer' in s)
          ? 'vendor'
          : security.some((s) => 'opsToken' in s)
            ? 'ops'
            : 'public';
      routes.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, access, operation });
    }
  }
  return routes;
}

const rowsOf = (result: unknown): Array<Record<string, unknown>> =>
  (result as { rows: Array<Record<string, unknown>> }).rows;

/** The last snapshot read per database, with PostgreSQL's transaction snapshot before it was read. */
const lastSnapshot = new WeakMap<Db, { at: string; skip: string; snapshot: Record<string, string[]> }>();

/**
 * Every row of every table, as text, in a stable order: two snapshots are equal exactly when no
 * request changed the data. Rate-limit counters are left out: counting a refused request is allowed.
 *
 * Read again only when something may have written since the last read of this database: PostgreSQL's
 * transaction snapshot (`pg_current_snapshot()`: the oldest transaction still running, the next
 * transaction id, those in progress) changes when a transaction that wrote commits or aborts, and a read
 * changes nothing (the hostile-input gate reads the next id the same way). The isolation matrix snapshots
 * around each of hundreds of refused requests: it now reads the tables after a request that wrote only,
 * not twice per request. The snapshot compared is the same (support.test.ts).
 */
export async function snapshotDatabase(
  db: Db,
  skip: string[] = ['rate_limit_counters'],
): Promise<Record<string, string[]>> {
  const at = String(rowsOf(await db.execute(sql`select pg_current_snapshot()::text as at`))[0]!.at);
  const last = lastSnapshot.get(db);
  if (last && last.at === at && last.skip === skip.join(',')) return last.snapshot;
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((r) => String(r.table_name));
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    if (skip.includes(table)) continue;
    const rows = rowsOf(await db.execute(sql.raw(`select * from "${table}"`)));
    snapshot[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  lastSnapshot.set(db, { at, skip: skip.join(','), snapshot });
  return snapshot;
}

type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body. */
export function multipart(parts: Part[], boundary = `----robustness-${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      'filename' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface OwnedResources {
  vendor: TestVendor;
  productId: number;
  /** Unique text in the vendor's own data: must never appear in another vendor's answers. */
  marker: string;
  appointmentId: number;
  /** Open, in the vendor's area only: another vendor can neither see nor claim it. */
  unclaimedId: number;
  noteId: number;
  vendorProductId: number;
  zipCode: string;
  hoursId: number;
  fileId: number;
  fileUrl: string;
  /** A held rating of the vendor's job (docs/architecture.md "Ratings and the right of reply"). */
  ratingId: number;
}

/** A vendor owning one of everything a vendor can own, through the services and the HTTP API. */
export async function createOwningVendor(
  app: FastifyInstance,
  label: string,
  zipCode: string,
): Promise<OwnedResources> {
  const marker = `${label}-${Math.random().toString(36).slice(2, 10)}`;
  const vendor = await createTestVendor(app, { title: `Owner ${marker}` });
  // The catalog is shared by every vendor: the marker goes into the vendor's own rows only.
  const product = await createTestProduct(app);
  const { id: vendorProductId } = await addVendorProduct(app.db, vendor.vendorId, product.id);
  await addZipCode(app.db, vendor.vendorId, vendorProductId, zipCode);
  const booking = {
    zipCode,
    actualDateTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    customer: {
      firstName: 'Casey',
      lastName: `Customer ${marker}`,
      email: 'casey@example.com',
      phone: '(303) 555-0199',
    },
  };
  const appointment = await bookTestAppointment(app, product, { ...booking, vendorId: vendor.vendorId });
  const unclaimed = await bookTestAppointment(app, product, booking);
  const note = await createNote(
    app.db,
    { vendorId: vendor.vendorId, onlyMember: null },
    { appointmentId: appointment.id, jobNotes: `Note ${marker}` },
  );
  const hours = await createHoursDay(app.db, vendor.vendorId, {
    weekDay: 'Monday',
    openTime: '08:00',
    closeTime: '17:00',
    timeZone: 'America/Denver',
  });
  const body = multipart([
    { name: 'fileLabel', value: 'Other' },
    { name: 'title', value: `File ${marker}` },
    { name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
  ]);
  const upload = await app.inject({
    method: 'POST',
    url: '/api/vendorFiles',
    payload: body.payload,
    headers: { ...body.headers, ...vendor.headers },
  });
  if (upload.statusCode !== 201 && upload.statusCode !== 200)
    throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  const file = upload.json() as { id: number; mediaUrl: string };
  const [rating] = await app.db
    .insert(ratings)
    .values({
      appointmentId: appointment.id,
      vendorId: vendor.vendorId,
      stars: 4,
      tags: ['tidy'],
      comment: `Rating ${marker}`,
      createdAt: new Date(),
    })
    .returning({ id: ratings.id });
  return {
    vendor,
    marker,
    productId: product.id,
    appointmentId: appointment.id,
    unclaimedId: unclaimed.id,
    noteId: note.id,
    vendorProductId,
    zipCode,
    hoursId: hours.id,
    fileId: file.id,
    fileUrl: file.mediaUrl,
    ratingId: rating!.id,
  };
}
