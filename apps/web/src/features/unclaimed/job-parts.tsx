import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDateIn, zoneAbbreviation, type SchedulingKind } from '../../lib/dates/dates.ts';

// What the job cards of Unclaimed (unclaimed-card.tsx) and of nearby jobs (nearby-jobs.tsx) write alike.

/** The services of a job's lines, named once, in line order. */
export const serviceOf = (products: Array<{ title: string }>) =>
  products
    .map((p) => p.title)
    .filter(Boolean)
    .join(', ') || APPOINTMENTS.unknownService;

/**
 * A job's time in its property's zone (docs/product-spec.md §8 formats), with that zone's abbreviation
 * when it is not the browser's, as the appointments list shows it.
 */
export function When({
  value,
  timeZone,
  kind = 'datetime',
}: {
  value: string | null;
  timeZone: string | null | undefined;
  kind?: SchedulingKind;
}) {
  const zone = zoneAbbreviation(value, timeZone, kind);
  return (
    <p className="text-sm text-gray-700">
      <span>{formatDateIn(value, timeZone, kind)}</span>
      {zone ? <abbr className="ml-1 no-underline">{zone}</abbr> : null}
    </p>
  );
}

export function JobHead({ service, when, length }: { service: string; when: ReactNode; length: number }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-gray-900">{service}</h3>
        {when}
      </div>
      <Badge tone="brand" className="shrink-0 gap-1">
        <Clock aria-hidden="true" className="size-3" />
        {APPOINTMENTS.lengthBadge(length)}
      </Badge>
    </div>
  );
}
