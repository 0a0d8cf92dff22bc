// THREAD_MAIL in Spanish: the members' mail in tú, the customer's in usted (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { THREAD_MAIL } from '../thread-mail.ts';

export const THREAD_MAIL_ES = defineTranslation<typeof THREAD_MAIL>('es', 'thread-mail', {
  memberMailSubject: '{customer} escribió sobre {service}',
  memberMailText:
    'Hola, {member}:\n\n{customer} escribió sobre el trabajo de {service} del {when}:\n\n{body}\n\nResponde en la página del trabajo:\n{link}\n',
  customerMailSubject: '{company} le escribió sobre su {service}',
  customerMailText: 'Hola, {customer}:\n\n{company} le escribió sobre su {service}:\n\n{body}',
  customerMailLater: 'Hola, {customer}:\n\n{company} le volvió a escribir sobre su {service}.',
});
