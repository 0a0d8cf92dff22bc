import { z } from 'zod';
import { bodyIdSchema, calendarDaySchema, errorBodySchema } from './common.ts';
import { AVAILABILITY } from './messages/availability.ts';
import { memberRoleSchema } from './team.ts';

// docs/architecture.md "Availability and dispatch": time off, who takes jobs, the 409s that ask first, the
// dispatch board and offers. Days are YYYY-MM-DD and times HH:MM on the wall clock of the company's zone.

/** Time off may span at most this many days (first and last included). */
export const TIME_OFF_MAX_DAYS = 366;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = z.string().regex(TIME, { error: AVAILABILITY.timeFormat });

/** Days between two calendar days (0 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const timeOffSchema = z.object({
  id: z.number().int(),
  /** null: the whole company. */
  memberId: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** Both null: whole days. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  note: z.string(),
  /**
   * `calendar`: a busy time of an imported calendar (docs/architecture.md "Partners: API keys, webhooks and the
   * company's own calendar"), shown as "Busy (calendar)" with no title; absent: an entry someone wrote.
   */
  kind: z.literal('calendar').optional(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;
/** GET /api/timeOff; `memberId` beside the list is the caller's own (what its Account's card adds for). */
export const timeOffListSchema = z.object({ data: z.array(timeOffSchema), memberId: z.number().int().optional() });

/**
 * POST /api/timeOff. Each refusal names its field (400 validation-error beside it): the last day before the
 * first, more than TIME_OFF_MAX_DAYS, one time without the other, an end time not after the start on one day.
 */
type TimeOffFields = { startDate: string; endDate: string; startTime: string | null; endTime: string | null };
function timeOffRules(v: TimeOffFields, ctx: z.core.$RefinementCtx<TimeOffFields>) {
  const days = daysBetween(v.startDate, v.endDate);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: AVAILABILITY.endBeforeStart });
  else if (days + 1 > TIME_OFF_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: AVAILABILITY.tooLong });
  if ((v.startTime === null) !== (v.endTime === null))
    ctx.addIssue({
      code: 'custom',
      path: [v.startTime === null ? 'startTime' : 'endTime'],
      message: AVAILABILITY.bothTimes,
    });
  else if (days === 0 && v.startTime !== null && v.endTime !== null && v.endTime <= v.startTime)
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: AVAILABILITY.endTimeBeforeStart });
}

const noteSchema = z.string().trim().max(200, { error: AVAILABILITY.noteTooLong });

export const timeOffBody = z
  .object({
    memberId: bodyIdSchema.nullable().default(null),
    startDate: calendarDaySchema,
    endDate: calendarDaySchema,
    startTime: timeSchema.nullable().default(null),
    endTime: timeSchema.nullable().default(null),
    note: noteSchema.default(''),
  })
  .superRefine(timeOffRules);
export type TimeOffBody = z.input<typeof timeOffBody>;

/** GET /api/timeOff/holidays: the US public holidays of the year, in the company's zone, from today on. */
export const holidaySchema = z.object({ date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayListSchema = z.object({ data: z.array(holidaySchema) });

/** One of the jobs a 409 no-one-free or member-busy clashes with: its service and start (an instant). */
export const busyClashSchema = z.object({
  appointmentId: z.number().int(),
  service: z.string(),
  startsAt: z.string(),
});
export type BusyClash = z.infer<typeof busyClashSchema>;
/** A time off entry overlapping the job (instants; memberId null for the company's own). */
export const busyTimeOffEntrySchema = z.object({
  from: z.string(),
  to: z.string(),
  memberId: z.number().int().nullable(),
});
export type BusyTimeOffEntry = z.infer<typeof busyTimeOffEntrySchema>;

/**
 * The 409 `no-one-free` and `member-busy`: the overlapping jobs and whether time off is the cause, and (issue 54
 * item 16) the clashing jobs with their service and time, and the time off entries overlapping the job.
 */
export const busyErrorSchema = errorBodySchema.extend({
  conflicts: z.array(z.number().int()).optional(),
  timeOff: z.boolean().optional(),
  clashes: z.array(busyClashSchema).optional(),
  timeOffEntries: z.array(busyTimeOffEntrySchema).optional(),
});
export type BusyError = z.infer<typeof busyErrorSchema>;

/** PATCH /api/appointment/claim/{id}: `{confirm: true}` claims even when no one is free. */
export const claimBody = z.object({ confirm: z.boolean().optional() }).nullish();

/** GET /api/dispatch?date&days (owner, office). */
export const dispatchQuery = z.object({
  date: calendarDaySchema,
  days: z.coerce.number().int().min(1).max(7).default(1),
});
export const dispatchMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: memberRoleSchema,
  takesJobs: z.boolean(),
});
export const DISPATCH_STATES = ['upcoming', 'late', 'arrived', 'done', 'no-show'] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];

export const dispatchAppointmentSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  assigneeId: z.number().int().nullable(),
  title: z.string(),
  city: z.string(),
  zipCode: z.string(),
  /** `date`: a date-only job (docs/product-spec.md §9): its day counts, not the time it was stored with. */
  schedulingKind: z.enum(['date', 'datetime']),
  /**
   * Issue 54 item 25: where the job stands on the board: not started yet, late (a timed job past its start with no
   * arrival; a date-only job is never late), arrived, done (Done tapped or completed), or a no-show.
   */
  state: z.enum(DISPATCH_STATES),
});
export type DispatchAppointment = z.infer<typeof dispatchAppointmentSchema>;
export const dispatchSchema = z.object({
  data: z.object({
    members: z.array(dispatchMemberSchema),
    timeOff: z.array(timeOffSchema),
    appointments: z.array(dispatchAppointmentSchema),
  }),
});
export type Dispatch = z.infer<typeof dispatchSchema>['data'];

/** The time off form: its time inputs are '' when empty (whole days); what it sends is timeOffBody's. */
export const timeOffForm = z
  .object({
    memberId: z.number().int().nullable(),
    startDate: calendarDaySchema,
    endDate: calendarDaySchema,
    startTime: z.union([z.literal(''), timeSchema]),
    endTime: z.union([z.literal(''), timeSchema]),
    note: noteSchema,
  })
  .transform((v) => ({ ...v, startTime: v.startTime || null, endTime: v.endTime || null }))
  .superRefine(timeOffRules);
export type TimeOffFormValues = z.input<typeof timeOffForm>;
