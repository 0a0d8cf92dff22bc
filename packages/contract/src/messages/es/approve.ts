// APPROVE in Spanish: the customer's /approve page, formal (usted), as everything the customer reads
// (docs/how-to/spanish-glossary.md). Loaded by the page itself when the link says `lang=es` (src/approve/).
import { defineTranslation } from '../../i18n.ts';
import type { APPROVE } from '../approve.ts';

export const APPROVE_ES = defineTranslation<typeof APPROVE>('es', 'approve', {
  title: 'Más tiempo para su servicio',
  loading: 'Cargando la solicitud…',
  asks: '{company} solicita {minutes} minutos más para su {service}.',
  reasonLabel: 'Motivo',
  priceLabel: 'Esto se suma a su precio',
  approve: 'Aprobar',
  decline: 'Rechazar',
  working: 'Enviando…',
  approved: 'Gracias: el tiempo adicional quedó aprobado.',
  declined: 'Usted rechazó el tiempo adicional. No cambia nada.',
  invalid: 'Este enlace ya no es válido: ya se usó o venció.',
  failed: 'No se pudo enviar su respuesta. Revise la conexión e inténtelo de nuevo.',
});
