import { AVAILABILITY } from '@vendor-portal/contract/messages';
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
