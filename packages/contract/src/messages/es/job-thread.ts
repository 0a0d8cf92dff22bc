// JOB_THREAD in Spanish: tú, as everything a member reads (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { JOB_THREAD } from '../job-thread.ts';

export const JOB_THREAD_ES = defineTranslation<typeof JOB_THREAD>('es', 'job-thread', {
  heading: 'Mensajes con el cliente',
  intro: 'El cliente los lee en la página de su reserva; nunca ve tu correo ni tu teléfono.',
  loading: 'Cargando mensajes...',
  loadFailed: 'No se pudieron cargar los mensajes.',
  empty: 'Todavía no hay mensajes.',
  fromCustomer: 'Cliente',
  fromCompany: 'Tu empresa',
  newMessageLabel: 'Mensaje para el cliente',
  send: 'Enviar',
  threadClosed:
    'Los mensajes de este trabajo están cerrados: se abren cuando se toma el trabajo y se cierran 7 días después de que termina.',
  sendFailed: 'El mensaje no se envió. Inténtalo de nuevo.',
});
