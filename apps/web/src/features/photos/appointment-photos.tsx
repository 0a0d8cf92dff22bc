import { useEffect, useState, type ChangeEvent } from 'react';
import { Camera, ImagePlus } from 'lucide-react';
import { PHOTOS } from '@vendor-portal/contract/messages';
import type { AppointmentPhoto, PhotoKind } from '@vendor-portal/contract/photos';
import { ErrorText } from '../../components/ui/alert.tsx';
import { useAction } from '../../components/form.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { isNetworkFailure } from '../../lib/errors/parse-error.ts';
import { noteOutbox, usePendingPhotos, type PendingNote } from '../../lib/offline/note-outbox.ts';
import { useOnline } from '../../lib/offline/use-online.ts';
import { useSession } from '../../lib/session/session.tsx';
import { usePhotos, useRefreshPhotos } from '../../lib/api/get-photos.ts';
import { useDeletePhoto, useUploadPhoto } from './api/save-photo.ts';
import { loadResizer, resizePhoto } from './resize-photo.ts';
import { PhotoViewer } from './photo-viewer.tsx';
import { photoCameraInputId } from '../../lib/files/photo-camera-input.ts';

// Issue 31 "Photos of the work": Before and After on the appointment's detail. A photo is taken with
// the camera or chosen from the library, made smaller here, then sent with a progress bar; offline
// (or when the connection drops on the way) it waits in the device's outbox, as notes do, marked
// "Waiting to sync", and is sent once when the network is back.

const KINDS: PhotoKind[] = ['before', 'after'];
/** A section's heading, read at render. */
const titleOf = (kind: PhotoKind) => (kind === 'before' ? PHOTOS.before : PHOTOS.after);

/** `readOnly`: the job is closed or no longer the vendor's; its photos show and open, none is added or deleted. */
export function AppointmentPhotos({ appointmentId, readOnly = false }: { appointmentId: number; readOnly?: boolean }) {
  const photos = usePhotos(appointmentId);
  // The viewer browses the job's photos as the page lists them: Before, then After.
  const ordered = KINDS.flatMap((kind) =>
    (photos.data ?? [])
      .filter((p) => p.kind === kind)
      .map((p, i) => ({ id: p.id, url: p.url, alt: PHOTOS.photoAlt(kind, i + 1) })),
  );
  const [viewing, setViewing] = useState<number | null>(null);
  const { vendorId } = useSession();
  const waiting = usePendingPhotos(vendorId, appointmentId);
  const refreshPhotos = useRefreshPhotos();
  // The resize library loads with the card, not when a photo is chosen: by then the phone may be offline.
  // A load that fails now is tried again when a photo is chosen.
  useEffect(() => void loadResizer().catch(() => {}), []);
  useEffect(
    () =>
      noteOutbox.onSynced((id) => {
        if (id === appointmentId) void refreshPhotos(appointmentId);
      }),
    [appointmentId, refreshPhotos],
  );
  return (
    <Card>
      <CardHeader title={PHOTOS.heading} />
      <CardBody className="grid gap-6 sm:grid-cols-2">
        {KINDS.map((kind) => (
          <PhotoSection
            key={kind}
            appointmentId={appointmentId}
            kind={kind}
            title={titleOf(kind)}
            photos={(photos.data ?? []).filter((p) => p.kind === kind)}
            waiting={waiting.filter((p) => p.photo?.kind === kind)}
            readOnly={readOnly}
            onOpen={(photoId) => setViewing(ordered.findIndex((p) => p.id === photoId))}
          />
        ))}
        <PhotoViewer photos={ordered} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
      </CardBody>
    </Card>
  );
}

function PhotoSection(props: {
  appointmentId: number;
  kind: PhotoKind;
  title: string;
  photos: AppointmentPhoto[];
  waiting: PendingNote[];
  readOnly: boolean;
  onOpen: (photoId: number) => void;
}) {
  const { appointmentId, kind, title, photos, waiting, readOnly, onOpen } = props;
  const upload = useUploadPhoto(appointmentId);
  const remove = useDeletePhoto(appointmentId);
  const online = useOnline();
  const { vendorId } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useAction({
    run: async (chosen: File) => {
      if (vendorId === null) return;
      setProgress(0);
      try {
        const file = await resizePhoto(chosen);
        if (!online) return void (await noteOutbox.addPhoto(vendorId, appointmentId, { kind, file }));
        const idempotencyKey = crypto.randomUUID();
        try {
          await upload.mutateAsync({ kind, file, idempotencyKey, onProgress: setProgress });
        } catch (err) {
          if (!isNetworkFailure(err)) throw err;
          // Cut off on the way: it waits with the key it was sent with, so the server makes it once.
          await noteOutbox.addPhoto(vendorId, appointmentId, { kind, file }, idempotencyKey);
        }
      } finally {
        setProgress(null);
      }
    },
    failure: (err) => errorText(err, { fallback: orStatus(PHOTOS.uploadFailed) }),
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) void send.run(chosen);
  };

  const headingId = `photos-${kind}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {title}
      </h3>
      {/* Thumbnails at least 8rem wide, so that "Delete photo" stays on one line under each on a phone. */}
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2">
        {photos.map((photo, i) => (
          <li key={photo.id} className="space-y-1">
            <button
              type="button"
              className="block w-full rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              aria-label={PHOTOS.openPhoto(PHOTOS.photoAlt(kind, i + 1))}
              onClick={() => onOpen(photo.id)}
            >
              <img
                src={photo.url}
                alt={PHOTOS.photoAlt(kind, i + 1)}
                className="aspect-square w-full rounded-md border border-gray-200 object-cover"
                loading="lazy"
              />
            </button>
            {readOnly ? null : (
              <Button
                size="sm"
                variant="ghost"
                className="w-full"
                disabled={remove.isPending}
                onClick={() => remove.mutate(photo.id)}
              >
                {PHOTOS.delete}
              </Button>
            )}
          </li>
        ))}
        {waiting.map((entry) => (
          <li key={entry.key} className="space-y-1">
            <WaitingThumbnail file={entry.photo!.file} />
            <Badge tone="warning">{PHOTOS.waitingToSync}</Badge>
          </li>
        ))}
      </ul>
      {photos.length === 0 && waiting.length === 0 ? <p className="text-sm text-gray-600">{PHOTOS.none}</p> : null}
      {progress !== null ? (
        <div className="space-y-1">
          <p className="text-sm text-gray-700">{PHOTOS.uploading}</p>
          <progress className="h-2 w-full" max={1} value={progress} aria-label={PHOTOS.uploading} />
        </div>
      ) : null}
      {send.outcome && !send.outcome.ok ? <ErrorText>{send.outcome.text}</ErrorText> : null}
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <PhotoPicker
            camera
            id={photoCameraInputId(kind)}
            label={PHOTOS.takePhoto}
            section={title}
            disabled={send.busy}
            onChange={choose}
          />
          <PhotoPicker label={PHOTOS.chooseFromLibrary} section={title} disabled={send.busy} onChange={choose} />
        </div>
      )}
    </section>
  );
}

/** A photo still on this device, shown from its own bytes. */
function WaitingThumbnail({ file }: { file: Blob }) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url ? (
    <img src={url} alt={PHOTOS.waitingToSync} className="aspect-square w-full rounded-md object-cover opacity-70" />
  ) : null;
}

/** A button that opens the camera (`capture`: the phone's back camera) or the photo library. */
function PhotoPicker({
  camera = false,
  id,
  label,
  section,
  disabled,
  onChange,
}: {
  camera?: boolean;
  /** The input's id (the camera's: lib/files/photo-camera-input.ts, which the checklist's items point at). */
  id?: string;
  label: string;
  section: string;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const Icon = camera ? Camera : ImagePlus;
  return (
    <label className={buttonClasses(camera ? 'primary' : 'secondary', 'sm', 'cursor-pointer gap-2')}>
      <Icon aria-hidden className="size-4" />
      {label}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={camera ? 'environment' : undefined}
        className="sr-only"
        aria-label={`${label} (${section})`}
        disabled={disabled}
        onChange={onChange}
      />
    </label>
  );
}
