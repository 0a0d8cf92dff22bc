// CUSTOMER_MAIL in Spanish: formal (usted), as everything the customer reads (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { CUSTOMER_MAIL } from '../customer-mail.ts';

export const CUSTOMER_MAIL_ES = defineTranslation<typeof CUSTOMER_MAIL>('es', 'customer-mail', {
  onMyWaySubject: '{company} va en camino',
  onMyWayText:
    'Hola, {customer}:\n\n{company} va en camino para su cita de {service}.\nLlegada estimada: {arrival}.\n\nEs un cálculo aproximado; el tráfico puede cambiarlo un poco.',
  customerFallback: 'cliente',
  serviceFallback: 'servicio',
  extraTimeSubject: '{company} solicita más tiempo',
  extraTimeText:
    'Hola, {customer}:\n\n{company} necesita {minutes} minutos más para su {service}: {reason}\n\nPara usted, esto suma {price}. Apruebe o rechace aquí (el enlace sirve una sola vez):\n{link}\n',
  bookedSubject: 'Su cita de {service} está reservada',
  bookedText: 'Hola, {customer}:\n\nSu cita de {service} está reservada para: {when}.',
  jobLinkLine: 'Siga su reserva y escriba a la empresa aquí:\n{link}\n',
  claimedSubject: '{company} hará su {service}',
  claimedText: 'Hola, {customer}:\n\n{company} se encargará de su cita de {service}: {when}.',
  movedSubject: 'Su cita de {service} ha cambiado de fecha',
  movedText: 'Hola, {customer}:\n\nSu cita de {service} cambió a: {when}.',
  completedSubject: 'Su {service} está terminado',
  completedText: 'Hola, {customer}:\n\n{company} ha terminado su {service}. Gracias por su reserva.',
  cancelledSubject: 'Su cita de {service} está cancelada',
  cancelledText: 'Hola, {customer}:\n\nSu cita de {service} ({when}) está cancelada.',
  pushOnMyWayTitle: '{company} va en camino',
  pushOnMyWayBody: 'Llegada estimada: {arrival}.',
  pushArrivedTitle: '{company} ha llegado',
  pushArrivedBody: 'Su {service} está comenzando.',
  pushMoreTimeTitle: '{company} solicita más tiempo',
  pushMoreTimeBody: 'Apruebe o rechace {minutes} minutos más en la página de su reserva.',
  pushMessageTitle: 'Un mensaje de {company}',
  pushCompletedTitle: 'Su {service} está terminado',
  pushCompletedBody: '{company} ha terminado. Gracias por su reserva.',
});
