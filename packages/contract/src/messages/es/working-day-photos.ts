// PHOTOS in Spanish (docs/how-to/spanish-glossary.md). The console's texts (consoleHeading, consoleNone) are read in
// English by the provider's team; they are translated all the same, as every message of an area is.
import { defineTranslation } from '../../i18n.ts';
import type { PHOTOS } from '../working-day-photos.ts';

export const PHOTOS_ES = defineTranslation<typeof PHOTOS>('es', 'working-day-photos', {
  heading: 'Fotos',
  before: 'Antes',
  after: 'Después',
  takePhoto: 'Sacar foto',
  chooseFromLibrary: 'Elegir de la galería',
  none: 'Todavía no hay fotos.',
  uploading: 'Subiendo foto…',
  waitingToSync: 'Esperando para enviar',
  delete: 'Borrar foto',
  deleted: 'Foto borrada.',
  photoAlt: '{kind, select, before {Foto de antes {n}} other {Foto de después {n}}}',
  limitReached: 'Este trabajo ya tiene 30 fotos. Borra una antes de agregar otra.',
  notAnImage: 'Ese archivo no es una foto. Elige una imagen JPEG, PNG o WebP.',
  tooLarge: 'Esa foto pesa más de 10 MB.',
  notFound: 'No se encontró esa foto.',
  uploadFailed: 'No se pudo subir la foto. Inténtalo de nuevo.',
  openPhoto: 'Abrir {alt} en grande',
  viewerPosition: '{n} de {total}',
  previousPhoto: 'Foto anterior',
  nextPhoto: 'Foto siguiente',
  closeViewer: 'Cerrar',
  consoleHeading: 'Fotos del trabajo',
  consoleNone: 'No hay fotos de esta reserva.',
});
