// CUSTOMER_JOB in Spanish: formal (usted), as everything the customer reads (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { CUSTOMER_JOB } from '../customer-job.ts';

export const CUSTOMER_JOB_ES = defineTranslation<typeof CUSTOMER_JOB>('es', 'customer-job', {
  invalidLink: 'Este enlace no es válido, o su reserva ya terminó.',
  threadClosed: 'Los mensajes sobre este trabajo están cerrados.',
  messageEmpty: 'Escriba un mensaje.',
  messageTooLong: 'Un mensaje puede tener como máximo 2000 caracteres.',
  notCompleted: 'Solo se puede calificar un trabajo terminado.',
  alreadyRated: 'Este trabajo ya fue calificado.',
  ratingClosed: 'Un trabajo se puede calificar hasta 30 días después de terminado.',
});
