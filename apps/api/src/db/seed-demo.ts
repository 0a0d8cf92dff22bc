import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import type { Db } from './client.ts';
import { Readable } from 'node:stream';
import {
  appointmentNotes,
  appointments,
  identities,
  payouts,
  products,
  vendorFiles,
  vendorMembers,
  vendors,
} from './schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createIdentity } from '../identity/accounts.ts';
import { createVendor } from '../modules/vendor/service.ts';
import { createProduct } from '../modules/products/service.ts';
import { createLegalDocument, signDocument } from '../modules/legal/service.ts';
import { createAppointment } from '../modules/appointments/create-appointment.ts';
import { addVendorProduct, addZipCode } from '../modules/services/service.ts';
import { createHoursDay } from '../modules/hours/service.ts';
import { createNote } from '../modules/appointment-notes/service.ts';
import { WEEK_DAYS } from '@vendor-portal/contract/common';
import { VENDOR_AGREEMENT } from '@vendor-portal/contract/legal';

// docs/architecture.md "Demo data": a portal worth looking at on first start, built through the same
// service functions the API uses. Dates are relative to now, in the demo vendor's zone.

export const DEMO_VENDOR = { email: 'demo@vendor.test', password: 'demo-vendor-1' } as const;
/** The demo company's crew (docs/architecture.md "A company with a crew"): someone in the office and a technician. */
export const DEMO_OFFICE = { email: 'office@vendor.test', password: 'demo-office-1', name: 'Olivia Office' } as const;
export const DEMO_TECHNICIAN = { email: 'tech@vendor.test', password: 'demo-tech-1', name: 'Theo Technician' } as const;
const ZONE = 'America/Denver';

const DEMO_AGREEMENT = `# Vendor Agreement

This agreement is between you (the **Vendor**) and the marketplace.

1. **Appointments.** You complete every appointment you claim, on time and as booked.
2. **Quality.** You carry the licences and insurance your trade requires and keep the documents you upload current.
3. **Customers.** You use customer details only to perform the booked service.
4. **Payments.** Payouts follow the schedule published in the [vendor help centre](https://example.com/vendors/help).

Questions? Write to [vendors@example.com](mailto:vendors@example.com).
`;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from ${identities}) + (select count(*) from ${products})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return (row?.n ?? 0) === 0;
}

/** A wall-clock time in Denver, `dayOffset` days from today. */
function at(now: Date, dayOffset: number, hour: number, minute = 0): string {
  const today = new TZDate(now, ZONE);
  return new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + dayOffset,
    hour,
    minute,
    0,
    ZONE,
  ).toISOString();
}

const customersList = [
  { firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@example.com', phone: '(303) 555-0142' },
  { firstName: 'James', lastName: 'Carter', email: 'jcarter@example.com', phone: '(720) 555-0199' },
  { firstName: 'Aisha', lastName: 'Khan', email: 'aisha.khan@example.com', phone: null },
  { firstName: 'Tom', lastName: 'Becker', email: null, phone: '(303) 555-0110' },
  { firstName: 'Lena', lastName: 'Park', email: 'lena.park@example.com', phone: '(720) 555-0175' },
];
const streets = [
  '1420 Larimer St',
  '2250 Blake St',
  '815 E 17th Ave',
  '3301 Tejon St',
  '455 Sherman St',
  '1290 Williams St',
];

/**
 * The demo, in the order a reader looks for it: the catalogue, the agreement, the vendor with its services
 * and hours, its approved document, its appointments (today, tomorrow, later, done, unclaimed nearby), a
 * paid week, its crew and a few notes.
 */
export async function seedDemo(db: Db, now = new Date(), storage?: FileStorage): Promise<void> {
  const catalogue = await seedCatalogue(db);
  const agreement = await createLegalDocument(db, {
    documentType: VENDOR_AGREEMENT,
    effectiveDate: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
    contentMarkdown: DEMO_AGREEMENT,
  });

  const vendorId = await seedVendor(db, catalogue, agreement.id);
  if (storage) await seedApprovedDocument(db, storage, vendorId, now);
  const plan = appointmentPlan(catalogue);
  const created = await seedAppointments(db, now, vendorId, plan);
  // One paid week: the job done 12 days ago.
  await seedPaidWeek(db, now, vendorId, created[plan.findIndex((a) => a.completed && a.day === -12)]!);
  const crew = await seedCrew(db, vendorId);
  // The technician holds today's afternoon job.
  await db.update(appointments).set({ assigneeId: crew.technician }).where(eq(appointments.id, created[1]!));
  await seedNotes(db, vendorId, created);
}

type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;

/** The catalogue: the two products with price sections, several other home services and a retired one. */
async function seedCatalogue(db: Db) {
  const detailing = await createProduct(db, {
    title: 'Vehicle Detailing',
    isActive: true,
    prices: [
      {
        title: 'Exterior Hand Wash',
        payoutCents: 6500,
        section: 'Exterior',
        isOutside: true,
        schedulingInterface: 'datetime',
      },
      {
        title: 'Interior Deep Clean',
        payoutCents: 8500,
        section: 'Interior',
        isOutside: false,
        schedulingInterface: 'datetime',
      },
      {
        title: 'Ceramic Coating',
        payoutCents: 32000,
        section: 'Protection',
        isOutside: true,
        schedulingInterface: 'datetime',
      },
    ],
  });
  const washing = await createProduct(db, {
    title: 'Pressure Washing',
    isActive: true,
    prices: [
      { title: 'Driveway', payoutCents: 9000, section: 'Hardscape', isOutside: true, schedulingInterface: null },
      { title: 'House Siding', payoutCents: 18500, section: 'Siding', isOutside: true, schedulingInterface: null },
      { title: 'Deck or Patio', payoutCents: 11000, section: 'Hardscape', isOutside: true, schedulingInterface: null },
    ],
  });
  const cleaning = await createProduct(db, {
    title: 'House Cleaning',
    isActive: true,
    prices: [
      { title: 'Standard Clean (per bedroom)', payoutCents: 3500, isOutside: false, schedulingInterface: 'datetime' },
      { title: 'Deep Clean Add-on', payoutCents: 4500, isOutside: false, schedulingInterface: 'datetime' },
    ],
  });
  const windows = await createProduct(db, {
    title: 'Window Cleaning',
    isActive: true,
    prices: [{ title: 'Exterior Windows', payoutCents: 600, isOutside: true, schedulingInterface: null }],
  });
  const lawn = await createProduct(db, {
    title: 'Lawn Mowing',
    isActive: true,
    prices: [{ title: 'Front and Back Yard', payoutCents: 4000, isOutside: true, schedulingInterface: 'date' }],
  });
  await createProduct(db, {
    title: 'Gutter Cleaning',
    isActive: true,
    prices: [{ title: 'Single-storey Home', payoutCents: 9500, isOutside: true, schedulingInterface: 'date' }],
  });
  await createProduct(db, {
    title: 'Carpet Cleaning',
    isActive: true,
    prices: [{ title: 'Per Room', payoutCents: 3000, isOutside: false, schedulingInterface: 'datetime' }],
  });
  await createProduct(db, {
    title: 'Pool Service (retired)',
    isActive: false,
    prices: [{ title: 'Weekly Visit', payoutCents: 5500, isOutside: true }],
  });
  return { detailing, washing, cleaning, windows, lawn };
}

/** The demo vendor (approved, email verified, the agreement signed) with its services, zips and hours. */
async function seedVendor(db: Db, { detailing, washing, windows }: Catalogue, agreementId: number): Promise<number> {
  const identity = await createIdentity(db, DEMO_VENDOR.email, DEMO_VENDOR.password);
  const vendor = await createVendor(db, identity.id, {
    email: DEMO_VENDOR.email,
    title: 'Mile High Shine Co.',
    contactName: 'Jordan Rivera',
    phone: '(303) 555-0123',
    street1: '1600 Champa St',
    street2: 'Suite 210',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
  });
  await signDocument(db, identity.id, agreementId, { ip: '127.0.0.1', userAgent: 'demo seed' });
  // Reviewed and approved by the provider's team, so the demo vendor can claim.
  await db.update(vendors).set({ reviewStatus: 'approved' }).where(eq(vendors.id, vendor.id));
  // Its email counts as verified (docs/architecture.md "Who may claim").
  await db.update(identities).set({ emailVerified: true }).where(eq(identities.id, identity.id));
  const offered: Array<[number, string[]]> = [
    [detailing.id, ['80202', '80203', '80205', '80206']],
    [washing.id, ['80202', '80205', '80210']],
    [windows.id, ['80202', '80203']],
  ];
  for (const [productId, zips] of offered) {
    const vp = await addVendorProduct(db, vendor.id, productId);
    for (const zip of zips) await addZipCode(db, vendor.id, vp.id, zip);
  }
  for (const weekDay of WEEK_DAYS) {
    const open = weekDay === 'Saturday' ? ['09:00', '13:00'] : weekDay === 'Sunday' ? ['', ''] : ['08:00', '17:30'];
    await createHoursDay(db, vendor.id, { weekDay, openTime: open[0]!, closeTime: open[1]!, timeZone: ZONE });
  }
  return vendor.id;
}

/**
 * An approved vendor has had its documents reviewed: a W-9 the provider's team approved, so setup is
 * complete (the appointments page's checklist) and the console shows a document (docs/product-spec.md §5).
 */
async function seedApprovedDocument(db: Db, storage: FileStorage, vendorId: number, now: Date): Promise<void> {
  const bytes = demoPdf('Demo Detailing Co. - W-9 Form (demo document)');
  const storageKey = `${vendorId}/${crypto.randomUUID()}`;
  await storage.put(storageKey, Readable.from([bytes]));
  await db.insert(vendorFiles).values({
    vendorId,
    title: 'W-9 Form',
    fileLabel: 'W-9 Form',
    storageKey,
    contentType: 'application/pdf',
    sizeBytes: bytes.length,
    originalName: 'w9.pdf',
    status: 'approved',
    reviewedAt: now,
    reviewedBy: 'demo seed',
  });
}

/** One demo appointment: its day from today and hour in Denver, lines [product, price, quantity], zip; held by
 * the demo vendor unless `vendor` is false (unclaimed), completed two hours after its start when `completed`. */
interface PlannedJob {
  day: number;
  hour: number;
  lines: Array<[number, number, number]>;
  zip: string;
  completed?: boolean;
  vendor?: boolean;
}

/** Appointments: today, tomorrow, later, completed, and unclaimed ones in the vendor's area and outside it. */
function appointmentPlan({ detailing, washing, cleaning, windows, lawn }: Catalogue): PlannedJob[] {
  const price = (p: { prices: Array<{ id: number }> }, i: number) => p.prices[i]!.id;
  return [
    {
      day: 0,
      hour: 9,
      lines: [
        [detailing.id, price(detailing, 0), 1],
        [detailing.id, price(detailing, 1), 1],
      ],
      zip: '80202',
    },
    { day: 0, hour: 14, lines: [[washing.id, price(washing, 0), 1]], zip: '80205' },
    { day: 1, hour: 10, lines: [[detailing.id, price(detailing, 2), 1]], zip: '80203' },
    { day: 1, hour: 15, lines: [[windows.id, price(windows, 0), 12]], zip: '80202' },
    {
      day: 2,
      hour: 8,
      lines: [
        [washing.id, price(washing, 1), 1],
        [washing.id, price(washing, 2), 1],
      ],
      zip: '80210',
    },
    { day: 3, hour: 11, lines: [[detailing.id, price(detailing, 0), 2]], zip: '80206' },
    { day: 5, hour: 9, lines: [[cleaning.id, price(cleaning, 0), 3]], zip: '80202' },
    { day: 6, hour: 13, lines: [[lawn.id, price(lawn, 0), 1]], zip: '80205' },
    { day: 9, hour: 10, lines: [[detailing.id, price(detailing, 1), 1]], zip: '80203' },
    { day: 12, hour: 16, lines: [[washing.id, price(washing, 0), 1]], zip: '80202' },
    { day: -1, hour: 10, lines: [[detailing.id, price(detailing, 0), 1]], zip: '80202', completed: true },
    { day: -4, hour: 13, lines: [[washing.id, price(washing, 0), 1]], zip: '80205', completed: true },
    { day: -12, hour: 9, lines: [[detailing.id, price(detailing, 1), 1]], zip: '80206', completed: true },
    { day: -40, hour: 11, lines: [[windows.id, price(windows, 0), 8]], zip: '80203', completed: true },
    { day: -75, hour: 15, lines: [[washing.id, price(washing, 1), 1]], zip: '80210', completed: true },
    // Unclaimed, in the demo vendor's area…
    { day: 1, hour: 12, lines: [[detailing.id, price(detailing, 0), 1]], zip: '80205', vendor: false },
    {
      day: 3,
      hour: 9,
      lines: [
        [washing.id, price(washing, 0), 1],
        [washing.id, price(washing, 1), 1],
      ],
      zip: '80202',
      vendor: false,
    },
    { day: 8, hour: 14, lines: [[detailing.id, price(detailing, 1), 2]], zip: '80206', vendor: false },
    // …and outside it (another zip, or a service the vendor does not offer).
    { day: 2, hour: 10, lines: [[detailing.id, price(detailing, 0), 1]], zip: '80301', vendor: false },
    { day: 4, hour: 10, lines: [[cleaning.id, price(cleaning, 1), 1]], zip: '80202', vendor: false },
  ];
}

/** Creates the plan's appointments through createAppointment, as the ops API does; answers their ids in order. */
async function seedAppointments(db: Db, now: Date, vendorId: number, plan: PlannedJob[]): Promise<number[]> {
  const created: number[] = [];
  for (const [i, a] of plan.entries()) {
    const c = customersList[i % customersList.length]!;
    const actualDateTime = at(now, a.day, a.hour, i % 2 ? 30 : 0);
    const { id } = await createAppointment(db, {
      customer: c,
      property: {
        title: `${c.lastName} ${i % 3 === 0 ? 'Residence' : i % 3 === 1 ? 'Home' : 'Townhouse'}`,
        street1: streets[i % streets.length]!,
        street2: i % 4 === 0 ? `Unit ${100 + i}` : null,
        city: a.zip === '80301' ? 'Boulder' : 'Denver',
        state: 'CO',
        zipCode: a.zip,
        timeZone: ZONE,
      },
      actualDateTime,
      duration: 60 + (i % 4) * 30,
      lines: a.lines.map(([productId, priceId, quantity]) => ({ productId, priceId, quantity })),
      ...(a.vendor === false ? {} : { vendorId }),
      ...(a.completed
        ? { completedAt: new Date(new Date(actualDateTime).getTime() + 2 * 3_600_000).toISOString() }
        : {}),
    });
    created.push(id);
  }
  return created;
}

/**
 * One paid week, so the Earnings page shows a payout and its reference. Written directly: the demo has no
 * admin to mail nor an audit trail to start.
 */
async function seedPaidWeek(db: Db, now: Date, vendorId: number, paidJob: number): Promise<void> {
  const [done] = await db
    .select({ completedAt: appointments.completedAt, payoutCents: appointments.payoutCents })
    .from(appointments)
    .where(eq(appointments.id, paidJob));
  if (done?.completedAt) {
    const weekStart = mondayOf(new Date(done.completedAt));
    // Its job is paid, as POST /api/ops/payouts marks it (ops/payouts.ts payWeek).
    await db.update(appointments).set({ paidWeek: weekStart }).where(eq(appointments.id, paidJob));
    await db.insert(payouts).values({
      vendorId,
      weekStart,
      reference: 'ACH-2048-DEMO',
      completedCount: 1,
      completedCents: done.payoutCents,
      paidAt: new Date(now.getTime() - 3 * 86_400_000),
      paidBy: 'admin@example.com',
    });
  }
}

/** The crew: an office member and a technician, joined and verified; answers their member ids by role. */
async function seedCrew(db: Db, vendorId: number): Promise<Record<'office' | 'technician', number>> {
  const crew = { office: 0, technician: 0 };
  for (const [role, person] of [
    ['office', DEMO_OFFICE],
    ['technician', DEMO_TECHNICIAN],
  ] as const) {
    const member = await createIdentity(db, person.email, person.password);
    // They joined by their invitation's link, which verifies the address (invitations.ts): never asked again.
    await db.update(identities).set({ emailVerified: true }).where(eq(identities.id, member.id));
    const [row] = await db
      .insert(vendorMembers)
      .values({
        vendorId,
        identityId: member.id,
        email: person.email,
        name: person.name,
        role,
        status: 'active',
      })
      .returning({ id: vendorMembers.id });
    crew[role] = row!.id;
  }
  return crew;
}

/** Two notes on today's first job, and one written on a completed job when it was done. */
async function seedNotes(db: Db, vendorId: number, created: number[]): Promise<void> {
  await createNote(
    db,
    { vendorId, onlyMember: null },
    {
      appointmentId: created[0]!,
      jobNotes: 'Customer asked to park on the street; gate code 4411.',
    },
  );
  await createNote(
    db,
    { vendorId, onlyMember: null },
    {
      appointmentId: created[0]!,
      jobNotes: 'Bring the clay bar kit — sap on the hood.',
    },
  );
  // Written when the job was done, before it was completed: history, not a change to a closed job (which
  // the notes route refuses, docs/architecture.md "Availability and dispatch").
  await db.insert(appointmentNotes).values({
    appointmentId: created[10]!,
    vendorId,
    jobNotes: 'Done. Customer happy, wants a repeat in 3 months.',
    messageType: 'vendor',
  });
}

/** The Monday (YYYY-MM-DD) of the week holding an instant, in the demo's zone. */
function mondayOf(instant: Date): string {
  const local = new TZDate(instant, ZONE);
  const monday = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - ((local.getDay() + 6) % 7), ZONE);
  return `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
}

/** A one-page PDF with a line of text: what the demo's document holds. */
function demoPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
