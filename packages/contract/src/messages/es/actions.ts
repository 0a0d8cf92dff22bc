// ACTIONS in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { ACTIONS } from '../actions.ts';

export const ACTIONS_ES = defineTranslation<typeof ACTIONS>('es', 'actions', {
  requestFailed: 'La solicitud falló con el estado {code}',
  networkUnreachable: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  noteKeptOnDevice:
    'No pudimos conectar con el servidor. Tu nota queda guardada en este dispositivo y se envía cuando vuelva la conexión.',
  confirmDeleteNote: '¿Borrar esta nota? No se puede deshacer.',
  idempotencyKeyReused: 'Esta clave de solicitud ya se usó para otra solicitud.',
  idempotencyKeyInFlight: 'La misma solicitud todavía se está procesando. Inténtalo en un momento.',
  idempotencyKeyInvalid: 'El encabezado Idempotency-Key debe tener de 8 a 64 letras, números, "-" o "_".',
});
