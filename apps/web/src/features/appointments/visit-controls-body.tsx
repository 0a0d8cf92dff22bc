import type { Appointment } from '@vendor-portal/contract/appointments';
import { ArrivalControl } from '../../components/day/arrival-control.tsx';
import { NoShowControl, NoShowOutcome } from './no-show.tsx';

export default function VisitControlsBody({ appointment, notOurs }: { appointment: Appointment; notOurs: boolean }) {
  return (
    <>
      {notOurs ? null : <ArrivalControl appointment={appointment} />}
      {notOurs ? null : <NoShowControl appointment={appointment} />}
      <NoShowOutcome appointment={appointment} />
    </>
  );
}
