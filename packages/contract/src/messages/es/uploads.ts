// UPLOADS in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { UPLOADS_MESSAGES } from '../uploads.ts';

export const UPLOADS_ES = defineTranslation<typeof UPLOADS_MESSAGES>('es', 'uploads', {
  details: 'Subido el {date} · {size}',
  nthOfTitle: '{details} · archivo {n} de {of}',
  imageUnreadable: 'No se pudo leer esa imagen: el archivo está dañado o no es una imagen completa.',
  imageTooManyPixels:
    'Esa imagen tiene demasiados píxeles (máximo 50 megapíxeles). Guarda una copia más pequeña e inténtalo de nuevo.',
});
