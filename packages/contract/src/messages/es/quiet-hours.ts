// QUIET_HOURS in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { QUIET_HOURS } from '../quiet-hours.ts';

export const QUIET_HOURS_ES = defineTranslation<typeof QUIET_HOURS>('es', 'quiet-hours', {
  label: 'Horas de silencio para alertas de trabajos nuevos',
  hint: 'Las alertas de trabajos nuevos esperan hasta que terminen las horas de silencio. Las horas son de la zona horaria de tu empresa; los correos y alertas de tus propios trabajos siguen llegando.',
  start: 'Desde',
  end: 'Hasta',
  save: 'Guardar horas de silencio',
  change: 'Cambiar horas de silencio',
  same: 'Las horas de silencio deben empezar y terminar a horas distintas.',
  summary: 'Las alertas de trabajos nuevos esperan desde las {start} hasta las {end}.',
});
