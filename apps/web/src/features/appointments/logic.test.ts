import { describe, expect, it } from 'vitest';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { zoneAbbreviation } from '../../lib/dates/dates.ts';
import { anAppointment } from '../../test/appointment-data.ts';
import { showsPriceSection, sortRows, toAppointmentRow, type AppointmentRow } from './logic.ts';

describe('toAppointmentRow (docs/product-spec.md §3 Appointment row)', () => {
  it('joins product titles, takes the email and formats the date in the property zone', () => {
    const appointment = anAppointment({
      appointmentDetails: {
        duration: 60,
        products: [
          {
            id: 1,
            title: 'Vehicle Detailing',
            prices: [
              {
                id: 1,
                title: 'a',
                quantity: 1,
                section: null,
                isOutside: false,
                schedulingInterface: null,
                payoutCents: 0,
              },
            ],
          },
          {
            id: 2,
            title: 'Pressure Washing',
            prices: [
              {
                id: 2,
                title: 'b',
                quantity: 1,
                section: null,
                isOutside: false,
                schedulingInterface: null,
                payoutCents: 0,
              },
            ],
          },
        ],
      },
    });
    expect(toAppointmentRow(appointment)).toEqual({
      id: appointment.id,
      service: 'Vehicle Detailing, Pressure Washing',
      email: 'casey@example.com',
      date: 'Jun 2, 2030, 10:00 AM',
      appointmentBaseId: appointment.appointmentBaseId,
      isOutside: false,
      actualDateTime: '2030-06-02T16:00:00.000Z',
      town: 'Denver',
      // MDT unless the browser itself is in Denver (lib/dates.test.ts covers both).
      zone: zoneAbbreviation('2030-06-02T16:00:00.000Z', 'America/Denver'),
      payoutCents: 6500,
      assignee: null,
      closed: false,
    });
  });

  it("falls back to the catalogue title, then 'Unknown Service'; email 'N/A'", () => {
    const untitled = anAppointment({
      appointmentDetails: { duration: 60, products: [{ id: 9, title: '', prices: [] }] },
    });
    expect(toAppointmentRow(untitled, new Map([[9, 'Gutter Cleaning']])).service).toBe('Gutter Cleaning');
    expect(toAppointmentRow(untitled).service).toBe(APPOINTMENTS.unknownService);
    expect(
      toAppointmentRow(anAppointment({ customer: { firstName: 'A', lastName: 'B', email: null, phone: null } })).email,
    ).toBe('N/A');
  });

  it('leaves fields empty for the card fallbacks when details, customer or time are absent', () => {
    const bare = {
      ...anAppointment({ actualDateTime: null }),
      appointmentDetails: undefined,
      customer: undefined,
    } as never;
    expect(toAppointmentRow(bare)).toMatchObject({ service: '', email: '', date: '' });
    expect(toAppointmentRow(anAppointment({ actualDateTime: 'garbage' })).date).toBe('Invalid Date');
  });

  it('uses the date-only format when every price is outside', () => {
    const outside = anAppointment({
      appointmentDetails: {
        duration: 60,
        products: [
          {
            id: 1,
            title: 'Pressure Washing',
            prices: [
              {
                id: 1,
                title: 'Driveway',
                quantity: 1,
                section: null,
                isOutside: true,
                schedulingInterface: null,
                payoutCents: 0,
              },
            ],
          },
        ],
      },
    });
    expect(toAppointmentRow(outside)).toMatchObject({ date: 'Jun 2, 2030', isOutside: true });
  });
});

describe('sortRows', () => {
  const row = (id: number, actualDateTime: string | null) => ({ id, actualDateTime }) as AppointmentRow;
  const rows = [row(1, '2030-01-02T00:00:00Z'), row(2, null), row(3, '2030-01-01T00:00:00Z'), row(4, 'garbage')];
  it('asc puts the oldest first, missing values as zero', () => {
    expect(sortRows(rows, 'asc').map((r) => r.id)).toEqual([2, 4, 3, 1]);
  });
  it('desc puts the newest first and does not mutate its input', () => {
    expect(sortRows(rows, 'desc').map((r) => r.id)).toEqual([1, 3, 2, 4]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('showsPriceSection (docs/product-spec.md §9)', () => {
  it('is true only for Vehicle Detailing and Pressure Washing', () => {
    expect(showsPriceSection('Vehicle Detailing')).toBe(true);
    expect(showsPriceSection('Pressure Washing')).toBe(true);
    expect(showsPriceSection('House Cleaning')).toBe(false);
  });
});
