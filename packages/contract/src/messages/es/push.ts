// PUSH in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { PUSH_MESSAGES } from '../push.ts';

export const PUSH_ES = defineTranslation<typeof PUSH_MESSAGES>('es', 'push', {
  endpointRefused: 'Este servicio de alertas no se acepta. Vuelve a activar las alertas desde un navegador actual.',
  endpointMalformed:
    'La dirección de alertas de este navegador no es una dirección web válida. Vuelve a activar las alertas desde un navegador actual.',
  keysInvalid:
    'Las claves de alertas de este navegador no son válidas. Vuelve a activar las alertas desde un navegador actual.',
  assignedTitle: 'Trabajo para ti: {service}',
  unassignedTitle: 'Trabajo quitado de tu agenda: {service}',
  rescheduledTitle: 'Trabajo movido: {service}',
  cancelledTitle: 'Trabajo cancelado: {service}',
  extraTimeApprovedTitle: 'Más tiempo aprobado: {service}',
  extraTimeApprovedText: 'El cliente aprobó {minutes} minutos más. {job}',
  extraTimeDeclinedTitle: 'Más tiempo rechazado: {service}',
  extraTimeDeclinedText: 'El cliente rechazó {minutes} minutos más: respeta el tiempo reservado. {job}',
  unclaimedText: 'Sigue sin asignar, empieza en {hours} horas: {service}',
  staffDeviceNeedsPerson: 'El token de operaciones no tiene dispositivos: inicia sesión con tu cuenta.',
  staffCardIntro: 'Entérate de los trabajos sin asignar 24 y 2 horas antes de que empiecen.',
  cardTitle: 'Alertas en este dispositivo',
  cardIntro:
    'Recibe trabajos nuevos y cambios en tus trabajos como alertas en este teléfono o computadora, aunque el portal esté cerrado.',
  turnOn: 'Activar alertas en este dispositivo',
  turningOn: 'Activando alertas…',
  turnedOn: 'Las alertas están activas en este dispositivo.',
  turnOnFailed: 'No se pudieron activar las alertas. Inténtalo de nuevo.',
  cardIntroCrew:
    'Recibe los cambios en tus trabajos (un trabajo que te dan, que se mueve o se cancela) como alertas en este teléfono o computadora, aunque el portal esté cerrado.',
  unsupported:
    'Este navegador no puede recibir alertas: no tiene la API de Push. Usa Chrome, Edge, Firefox o Safari actualizados.',
  privateWindow:
    'Las alertas no se pueden activar en una ventana privada. Abre el portal en una ventana normal de este navegador y actívalas ahí.',
  refused:
    'Este navegador rechazó las alertas de este sitio. En una ventana privada no se pueden activar: abre el portal en una ventana normal e inténtalo de nuevo.',
  iosHomeScreen:
    'En un iPhone o iPad, las alertas necesitan el portal en tu pantalla de inicio: abre esta página en Safari, toca Compartir, elige "Agregar a inicio", abre el portal desde su ícono y activa las alertas ahí.',
  denied:
    'Las alertas están bloqueadas para este sitio. Para permitirlas, abre la configuración del sitio (el ícono a la izquierda de la dirección), pon Notificaciones en Permitir y vuelve a cargar esta página.',
  devicesTitle: 'Dispositivos que reciben alertas',
  noDevices: 'Ningún dispositivo recibe alertas todavía.',
  thisDevice: 'Este dispositivo',
  addedOn: 'Agregado el {date}',
  remove: 'Quitar',
  removeLabel: 'Quitar alertas en {browser}',
  removeFailed: 'No se pudo quitar este dispositivo. Inténtalo de nuevo.',
  unknownBrowser: 'Navegador desconocido',
});
