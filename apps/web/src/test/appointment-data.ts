import type { Appointment, AppointmentNote } from '@vendor-portal/contract/appointments';

// Test data in the docs/product-spec.md §3 Appointment shape.

let nextId = 100;
export function anAppointment(overrides: Partial<Appointment> = {}): Appointment {
  nextId += 1;
  return {
    id: nextId,
    appointmentBaseId: nextId + 1000,
    actualDateTime: '2030-06-02T16:00:00.000Z',
    completedAt: null,
    customer: { firstName: 'Casey', lastName: 'Customer', email: 'casey@example.com', phone: '(303) 555-0199' },
    property: {
      title: 'Casey Home',
      street1: '1 Elm St',
      street2: 'Unit 2',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      timeZone: 'America/Denver',
    },
    appointmentDetails: {
      duration: 90,
      products: [
        {
          id: 1,
          title: 'Vehicle Detailing',
          prices: [
            {
              id: 11,
              title: 'Exterior Wash',
              quantity: 1,
              section: 'Exterior',
              isOutside: true,
              schedulingInterface: 'datetime',
              payoutCents: 2500,
            },
            {
              id: 12,
              title: 'Interior Clean',
              quantity: 2,
              section: 'Interior',
              isOutside: false,
              schedulingInterface: null,
              payoutCents: 4000,
            },
          ],
        },
      ],
    },
    payoutCents: 6500,
    ...overrides,
  };
}

/** `job` as a date-only ("any time that day") booking: every price outside and named date (§9 Scheduling kinds). */
export function dateOnly(job: Appointment): Appointment {
  return {
    ...job,
    appointmentDetails: {
      ...job.appointmentDetails,
      products: job.appointmentDetails.products.map((p) => ({
        ...p,
        prices: p.prices.map((price) => ({ ...price, isOutside: true, schedulingInterface: 'date' })),
      })),
    },
  };
}

export function aNote(overrides: Partial<AppointmentNote> = {}): AppointmentNote {
  nextId += 1;
  return {
    id: nextId,
    appointmentId: 1,
    jobNotes: 'A note',
    messageType: 'vendor',
    createdAt: '2030-06-01T15:00:00.000Z',
    mayChange: true,
    ...overrides,
  };
}
