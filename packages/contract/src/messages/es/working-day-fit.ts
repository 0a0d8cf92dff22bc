// WORKING_DAY_FIT in Spanish (docs/how-to/spanish-glossary.md: a claimed job is "tomado", releasing it "liberar").
import { defineTranslation } from '../../i18n.ts';
import type { WORKING_DAY_FIT } from '../working-day-fit.ts';

export const WORKING_DAY_FIT_ES = defineTranslation<typeof WORKING_DAY_FIT>('es', 'working-day-fit', {
  clashesWith: 'Choca con {count, plural, one {uno de tus trabajos} other {# de tus trabajos}}:',
  clashLink: '{service}, el {when}',
  clashFallback: 'Cita {id}',
  fitFilterLabel: 'Mostrar',
  fitFilterAll: 'Todos los trabajos',
  fitFilterFits: 'Solo los que caben en mi día',
  noneFit: 'Ningún trabajo cabe en tu horario sin chocar. Muestra todos para ver los demás.',
  claimClashTitle: 'Este trabajo choca con tu día',
  claimClashText: 'Se cruza con {clashes}. ¿Lo tomas de todos modos?',
  claimClashConfirm: 'Tomarlo igual',
  claimClashCancel: 'Seguir buscando',
  releaseAction: 'Liberar este trabajo',
  releaseTitle: '¿Liberar este trabajo?',
  releaseText:
    'Vuelve a Sin asignar al momento y se les avisa a los proveedores que pueden tomarlo. Puedes liberar un trabajo hasta 24 horas antes de que empiece, para que otro proveedor tenga tiempo de tomarlo.',
  releaseConfirm: 'Liberar el trabajo',
  releaseCancel: 'Quedarme con él',
  released: 'Trabajo liberado. Ya está en Sin asignar para los proveedores que pueden tomarlo.',
  noLongerYours: 'Este trabajo ya no está en tus citas. Abajo está lo que decía la última vez que lo abriste.',
  releaseFailed: 'No se pudo liberar el trabajo: {message}',
  releaseTooLate:
    'Este trabajo empieza en menos de 24 horas, así que ya no se puede liberar en el portal. Para devolverlo, contacta al equipo de operaciones de la plataforma, que lo programó.',
  releaseTooLateTitle: '¿No puedes ir?',
  callOps: 'Llamar al {phone}',
  emailOps: 'Escribir a {email}',
});
