import type { OpsCreateAppointmentBody } from '@vendor-portal/contract/ops/marketplace';

export type BookingOverrides = Partial<Omit<OpsCreateAppointmentBody, 'property'>> & {
  zipCode?: string;
  priceId?: number;
  property?: Partial<OpsCreateAppointmentBody['property']>;
};

export declare function opsBookingBody(
  product: { id: number; prices: ReadonlyArray<{ id: number }> },
  overrides?: BookingOverrides,
): OpsCreateAppointmentBody;
