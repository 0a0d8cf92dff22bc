import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentPhoto } from '@vendor-portal/contract/photos';
import { PHOTOS } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AppointmentPhotos } from './appointment-photos.tsx';

// Issue 38 item 13: a thumbnail opens the photo full size, with the job's others a tap, an arrow key or a
// swipe away; Escape closes. Item 1: on a closed job the photos show and open, and none is added or deleted.
vi.mock('./resize-photo.ts', () => ({ loadResizer: async () => {}, resizePhoto: async (file: File) => file }));

const photo = (id: number, kind: AppointmentPhoto['kind']): AppointmentPhoto => ({
  id,
  kind,
  url: `/photo-${id}.png`,
  createdAt: `2030-06-02T1${id}:00:00.000Z`,
});

function photosApi(appointmentId: number) {
  server.use(
    http.get(`/api/appointment/${appointmentId}/photos`, () =>
      // Oldest first, as the server lists them: an after photo between two before ones.
      HttpResponse.json({ data: [photo(1, 'before'), photo(2, 'after'), photo(3, 'before')] }),
    ),
  );
}

const before = (n: number) => PHOTOS.photoAlt('before', n);
const after = (n: number) => PHOTOS.photoAlt('after', n);
const shown = () => within(screen.getByRole('dialog')).getByRole('img');

describe('the photo viewer', () => {
  it('opens a thumbnail full size and goes through the job’s photos, Before then After, with buttons and keys', async () => {
    photosApi(701);
    const user = userEvent.setup();
    renderWithProviders(<AppointmentPhotos appointmentId={701} />);
    const thumbnail = await screen.findByRole('button', { name: PHOTOS.openPhoto(before(2)) });
    await user.click(thumbnail);
    const dialog = screen.getByRole('dialog', { name: new RegExp(before(2)) });
    expect(dialog).toHaveTextContent(PHOTOS.viewerPosition(2, 3));
    expect(shown()).toHaveAttribute('src', '/photo-3.png');
    expect(shown()).toHaveAccessibleName(before(2));

    await user.click(within(dialog).getByRole('button', { name: PHOTOS.nextPhoto }));
    expect(shown()).toHaveAccessibleName(after(1));
    expect(shown()).toHaveAttribute('src', '/photo-2.png');
    // From the last, the next is the first again.
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(shown()).toHaveAccessibleName(before(1));
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(shown()).toHaveAccessibleName(after(1));
    await user.click(within(dialog).getByRole('button', { name: PHOTOS.previousPhoto }));
    expect(shown()).toHaveAccessibleName(before(2));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a swipe to the left shows the next photo, to the right the previous one', async () => {
    photosApi(702);
    const user = userEvent.setup();
    renderWithProviders(<AppointmentPhotos appointmentId={702} />);
    await user.click(await screen.findByRole('button', { name: PHOTOS.openPhoto(before(1)) }));
    const stage = shown().parentElement!;
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 120 });
    expect(shown()).toHaveAccessibleName(before(2));
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 130 }); // too short: a tap, not a swipe
    expect(shown()).toHaveAccessibleName(before(2));
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 300 });
    expect(shown()).toHaveAccessibleName(before(1));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: PHOTOS.closeViewer }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a closed job shows and opens the photos, and offers no upload and no delete', async () => {
    photosApi(703);
    const user = userEvent.setup();
    renderWithProviders(<AppointmentPhotos appointmentId={703} readOnly />);
    await user.click(await screen.findByRole('button', { name: PHOTOS.openPhoto(after(1)) }));
    expect(shown()).toHaveAccessibleName(after(1));
    expect(screen.queryByLabelText(new RegExp(PHOTOS.takePhoto))).toBeNull();
    expect(screen.queryByLabelText(new RegExp(PHOTOS.chooseFromLibrary))).toBeNull();
    expect(screen.queryByRole('button', { name: PHOTOS.delete })).toBeNull();
  });
});
