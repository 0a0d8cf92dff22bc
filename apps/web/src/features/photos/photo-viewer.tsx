import { useRef, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { PHOTOS } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { useModalDialog } from '../../components/ui/dialog.tsx';

// Issue 38 item 13: a thumbnail opens its photo full size, in a modal on the native <dialog> (focus kept
// inside, Escape closes, focus back on the thumbnail), with the job's other photos a tap, an arrow key or
// a swipe away.

export interface ViewedPhoto {
  url: string;
  alt: string;
}

/** How far a finger travels sideways before it counts as a swipe, in CSS pixels. */
const SWIPE_PX = 50;

export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: ViewedPhoto[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const swipeFrom = useRef<number | null>(null);
  const open = index !== null && photos[index] !== undefined;
  const ref = useModalDialog(open);
  const total = photos.length;
  const go = (step: number) => {
    if (index === null || total < 2) return;
    onIndex((index + step + total) % total);
  };
  const photo = open ? photos[index] : undefined;
  const endSwipe = (e: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = e.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby="photo-viewer-title"
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1);
        else if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'Escape') onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-gray-950 p-0 text-white backdrop:bg-gray-950/90"
    >
      {photo ? (
        <div className="flex h-full flex-col">
          <header className="flex items-center justify-between gap-2 px-3 py-2">
            <h2 id="photo-viewer-title" className="text-base font-semibold">
              {photo.alt}{' '}
              <span className="font-normal text-gray-300">({PHOTOS.viewerPosition(index! + 1, total)})</span>
            </h2>
            <Button variant="ghost" className="text-white hover:bg-white/10" onClick={onClose}>
              <X aria-hidden="true" className="size-5" />
              {PHOTOS.closeViewer}
            </Button>
          </header>
          <div
            className="flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2"
            onPointerDown={(e) => (swipeFrom.current = e.clientX)}
            onPointerUp={endSwipe}
            onPointerCancel={() => (swipeFrom.current = null)}
          >
            <img src={photo.url} alt={photo.alt} className="max-h-full max-w-full select-none object-contain" />
          </div>
          {total > 1 ? (
            <nav className="grid grid-cols-2 gap-2 p-3" aria-label={PHOTOS.heading}>
              <Button variant="secondary" className="min-h-12" onClick={() => go(-1)}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                {PHOTOS.previousPhoto}
              </Button>
              <Button variant="secondary" className="min-h-12" onClick={() => go(1)}>
                {PHOTOS.nextPhoto}
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            </nav>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
