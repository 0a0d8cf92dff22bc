// HOURS in Spanish (docs/how-to/spanish-glossary.md: "tú", short, plain). A day is passed in already named
// (HOURS.weekDay: "Lunes"), so a sentence starts with it rather than needing its article.
import { defineTranslation } from '../../i18n.ts';
import type { HOURS } from '../hours.ts';

export const HOURS_ES = defineTranslation<typeof HOURS>('es', 'hours', {
  notSet: 'Sin definir',
  closed: 'Cerrado',
  closeAfterOpen: 'Error: {day}, la hora de cierre debe ser después de la de apertura.',
  bothOrNeither: 'Error: {day}, pon las dos horas o deja las dos vacías.',
  timeZoneRequired: 'Error: elige una zona horaria.',
  loadFailed: 'No se pudo cargar el horario.',
  loadFailedDefaults: 'No se pudo cargar tu horario. Se usan los valores predeterminados.',
  saveFailedDays:
    '{n, plural, one {No se pudo guardar el horario de # día.} other {No se pudo guardar el horario de # días.}} Inténtalo de nuevo.',
  saveUnexpected: 'Hubo un error inesperado al guardar. Inténtalo de nuevo.',
  invalidTime: 'Las horas deben ser HH:MM, con horas de 0 a 23 y minutos de 0 a 59.',
  closeAfterOpenPlain: 'La hora de cierre debe ser después de la de apertura.',
  bothOrNeitherPlain: 'Pon la hora de apertura y la de cierre, o deja las dos vacías.',
  invalidTimeZone: 'Elige una zona horaria de la lista.',
  dayExists: 'Este día ya tiene horario. Cámbialo en vez de crearlo.',
  dayNotFound: 'Este día todavía no tiene horario guardado. Créalo primero.',
  invalidWeekDay: 'weekDay debe ser un día de lunes a domingo.',
  zoneMismatch:
    'Todos los días usan la misma zona horaria, y la de este día es distinta de la de tus días guardados. Cambia la zona horaria de todos los días a la vez.',
  title: 'Horario de atención',
  edit: 'Editar',
  loading: 'Cargando el horario...',
  saveChanges: 'Guardar cambios',
  cancel: 'Cancelar',
  timeZoneLabel: 'Zona horaria',
  selectTimeZone: 'Elige la zona horaria',
  dayHeader: 'Día',
  openHeader: 'Abre',
  closeHeader: 'Cierra',
  openLabel: 'Abre',
  closeLabel: 'Cierra',
  dayClosedLabel: '{day} cerrado',
  openTimeLabel: '{day}: hora de apertura',
  closeTimeLabel: '{day}: hora de cierre',
  weekDay:
    '{day, select, Monday {Lunes} Tuesday {Martes} Wednesday {Miércoles} Thursday {Jueves} Friday {Viernes} Saturday {Sábado} Sunday {Domingo} other {{day}}}',
});
