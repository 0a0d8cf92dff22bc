// The HOURS texts of SPEC.md; see ../messages.ts.

export const HOURS = {
  notSet: 'Not Set',
  closed: 'Closed',
  closeAfterOpen: (day: string) => `Validation Error: Close time must be after open time for ${day}.`,
  bothOrNeither: (day: string) => `Validation Error: Both open and close times must be set or empty for ${day}.`,
  timeZoneRequired: 'Validation Error: Please select a time zone.',
  loadFailed: 'Failed to load business hours.',
  loadFailedDefaults: 'Failed to load your business hours. Using default values.',
  saveFailedDays: (n: number) => `Failed to save hours for ${n} day(s). Please check console or try again.`,
  saveUnexpected: 'An unexpected error occurred while saving. Please try again.',
  // Ours: server answers.
  invalidTime: 'Times must be HH:MM with hours 0-23 and minutes 0-59.',
  closeAfterOpenPlain: 'Close time must be after open time.',
  bothOrNeitherPlain: 'Both open and close times must be set or empty.',
  invalidTimeZone: 'Please select a time zone from the list.',
  dayExists: 'Hours for this day already exist. Update them instead.',
  dayNotFound: 'No hours are saved for this day yet. Create them first.',
  invalidWeekDay: 'weekDay must be a day from Monday to Sunday.',
} as const;
