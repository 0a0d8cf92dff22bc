// JOB_PAGE in Spanish: the customer's /job page, formal (usted), as everything the customer reads
// (docs/how-to/spanish-glossary.md). Loaded by the page itself (src/job/job-shell.ts), not the app.
import { defineTranslation } from '../../i18n.ts';
import type { JOB_PAGE } from '../job-page.ts';

export const JOB_PAGE_ES = defineTranslation<typeof JOB_PAGE>('es', 'job-page', {
  title: 'Su reserva',
  loading: 'Cargando su reserva…',
  failed: 'No se pudo cargar su reserva. Revise la conexión y vuelva a cargar la página.',
  serviceLabel: 'Servicio',
  whenLabel: 'Cuándo',
  companyLabel: 'Empresa',
  technicianLabel: 'Técnico',
  notYet: 'Aún sin asignar',
  stagesLabel: 'En qué va su trabajo',
  booked: 'Reservado',
  claimed: 'Aceptado por la empresa',
  onMyWay: 'En camino',
  onMyWayNamed: '{name} va en camino',
  arrivingAbout: 'Llega hacia las {time}',
  arrived: 'Llegó',
  completed: 'Terminado',
  noShow: 'No se realizó',
  cancelled: 'Cancelado',
  messagesTitle: 'Mensajes',
  noMessages: 'Aún no hay mensajes.',
  you: 'Usted',
  messageLabel: 'Escriba a la empresa',
  send: 'Enviar',
  sending: 'Enviando…',
  sendFailed: 'No se pudo enviar su mensaje. Revise la conexión e inténtelo de nuevo.',
  tooMany: 'Envió muchos mensajes en poco tiempo. Inténtelo más tarde.',
  invalidLink: 'Este enlace no es válido, o su reserva ya terminó.',
  threadClosed: 'Los mensajes sobre este trabajo están cerrados.',
  messageEmpty: 'Escriba un mensaje.',
  messageTooLong: 'Un mensaje puede tener como máximo 2000 caracteres.',
});
