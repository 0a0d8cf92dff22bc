// DAY in Spanish (docs/how-to/spanish-glossary.md). The customer's mail is here too: it is written in the
// customer's language where the server sends it.
import { defineTranslation } from '../../i18n.ts';
import type { DAY } from '../day.ts';

export const DAY_ES = defineTranslation<typeof DAY>('es', 'day', {
  timelineTitle: 'Tu día',
  timelineSubtitle: '{count, plural, one {# trabajo hoy, en orden} other {# trabajos hoy, en orden}}',
  gap: '{duration} libres',
  back2back: 'Sin espacio: el siguiente trabajo empieza cuando termina este',
  overlap: 'Se cruza con el siguiente trabajo por {duration}',
  endsAt: 'hasta las {time}',
  directions: 'Cómo llegar',
  callCustomer: 'Llamar a {name} al {phone}',
  openJob: 'Abrir trabajo',
  stateOnMyWaySent: 'Aviso enviado a las {time}',
  statePhotos: '{count, plural, one {# foto} other {# fotos}}',
  stateCompleted: 'Completado',
  stateToDo: 'Pendiente',
  stateTimePassed: 'Ya pasó la hora, sin completar',
  allDay: 'Hoy, a cualquier hora',
  onMyWay: 'Voy en camino',
  onMyWayHeading: 'Avísale al cliente que vas en camino',
  onMyWayHint: 'El cliente recibe un correo con el nombre de tu empresa, el servicio y cuándo llegas.',
  presetLabel: '{minutes} minutos',
  customLabel: 'Otro (de 5 a 240 minutos)',
  customSend: 'Enviar',
  cancel: 'Cancelar',
  etaInvalid: 'Escribe un número de minutos de 5 a 240.',
  sentAt: 'Enviado a las {time}',
  sentAtWithEta: 'Enviado a las {time}, llegas como a las {arrival}',
  sending: 'Enviando…',
  sendFailed: 'No se pudo enviar el aviso. Inténtalo de nuevo.',
  needsConnection:
    'Voy en camino le manda un correo al cliente al momento, así que necesita conexión. Inténtalo cuando tengas internet.',
  onlyOnTheDay: 'Puedes avisar que vas en camino el día del trabajo.',
  notToday: 'Solo puedes avisar que vas en camino el día del trabajo, según la zona horaria de la propiedad.',
  noCustomerEmail: 'Este cliente no tiene correo, así que no se puede avisar que vas en camino.',
  tooSoon: 'Avisaste que vas en camino hace menos de 10 minutos. Puedes avisar de nuevo en {duration}.',
  etaRange: 'La llegada estimada debe ser un número entero de minutos, de 5 a 240.',
});
