import { AVAILABILITY, CALENDAR_IMPORTS } from '@vendor-portal/contract/messages';
import { CalendarImportsCard } from '../../components/calendar-imports/calendar-imports-card.tsx';
import { TimeOffCard } from '../../components/time-off/time-off-card.tsx';

/** Account: the signed-in member's own time off (a technician's days off, docs/architecture.md "Availability and dispatch"). */
export function OwnTimeOff() {
  return <TimeOffCard owner="own" title={AVAILABILITY.ownTitle} intro={AVAILABILITY.memberIntro} />;
}

/** Account: the signed-in member's own imported calendars (their busy events its time off). */
export function OwnCalendars() {
  return <CalendarImportsCard owner="own" title={CALENDAR_IMPORTS.ownTitle} intro={CALENDAR_IMPORTS.ownIntro} />;
}
