// MONEY in Spanish (docs/how-to/spanish-glossary.md: "tú", short, plain; Ajuste, Reclamo).
import { defineTranslation } from '../../i18n.ts';
import type { MONEY } from '../money.ts';

export const MONEY_ES = defineTranslation<typeof MONEY>('es', 'money', {
  adjustmentMailSubject: 'Tu semana del {week} tiene un ajuste',
  adjustmentMailText: 'Se agregó un ajuste de {amount} a tu semana del {week}: {reason}',
  cancellationFeeLine: 'Se canceló menos de 24 horas antes de empezar: se agregan {amount} a tu semana del {week}.',
  cancellationFee: 'Cargo por cancelación tardía, cita {id}',
  statementAdjustment: 'Ajuste',
  weekAdjustmentsTitle: 'Ajustes, semana del {week}',
  tableAdjustments: 'Ajustes',
  tableTotal: 'Total a pagar',
  disputeMessageRequired: 'Di qué está mal en esta semana.',
  disputeWeekInFuture: 'Esa semana todavía no empieza.',
  disputeWeekNotEnded: 'Esa semana todavía no termina: reclámala cuando termine.',
  disputeWeekTooOld: 'Esa semana terminó hace más de 90 días: ya no se puede reclamar.',
  disputeJobOpen: 'Ese trabajo todavía no está cerrado: reclámalo cuando esté hecho.',
  disputeAlreadyOpen: 'Ya hay un reclamo abierto sobre esto (reclamo {id}): su respuesta aparecerá aquí.',
  disputeJobNotFound: 'No se encontró la cita.',
  disputesTitle: 'Reclamos, semana del {week}',
  disputeOpenTitle: '¿Algo está mal en esta semana?',
  disputeAboutLabel: 'Sobre qué',
  disputeWholeWeek: 'Toda la semana',
  disputeMessageLabel: 'Qué está mal',
  disputeSend: 'Hacer un reclamo',
  disputeSent: 'Reclamo enviado. La respuesta saldrá aquí y te llegará por correo.',
  disputeFailed: 'No se pudo enviar el reclamo: {reason}',
  disputeStatus: '{status, select, open {Esperando respuesta} resolved {Resuelto} other {Rechazado}}',
  disputeResponse: 'Respuesta: {response}',
  disputeAmount: 'Agregado a tu semana: {amount}',
  disputesFailed: 'No se pudieron cargar los reclamos.',
  jobDisputeTitle: '¿Algo está mal en el pago de este trabajo?',
  jobDisputesTitle: 'Reclamos de este trabajo',
  jobDisputeWeek: 'Cuenta en la semana del {week}.',
  disputeAnsweredSubject: 'Tu reclamo de la semana del {week} tiene respuesta',
  disputeAnsweredText:
    'Tu reclamo de la semana del {week} fue {status, select, resolved {resuelto} other {rechazado}}. La respuesta: {response}',
});
