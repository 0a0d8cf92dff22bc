// JOB_RATING in Spanish: formal (usted), as everything the customer reads (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { JOB_RATING } from '../job-rating.ts';

export const JOB_RATING_ES = defineTranslation<typeof JOB_RATING>('es', 'job-rating', {
  title: 'Califique el trabajo',
  once: 'Puede calificar este trabajo una vez, hasta 30 días después de terminado.',
  starsLegend: '¿Cómo le fue?',
  star: '{n} de 5 estrellas',
  tagsLegend: 'Lo que destacó (opcional)',
  commentLabel: 'Comentario (opcional)',
  send: 'Enviar calificación',
  sending: 'Enviando…',
  starsMissing: 'Elija de 1 a 5 estrellas.',
  commentTooLong: 'Un comentario puede tener como máximo 1000 caracteres.',
  sendFailed: 'No se pudo enviar su calificación. Revise la conexión e inténtelo de nuevo.',
  yours: 'Su calificación',
  held: 'Gracias. Su calificación se muestra cuando la empresa haya tenido 72 horas para responder.',
  reply: 'La respuesta de la empresa',
  alreadyRated: 'Este trabajo ya fue calificado.',
  ratingClosed: 'Un trabajo se puede calificar hasta 30 días después de terminado.',
  notCompleted: 'Solo se puede calificar un trabajo terminado.',
  tag_on_time: 'Puntual',
  tag_friendly: 'Amable',
  tag_quality: 'Buen trabajo',
  tag_tidy: 'Ordenado',
  tag_late: 'Tarde',
  tag_rude: 'Grosero',
  tag_incomplete: 'Incompleto',
  tag_damage: 'Daños',
});
