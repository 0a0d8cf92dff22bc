// DOCUMENTS in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { DOCUMENTS } from '../documents.ts';

export const DOCUMENTS_ES = defineTranslation<typeof DOCUMENTS>('es', 'documents', {
  statusPending: 'En revisión',
  statusApproved: 'Aprobado',
  statusRejected: 'Rechazado',
  rejectedReason: 'Motivo: {reason}',
  expiresOn: 'Vence el {date}',
  expired: 'Vencido',
  replaceHint: 'Sube uno nuevo: vuelve a revisión.',
  bannerLabel: 'Documentos por vencer',
  bannerExpired: 'Tu documento "{title}" venció el {date}. No puedes tomar trabajos hasta que se apruebe uno nuevo.',
  bannerExpiring: 'Tu documento "{title}" vence el {date}. Sube uno nuevo antes para seguir tomando trabajos.',
  bannerLink: 'Subir en Cuenta',
});
