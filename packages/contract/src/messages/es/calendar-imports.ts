// CALENDAR_IMPORTS in Spanish (docs/how-to/spanish-glossary.md: "tiempo libre" for time off, "ocupado" for busy).
import { defineTranslation } from '../../i18n.ts';
import type { CALENDAR_IMPORTS } from '../calendar-imports.ts';

export const CALENDAR_IMPORTS_ES = defineTranslation<typeof CALENDAR_IMPORTS>('es', 'calendarImports', {
  companyTitle: 'Calendarios como tiempo ocupado',
  companyIntro:
    'Pega la dirección secreta iCalendar de un calendario (Google, Apple y Outlook te dan una): sus eventos ocupados cuentan como tiempo libre de tu empresa. Se lee al momento y cada 15 minutos.',
  memberTitle: 'Calendarios de {name}',
  ownTitle: 'Mis calendarios',
  memberIntro:
    'Pega la dirección secreta iCalendar de un calendario: sus eventos ocupados cuentan como tiempo libre de esta persona. Se lee al momento y cada 15 minutos.',
  ownIntro:
    'Pega la dirección secreta iCalendar de tu calendario: sus eventos ocupados cuentan como tu tiempo libre, así que no se te dan trabajos a esa hora. Se lee al momento y cada 15 minutos.',
  url: 'Dirección secreta iCalendar',
  add: 'Agregar calendario',
  adding: 'Leyendo el calendario…',
  empty: 'Todavía no hay calendarios.',
  added: 'Calendario agregado. Horas ocupadas: {count}',
  lastRead: 'Leído {when}',
  neverRead: 'Sin leer todavía',
  busyCount: 'Horas ocupadas: {count}',
  lastError: 'Último error: {error}',
  remove: 'Quitar',
  removeNamed: 'Quitar el calendario {host}',
  busyLabel: 'Ocupado (calendario)',
  urlInvalid: 'Escribe la dirección completa, que empiece con https://.',
  urlTooLong: 'La dirección puede tener como máximo 2.000 caracteres.',
  urlNotAllowed: 'Esta dirección no está permitida: solo direcciones https de internet pública.',
  notICalendar: 'La dirección no respondió con un archivo iCalendar.',
  tooLarge: 'El calendario pesa más de 5 MB.',
  tooSlow: 'El calendario tardó más de 10 segundos en responder.',
  unreachable: 'No se pudo llegar al calendario.',
  badStatus: 'El calendario respondió con el estado {status}.',
  notFound: 'Tu empresa no tiene un calendario con este id.',
  ownOnly: 'Un técnico solo agrega y quita sus propios calendarios.',
});
