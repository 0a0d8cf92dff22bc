import type { Appointment } from './appointments.ts';

// One rule for the SPA's date formats and the calendar feed's all-day events. Type-only import:
// no zod at run time.

export type SchedulingKind = 'date' | 'datetime';

/**
 * docs/product-spec.md §9 Scheduling kinds: datetime by default; date when every price of every product is outside,
 * or when a price names date. The first price that names a scheduling interface wins. docs/product-spec.md §3: the
 * schedulingInterface key is accepted in either casing.
 */
export function schedulingKind(
  details: Pick<Appointment['appointmentDetails'], 'products'> | null | undefined,
): SchedulingKind {
  const allPrices = (details?.products ?? []).flatMap((p) => p.prices ?? []);
  const named = allPrices.map(namedInterface).find((value) => value !== undefined);
  if (named !== undefined) return named === 'date' ? 'date' : 'datetime';
  return allPrices.length > 0 && allPrices.every((p) => p.isOutside) ? 'date' : 'datetime';
}

function namedInterface(price: object): string | undefined {
  const { schedulingInterface, SchedulingInterface } = price as {
    schedulingInterface?: unknown;
    SchedulingInterface?: unknown;
  };
  const value = schedulingInterface ?? SchedulingInterface;
  return typeof value === 'string' && value ? value.toLowerCase() : undefined;
}

/** The scheduling kind of a booking's lines as stored (each line one price with its catalogue fields). */
export const schedulingKindOfLines = (
  lines: readonly { isOutside?: boolean | null; schedulingInterface?: string | null }[],
): SchedulingKind =>
  schedulingKind({ products: [{ prices: lines }] } as unknown as Pick<Appointment['appointmentDetails'], 'products'>);
