import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentPhoto } from '@vendor-portal/contract/photos';
import { PHOTOS } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { noteOutbox } from '../../lib/offline/note-outbox.ts';
import { AppointmentPhotos } from './appointment-photos.tsx';

// Issue 31: a photo taken offline waits in the notes' outbox as "Waiting to sync", then is sent once
// with its key. jsdom has no canvas, so the resize (a browser library, checked in the journey) passes
// the file through here.
vi.mock('./resize-photo.ts', () => ({ loadResizer: async () => {}, resizePhoto: async (file: File) => file }));

afterEach(() => act(() => onlineManager.setOnline(true)));

function photosApi(appointmentId: number) {
  const photos: AppointmentPhoto[] = [];
  const keys: Array<string | null> = [];
  server.use(
    http.get(`/api/appointment/${appointmentId}/photos`, () => HttpResponse.json({ data: photos })),
    http.post(`/api/appointment/${appointmentId}/photos`, async ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      const form = await request.formData();
      const photo = {
        id: photos.length + 1,
        kind: form.get('kind') as AppointmentPhoto['kind'],
        url: `/photo-${photos.length + 1}.png`,
        createdAt: new Date().toISOString(),
      };
      photos.push(photo);
      return HttpResponse.json(photo, { status: 201 });
    }),
  );
  return { photos, keys };
}

const PNG_FILE = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' });

describe('offline photos', () => {
  it('keeps a before photo taken offline as "Waiting to sync" and sends it once, with a key, when back online', async () => {
    const api = photosApi(601);
    const user = userEvent.setup();
    renderWithProviders(<AppointmentPhotos appointmentId={601} />);
    expect(await screen.findAllByText(PHOTOS.none)).toHaveLength(2);
    act(() => onlineManager.setOnline(false));
    await user.upload(screen.getByLabelText(`${PHOTOS.takePhoto} (${PHOTOS.before})`), PNG_FILE());
    expect(await screen.findByText(PHOTOS.waitingToSync, { selector: 'span' })).toBeInTheDocument();
    expect(api.keys).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await act(() => noteOutbox.sync(testVendor.id));
    await waitFor(() => expect(screen.queryByText(PHOTOS.waitingToSync, { selector: 'span' })).toBeNull());
    expect(await screen.findByAltText(PHOTOS.photoAlt('before', 1))).toBeInTheDocument();
    expect(api.keys).toHaveLength(1);
    expect(api.keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(api.photos.map((p) => p.kind)).toEqual(['before']);
    await act(() => noteOutbox.sync(testVendor.id));
    expect(api.photos).toHaveLength(1);
  });

  it('uploads at once when online, and the notes waiting are not shown as photos', async () => {
    const api = photosApi(602);
    const user = userEvent.setup();
    renderWithProviders(<AppointmentPhotos appointmentId={602} />);
    await screen.findAllByText(PHOTOS.none);
    await user.upload(screen.getByLabelText(`${PHOTOS.chooseFromLibrary} (${PHOTOS.after})`), PNG_FILE());
    expect(await screen.findByAltText(PHOTOS.photoAlt('after', 1))).toBeInTheDocument();
    expect(api.photos.map((p) => p.kind)).toEqual(['after']);
    expect(screen.queryByText(PHOTOS.waitingToSync, { selector: 'span' })).toBeNull();
  });
});
