import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { appointments } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed-demo.ts';
import {
  bookTestAppointment,
  createTestApp,
  createTwoTestProducts,
  opsHeaders,
  type TestContext,
  type TestProduct,
} from './helpers.ts';

// appointments.lines (docs/architecture.md, data model): every writer stores the booking's lines with
// the appointment, equal to what its appointment_lines and the catalogue say, in line order.

let t: TestContext;
let detailing: TestProduct;
let washing: TestProduct;
beforeAll(async () => {
  t = await createTestApp();
  ({ detailing, washing } = await createTwoTestProducts(t.app, {
    washingDateOnly: true,
    titles: { detailing: 'Stored Lines Detailing', washing: 'Stored Lines Washing' },
  }));
});
afterAll(async () => t.close());

/** The lines rebuilt from appointment_lines and the catalogue, as the answers showed them before. */
const rebuilt = sql`coalesce((
  select jsonb_agg(jsonb_build_object(
    'productId', p.id, 'productTitle', p.title, 'priceId', pr.id, 'priceTitle', pr.title, 'quantity', l.quantity,
    'section', pr.section, 'isOutside', pr.is_outside, 'schedulingInterface', pr.scheduling_interface
  ) order by l.id)
  from appointment_lines l join products p on p.id = l.product_id join prices pr on pr.id = l.price_id
  where l.appointment_id = ${appointments.id}
), '[]'::jsonb)`;

async function storedAndRebuilt() {
  return t.app.db
    .select({ id: appointments.id, stored: appointments.lines, rebuilt: sql<unknown>`${rebuilt}` })
    .from(appointments)
    .orderBy(appointments.id);
}

const threeLines = () => [
  { productId: detailing.id, priceId: detailing.prices[1]!.id, quantity: 2 },
  { productId: washing.id, priceId: washing.prices[0]!.id, quantity: 1 },
  { productId: detailing.id, priceId: detailing.prices[0]!.id, quantity: 3 },
];

describe('appointments.lines', () => {
  it('is written by a booking, equal to its lines in line order', async () => {
    const { id } = await bookTestAppointment(t.app, detailing, { lines: threeLines() });
    const row = (await storedAndRebuilt()).find((r) => r.id === id)!;
    expect(row.stored).toEqual(row.rebuilt);
    expect(row.stored).toEqual([
      {
        productId: detailing.id,
        productTitle: 'Stored Lines Detailing',
        priceId: detailing.prices[1]!.id,
        priceTitle: 'Interior Clean',
        quantity: 2,
        section: 'Interior',
        isOutside: false,
        schedulingInterface: 'datetime',
      },
      {
        productId: washing.id,
        productTitle: 'Stored Lines Washing',
        priceId: washing.prices[0]!.id,
        priceTitle: 'Driveway',
        quantity: 1,
        section: null,
        isOutside: true,
        schedulingInterface: 'date',
      },
      expect.objectContaining({ priceId: detailing.prices[0]!.id, quantity: 3 }),
    ]);
  });

  it('is written by the ops booking API and by the demo data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/appointments',
      headers: opsHeaders,
      payload: {
        customer: { firstName: 'Ops', lastName: 'Booked' },
        property: {
          title: 'Home',
          street1: '2 Oak St',
          city: 'Denver',
          state: 'CO',
          zipCode: '80203',
          timeZone: 'America/Denver',
        },
        actualDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        duration: 60,
        lines: threeLines(),
      },
    });
    expect(res.statusCode).toBe(201);
    await seedDemo(t.app.db);
    const rows = await storedAndRebuilt();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.stored, `appointment ${row.id}`).toEqual(row.rebuilt);
      expect((row.stored as unknown[]).length, `appointment ${row.id}`).toBeGreaterThan(0);
    }
  });

  it("is backfilled by the migration 0006_speed from each booking's lines", async () => {
    const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0006_speed.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => /^\s*UPDATE "appointments"/m.test(s))!;
    expect(backfill).toBeDefined();
    await t.app.db.execute(sql`update appointments set lines = '[]'::jsonb`);
    await t.app.db.execute(sql.raw(backfill.replace(/^--.*$/gm, '')));
    for (const row of await storedAndRebuilt()) expect(row.stored, `appointment ${row.id}`).toEqual(row.rebuilt);
  });
});
