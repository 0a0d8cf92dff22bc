import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { TimeOffCard } from '../../components/time-off/time-off-card.tsx';

/** Account: the signed-in member's own time off (a technician's days off, docs/architecture.md "Availability and dispatch"). */
export function OwnTimeOff() {
  return <TimeOffCard owner="own" title={AVAILABILITY.ownTitle} intro={AVAILABILITY.memberIntro} />;
}
