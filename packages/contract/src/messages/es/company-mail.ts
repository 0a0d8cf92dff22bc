// COMPANY_MAIL in Spanish (docs/how-to/spanish-glossary.md: "tú", short, plain; the provider is "la plataforma").
import { defineTranslation } from '../../i18n.ts';
import type { COMPANY_MAIL } from '../company-mail.ts';

export const COMPANY_MAIL_ES = defineTranslation<typeof COMPANY_MAIL>('es', 'company-mail', {
  cancelledMailSubject: 'Cancelado: {service} para {customer}, {when}',
  cancelledMailText:
    'La plataforma canceló el trabajo de {service} para {customer}, {when} ({place}; cita {id}). Ya no está en tus citas ni en tu calendario: no tienes que hacer nada.',
  rescheduledMailSubject: 'Reprogramado: {service} para {customer}, ahora {when}',
  rescheduledMailText: `La plataforma reprogramó el trabajo de {service} para {customer} ({place}; cita {id}).

Antes: {before}
Ahora: {when}

Tus citas y tu calendario ya muestran el cambio.`,
  expirySoonSubject: 'Tu documento "{title}" vence en {days, plural, one {# día} other {# días}}',
  expiryTodaySubject: 'Tu documento "{title}" vence hoy',
  expiredSubject: 'Tu documento "{title}" venció',
  expiryText: `Tu documento "{title}" vence el {expiresOn}. Cuando venza, no podrás tomar trabajos hasta que aprueben uno vigente.

Sube uno nuevo en tu página Cuenta: {url}`,
  vendorApprovedSubject: 'Tu perfil de proveedor en {brand} está aprobado',
  vendorApprovedText: 'Tu perfil de proveedor está aprobado. Ya puedes tomar trabajos en el portal.',
  vendorRejectedSubject: 'Tu perfil de proveedor en {brand} no fue aprobado',
  vendorRejectedText: `Tu perfil de proveedor no fue aprobado.

Motivo: {reason}`,
  vendorPendingSubject: 'Tu perfil de proveedor en {brand} está en revisión otra vez',
  vendorPendingText: 'Tu perfil de proveedor está en revisión otra vez. Te escribiremos cuando haya una decisión.',
  fileApprovedSubject: 'Tu documento "{title}" está aprobado',
  fileApprovedText: 'Tu documento "{title}" está aprobado.',
  fileApprovedExpiringText:
    'Tu documento "{title}" está aprobado. Vence el {expiresOn}; sube uno nuevo antes de esa fecha.',
  fileRejectedSubject: 'Tu documento "{title}" no fue aprobado',
  fileRejectedText: `Tu documento "{title}" no fue aprobado.

Motivo: {reason}

Sube uno nuevo en tu página Cuenta.`,
  filePendingSubject: 'Tu documento "{title}" está en revisión otra vez',
  filePendingText: 'Tu documento "{title}" está en revisión otra vez.',
  reviewNoteLine: `

Nota de nuestro equipo: {note}`,
});
