import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookTestAppointment, createTestApp, createTestProduct, type TestContext } from './helpers.ts';
import { createTestStaff, type TestStaff } from './staff-helpers.ts';

// Issue 38 items 5 and 15: the console's exports go through the one CSV writer (lib/csv.ts): a service
// named once however many lines it has, times on the property's clock, no text cell a spreadsheet runs.

let t: TestContext;
let reviewer: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await createTestStaff(t.app, 'reviewer');
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: reviewer.headers });

describe('the open-jobs export and list', () => {
  it('names a service once, and writes the job’s and the booking’s times in the property’s zone', async () => {
    const washing = await createTestProduct(t.app, {
      title: 'Pressure Washing',
      prices: [
        { title: 'Driveway', isOutside: true, schedulingInterface: 'datetime', payoutCents: 5000 },
        { title: 'Deck', isOutside: true, schedulingInterface: 'datetime', payoutCents: 3000 },
      ],
    });
    const [driveway, deck] = washing.prices;
    // Dec 2, 2026 at 4:30 PM UTC: 9:30 AM in Denver (MST), 11:30 AM in New York (EST).
    const { id } = await bookTestAppointment(t.app, washing, {
      actualDateTime: '2030-12-02T16:30:00.000Z',
      property: { timeZone: 'America/New_York', city: 'Albany' },
      lines: [
        { productId: washing.id, priceId: driveway!.id, quantity: 1 },
        { productId: washing.id, priceId: deck!.id, quantity: 2 },
      ],
    });
    await t.app.db.execute(sql`update appointments set created_at = '2030-11-27T04:54:00Z' where id = ${id}`);

    const list = (await get('/api/ops/insights/open-jobs')).json();
    expect(list.data.find((j: { id: number }) => j.id === id)).toMatchObject({ services: 'Pressure Washing' });
    // The JSON list keeps its shape: the export's local texts are not sent.
    expect(Object.keys(list.data[0]).sort()).toEqual([
      'actualDateTime',
      'ageBucket',
      'bookedAt',
      'dateOnly',
      'id',
      'services',
      'timeZone',
      'zipCode',
    ]);

    const csv = await get('/api/ops/insights/export/open-jobs');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="insights-open-jobs-30d.csv"; filename*=UTF-8''insights-open-jobs-30d.csv`,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Job,Zip code,Appointment,Booked at,Time zone,Waiting,Service');
    expect(lines.find((l) => l.startsWith(`${id},`))).toBe(
      `${id},80202,2030-12-02 11:30 AM,2030-11-26 11:54 PM,America/New_York,Under an hour,Pressure Washing`,
    );
  });

  it('writes a service title typed as a formula as text', async () => {
    const evil = await createTestProduct(t.app, { title: '=HYPERLINK("http://evil.test/c","Washing")' });
    const { id } = await bookTestAppointment(t.app, evil, {});
    const lines = (await get('/api/ops/insights/export/open-jobs')).body.trimEnd().split('\r\n');
    expect(lines.find((l) => l.startsWith(`${id},`))).toMatch(
      /,"'=HYPERLINK\(""http:\/\/evil\.test\/c"",""Washing""\)"$/,
    );
  });
});
