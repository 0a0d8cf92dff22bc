import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { DATE_ONLY_FORMAT, DATE_TIME_FORMAT, zoneNameAt } from '../../lib/dates/dates.ts';

// How the console writes instants and days (docs/product-spec.md §9 display formats). An instant is
// shown in the zone it belongs to when there is one (a property's), else in the reviewer's own.

export function formatInstant(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!timeZone) return format(date, DATE_TIME_FORMAT);
  return `${format(date, DATE_TIME_FORMAT, { in: tz(timeZone) })} ${zoneAbbreviation(date, timeZone)}`;
}

/** The zone's abbreviation at that instant (MST, MDT…), as UI.md asks for a property's times. */
const zoneAbbreviation = (date: Date, timeZone: string): string => zoneNameAt(date, timeZone) ?? timeZone;

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  // A calendar day (YYYY-MM-DD) is no instant: read it as that day wherever the reviewer is.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, DATE_ONLY_FORMAT);
}
