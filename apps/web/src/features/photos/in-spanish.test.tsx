import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentPhoto } from '@vendor-portal/contract/photos';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { PHOTOS } from '@vendor-portal/contract/messages';
import { englishLeft } from '../../test/english-left.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { AppointmentPhotos } from './appointment-photos.tsx';

// Issue 46: a job's photos of the work in Spanish, the card and the viewer, with no English left.
vi.mock('./resize-photo.ts', () => ({ loadResizer: async () => {}, resizePhoto: async (file: File) => file }));

const photo = (id: number, kind: AppointmentPhoto['kind']): AppointmentPhoto => ({
  id,
  kind,
  url: `/photo-${id}.png`,
  createdAt: `2030-06-02T1${id}:00:00.000Z`,
});

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  setLanguage('en');
});

describe('the photos in Spanish', () => {
  it('none yet, with the camera and the library', async () => {
    const { container } = renderWithProviders(<AppointmentPhotos appointmentId={801} />);
    expect(await screen.findAllByText('Todavía no hay fotos.')).toHaveLength(2);
    expect(screen.getByLabelText('Sacar foto (Antes)')).toBeInTheDocument();
    expect(screen.getByLabelText('Elegir de la galería (Después)')).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });

  it('before and after, opened full size', async () => {
    server.use(
      http.get('/api/appointment/802/photos', () =>
        HttpResponse.json({ data: [photo(1, 'before'), photo(2, 'after'), photo(3, 'before')] }),
      ),
    );
    const { container } = renderWithProviders(<AppointmentPhotos appointmentId={802} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir Foto de antes 2 en grande' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('(2 de 3)');
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Foto de antes 2');
    await userEvent.click(within(dialog).getByRole('button', { name: PHOTOS.nextPhoto }));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Foto de después 1');
    expect(englishLeft(container)).toEqual([]);
  });

  it('a refused upload says why', async () => {
    server.use(
      http.post('/api/appointment/803/photos', () =>
        HttpResponse.json(
          {
            statusCode: 415,
            code: 'unsupported-media-type',
            message: 'That file is not a photo. Choose a JPEG, PNG or WebP image.',
          },
          { status: 415 },
        ),
      ),
    );
    const { container } = renderWithProviders(<AppointmentPhotos appointmentId={803} />);
    await userEvent.upload(
      await screen.findByLabelText(`${PHOTOS.chooseFromLibrary} (${PHOTOS.before})`),
      new File(['x'], 'notes.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(PHOTOS.notAnImage)).toBeInTheDocument();
    expect(PHOTOS.notAnImage).toMatch(/^Ese archivo/);
    expect(englishLeft(container)).toEqual([]);
  });
});
