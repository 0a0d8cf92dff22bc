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
});
