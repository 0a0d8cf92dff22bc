import { useState } from 'react';
import { PHOTOS } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { useOpsBookingPhotos } from './api/get-ops-booking-photos.ts';

// Issue 31: staff see a booking's photos of the work in the console's bookings, read when asked.

export function BookingPhotos({ appointmentId }: { appointmentId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {PHOTOS.consoleHeading}
      </Button>
      {open ? <PhotoList appointmentId={appointmentId} /> : null}
    </div>
  );
}

function PhotoList({ appointmentId }: { appointmentId: number }) {
  const photos = useOpsBookingPhotos(appointmentId);
  if (!photos.data) return null;
  if (photos.data.length === 0) return <p className="text-sm text-gray-600">{PHOTOS.consoleNone}</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:w-72">
      {photos.data.map((photo, i) => {
        const kind = photo.kind === 'before' ? PHOTOS.before : PHOTOS.after;
        return (
          <li key={photo.id} className="space-y-1 text-xs text-gray-700">
            <img
              src={photo.url}
              alt={PHOTOS.photoAlt(photo.kind, i + 1)}
              className="aspect-square w-full rounded-md border border-gray-200 object-cover"
              loading="lazy"
            />
            {kind}
          </li>
        );
      })}
    </ul>
  );
}
