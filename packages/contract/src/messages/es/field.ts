// FIELD in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { FIELD } from '../field.ts';

export const FIELD_ES = defineTranslation<typeof FIELD>('es', 'field', {
  updateAvailable: 'Hay una versión nueva',
  reload: 'Volver a cargar',
  offlineBanner: 'Estás sin conexión. Ves lo que se guardó a las {time}.',
  offlineBannerNothingSaved: 'Estás sin conexión. Todavía no se guardó nada en este dispositivo.',
  offlineActionDisabled: 'Esto necesita conexión. Estás sin conexión.',
  serverUnreachableBanner: 'No se puede llegar al servidor. Ves lo que se guardó a las {time}.',
  serverUnreachableNothingSaved: 'No se puede llegar al servidor. Todavía no se guardó nada en este dispositivo.',
  serverRetry: 'Intentar de nuevo',
  noteWaitingToSync: 'Esperando para sincronizar',
  noteSyncing: 'Sincronizando…',
  noteSyncFailed: 'No se pudo sincronizar: {message}. Se volverá a intentar.',
  retrySync: 'Reintentar ahora',
  directions: 'Cómo llegar',
  calendarTitle: 'Calendario',
  calendarIntro:
    'Suscríbete a tus citas desde el calendario de tu teléfono o computadora (Google Calendar, Apple Calendar, Outlook). La dirección es privada: quien la tenga puede ver tu agenda.',
  calendarNone: 'Todavía no hay un calendario.',
  calendarActive: 'Hay un calendario activo (creado el {createdAt}).',
  calendarShownOnce:
    'Por tu seguridad, la dirección se muestra una sola vez. Genera una nueva si la necesitas otra vez: la anterior deja de funcionar al instante.',
  calendarCreate: 'Crear calendario',
  calendarCopy: 'Copiar dirección',
  calendarCopied: 'Copiada',
  calendarRegenerate: 'Generar dirección nueva',
  calendarDelete: 'Borrar calendario',
  calendarConfirmRegenerate:
    '¿Generar una dirección nueva? Los calendarios suscritos a la anterior dejan de actualizarse.',
  calendarConfirmDelete: '¿Borrar el calendario? Los calendarios suscritos dejan de actualizarse.',
  calendarUrlLabel: 'La dirección de tu calendario',
  calendarLoadFailed: 'No se pudo cargar el calendario.',
  calendarSaveFailed: 'Falló el calendario: {message}',
  feedName: 'Citas de {brand}',
  feedCompleted: 'Terminada',
  feedCustomer: 'Cliente',
  feedPhone: 'Teléfono',
  feedDetails: 'Detalles',
});
