// LIVE in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { LIVE } from '../live.ts';

export const LIVE_ES = defineTranslation<typeof LIVE>('es', 'live', {
  newJobToast: 'Trabajo nuevo: {service} en {zipCode}, paga {pay}',
  newJobToastWithoutPay: 'Trabajo nuevo: {service} en {zipCode}',
  newJobToastAction: 'Ver trabajos sin asignar',
  unclaimedBadge: '{count, plural, one {# nuevo} other {# nuevos}}',
  newJobBadgeLabel: 'Nuevo',
  dismiss: 'Cerrar',
  notificationsTitle: 'Notificaciones',
  emailNewJobs: 'Enviarme trabajos nuevos por correo',
  onlyDuringBusinessHours: 'Solo en mi horario de trabajo',
  onlyDuringBusinessHoursHint: 'Usa el horario de tu página Servicios.',
  notificationsOwnChoice: 'Estas opciones son tuyas: cada persona de tu empresa elige las suyas.',
  technicianNotifications:
    'Recibes un correo cuando te dan un trabajo o te lo quitan de la agenda. Los trabajos nuevos en oferta van al dueño y a la oficina.',
  pushNewJobs: 'Alertar a mis dispositivos de trabajos nuevos',
  pushAssignments: 'Alertar a mis dispositivos cuando me dan o me quitan un trabajo',
  pushChanges: 'Alertar a mis dispositivos cuando mis trabajos se mueven o se cancelan',
  settingsSaved: 'Notificaciones guardadas.',
  settingsFailed: 'No se pudieron guardar tus notificaciones. Inténtalo de nuevo.',
  unsubscribeTitle: 'Dejar de recibir correos de trabajos nuevos',
  unsubscribeQuestion: '¿Dejar de recibir correos de trabajos nuevos? Puedes volver a activarlos en Cuenta.',
  unsubscribeButton: 'Dejar de recibir estos correos',
  unsubscribed: 'Ya no recibirás correos de trabajos nuevos. Puedes volver a activarlos en Cuenta.',
  unsubscribeInvalid: 'Este enlace no es válido.',
});
