// SETUP in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { SETUP } from '../setup.ts';

export const SETUP_ES = defineTranslation<typeof SETUP>('es', 'setup', {
  reviewPendingTitle: 'Estamos revisando tu perfil',
  reviewPendingText:
    'Nuestro equipo revisa el perfil de tu empresa y tus documentos (seguro y licencias), y te escribe cuando decida. Podrás tomar trabajos cuando lo aprueben.',
  reviewPendingMeanwhile: 'Mientras tanto puedes:',
  reviewPendingServices: 'Agregar servicios, códigos postales y horario',
  reviewPendingJobs: 'Ver los trabajos de tu zona',
  reviewRejectedTitle: 'Tu perfil no fue aprobado',
  reviewRejectedNext: 'Corrige lo que dice el motivo; luego nuestro equipo lo revisa de nuevo.',
  seeWhatToFix: 'Ver qué corregir',
  checklistTitle: 'Termina tu registro',
  checklistIntro: 'Te faltan unos pasos del registro. Termínalos aquí o en cualquier dispositivo:',
  checklistReviewAfter:
    'Nuestro equipo revisa tu perfil cuando termines estos pasos. Hasta entonces no está en revisión.',
  done: 'Listo',
  toDo: 'Pendiente',
  steps:
    '{step, select, services {Servicios y códigos postales} hours {Horario} documents {Documentos} other {Datos de la empresa}}',
});
