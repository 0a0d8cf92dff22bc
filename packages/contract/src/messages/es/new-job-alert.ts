// NEW_JOB_ALERT in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { NEW_JOB_ALERT } from '../new-job-alert.ts';

export const NEW_JOB_ALERT_ES = defineTranslation<typeof NEW_JOB_ALERT>('es', 'new-job-alert', {
  newJobTitle: 'Trabajo nuevo: {service} en {zipCode}',
  newJobBody: '{dated, select, yes {{when}, } other {}}{city}.{paid, select, yes { Paga {pay}.} other {}}',
  mailSubject: '{brand}: trabajo nuevo, {service} en {zipCode}',
  mailText: `Acaban de reservar un trabajo en tu zona: {service} en {city} {zipCode}, {when}.{paid, select, yes { Paga {pay}.} other {}}

Tómalo antes que otro proveedor: {url}

Te llega este correo porque tienes activado "{setting}" en tu cuenta.
Deja de recibir estos correos: {unsubscribe}`,
});
