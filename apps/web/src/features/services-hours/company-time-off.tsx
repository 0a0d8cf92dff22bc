import { AVAILABILITY, CALENDAR_IMPORTS } from '@vendor-portal/contract/messages';
import { CalendarImportsCard } from '../../components/calendar-imports/calendar-imports-card.tsx';
import { TimeOffCard } from '../../components/time-off/time-off-card.tsx';

/** Services & Hours: the company's time off, with the US public holidays one tap each. */
export function CompanyTimeOff({ readOnly }: { readOnly: boolean }) {
  return (
    <TimeOffCard
      owner={null}
      title={AVAILABILITY.companyTitle}
      intro={AVAILABILITY.companyIntro}
      holidays
      readOnly={readOnly}
    />
  );
}

/** Services & Hours: the company's imported calendars, their busy events its time off. */
export function CompanyCalendars({ readOnly }: { readOnly: boolean }) {
  return (
    <CalendarImportsCard
      owner={null}
      title={CALENDAR_IMPORTS.companyTitle}
      intro={CALENDAR_IMPORTS.companyIntro}
      readOnly={readOnly}
    />
  );
}
