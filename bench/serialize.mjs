// Serialising answers: zod encode + JSON.stringify (fastify-type-provider-zod's serializer) against
// fast-json-stringify compiled from the same zod schema (apps/api/src/lib/response-serializer.ts),
// on the list (36 appointments, the upcoming tab at 1,000,000 appointments) and the unclaimed
// answer (200 jobs and 100 nearby). In-process, one core: answers per second of each.
//   npx tsx bench/serialize.mjs
import { z } from 'zod';
import { appointmentSchema } from '@vendor-portal/contract/appointments';
import { dataList } from '@vendor-portal/contract/common';
import { unclaimedResponseSchema } from '@vendor-portal/contract/eligibility';
import { compileFast } from '../apps/api/src/lib/response-serializer.ts';

const appointment = (id) => ({
  id,
  appointmentBaseId: id,
  actualDateTime: new Date(Date.UTC(2030, 0, 1) + id * 3_600_000).toISOString(),
  completedAt: null,
  customer: { firstName: 'Casey', lastName: 'Customer', email: `c${id}@example.com`, phone: '(303) 555-0199' },
  property: {
    title: 'Home',
    street1: `${id} Elm St`,
    street2: null,
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    timeZone: 'America/Denver',
  },
  appointmentDetails: {
    duration: 60,
    products: [
      {
        id: 1,
        title: 'Vehicle Detailing',
        prices: [
          {
            id: 2,
            title: 'Exterior Wash',
            quantity: 1,
            section: 'Exterior',
            isOutside: true,
            schedulingInterface: 'datetime',
          },
        ],
      },
    ],
  },
});
const range = (n) => Array.from({ length: n }, (_, i) => i + 1);
const cases = {
  'list (36 appointments)': [dataList(appointmentSchema), { data: range(36).map(appointment) }],
  'unclaimed (200 + 100 nearby)': [
    unclaimedResponseSchema,
    {
      data: range(200).map((i) => {
        const a = appointment(i);
        return {
          baseAppointment: { id: i, appointmentLength: 60 },
          appointment: a,
          property: a.property,
          customer: a.customer,
        };
      }),
      eligibility: { canClaim: true, reasons: [] },
      nearby: range(100).map((i) => ({
        appointmentId: i,
        actualDateTime: null,
        appointmentLength: 60,
        city: 'Denver',
        zipCode: '80202',
        timeZone: 'America/Denver',
        products: [{ id: 1, title: 'Vehicle Detailing' }],
        missingProducts: [],
        payoutCents: 1500,
      })),
    },
  ],
};
const rate = (fn) => {
  for (let i = 0; i < 200; i++) fn();
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 1000) {
    fn();
    n++;
  }
  return n / ((performance.now() - t0) / 1000);
};
console.log('\n| answer | zod encode + JSON.stringify /s | fast-json-stringify /s | ratio |');
console.log('|---|---|---|---|');
for (const [label, [schema, data]] of Object.entries(cases)) {
  const fast = compileFast(schema);
  if (fast(data) !== JSON.stringify(z.encode(schema, data))) throw new Error(`${label}: the two differ`);
  const zodRate = rate(() => JSON.stringify(z.encode(schema, data)));
  const fastRate = rate(() => fast(data));
  console.log(`| ${label} | ${zodRate.toFixed(0)} | ${fastRate.toFixed(0)} | ${(fastRate / zodRate).toFixed(1)}× |`);
}
