import { useState } from 'react';
import { TZDate } from '@date-fns/tz';
import { schedulingKind } from '@vendor-portal/contract/scheduling-kind';
import type { OpsAppointment } from '@vendor-portal/contract/ops/staff';
import {
  opsRescheduleForm,
  type OpsRescheduleBody,
  type OpsRescheduleForm,
  type OpsRescheduleFormValues,
} from '@vendor-portal/contract/ops/marketplace';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { FormOutcome, useContractForm } from '../../components/form.tsx';
import { BookingActionForm } from './booking-action-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useRescheduleOpsBooking } from './api/change-ops-booking.ts';
import { consoleInstant, inputDateTime } from '../../lib/dates/dates.ts';

/** The booking's start as the property's wall clock, to start the form from. */
function valuesOf(a: OpsAppointment, dateOnly: boolean): OpsRescheduleFormValues {
  const start = a.actualDateTime ? new Date(a.actualDateTime) : null;
  const wallClock = start ? inputDateTime(start, a.property.timeZone) : '';
  return {
    date: wallClock.slice(0, 10),
    time: wallClock.slice(11, 16),
    dateOnly,
    duration: String(a.appointmentDetails.duration),
  };
}

/** The body: the wall clock in the property's zone; a date-only booking keeps noon, as the booking form does. */
function bodyOf(values: OpsRescheduleForm, timeZone: string): OpsRescheduleBody {
  const [y, m, d] = values.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (values.dateOnly ? '12:00' : values.time).split(':').map(Number) as [number, number];
  return { actualDateTime: new TZDate(y, m - 1, d, hh, mm, timeZone).toISOString(), duration: values.duration };
}

/**
 * Reschedule (issue 28 item 11): an admin moves a booking to a new day or time (POST
 * /api/ops/appointments/{id}/reschedule); the API tells the vendor, live and by mail. The booking form's rule
 * holds: a date-only booking picks a day only.
 */
export function RescheduleBooking({ appointment: a }: { appointment: OpsAppointment }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  if (!open)
    return (
      <div className="flex flex-col gap-1 sm:items-end">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setDone('');
            setOpen(true);
          }}
        >
          {CONSOLE.rescheduleBooking}
        </Button>
        <FormOutcome outcome={done ? { ok: true, text: done } : null} />
      </div>
    );
  return (
    <RescheduleForm
      appointment={a}
      onClose={(message) => {
        setDone(message);
        setOpen(false);
      }}
    />
  );
}

function RescheduleForm({ appointment: a, onClose }: { appointment: OpsAppointment; onClose: (done: string) => void }) {
  const dateOnly = schedulingKind(a.appointmentDetails) === 'date';
  const reschedule = useRescheduleOpsBooking();
  const customer = `${a.customer.firstName} ${a.customer.lastName}`;
  const form = useContractForm<OpsRescheduleFormValues, OpsRescheduleForm>({
    schema: opsRescheduleForm,
    defaultValues: valuesOf(a, dateOnly),
    submit: async (values) => {
      const moved = await reschedule.mutateAsync({ id: a.id, body: bodyOf(values, a.property.timeZone) });
      onClose(
        CONSOLE.bookingRescheduledDone(
          consoleInstant(moved.actualDateTime, a.property.timeZone, schedulingKind(a.appointmentDetails)),
        ),
      );
      return undefined;
    },
    failure: (err) => CONSOLE.saveFailed(errorText(err, { fallback: orStatus(CONSOLE.loadFailed) })),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <BookingActionForm
      form={form}
      id={`reschedule-${a.id}`}
      title={CONSOLE.rescheduleTitle(customer)}
      outcome={form.outcome}
      busy={form.busy}
      submitLabel={CONSOLE.saveNewTime}
      closeLabel={CONSOLE.closeReschedule}
      onClose={() => onClose('')}
    >
      <TextField label={CONSOLE.date} type="date" error={errors.date?.message} {...register('date')} />
      {dateOnly ? (
        <p className="text-sm text-gray-700">{CONSOLE.dateOnlyBooking}</p>
      ) : (
        <TextField label={CONSOLE.time} type="time" error={errors.time?.message} {...register('time')} />
      )}
      <TextField
        label={CONSOLE.duration}
        type="number"
        min={1}
        max={1440}
        inputMode="numeric"
        error={errors.duration?.message}
        {...register('duration')}
      />
    </BookingActionForm>
  );
}
