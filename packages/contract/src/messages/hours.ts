// The HOURS texts of docs/product-spec.md; see ../messages.ts. A catalogue (issue 46): Spanish in ./es/hours.ts.
import { defineMessages } from '../i18n.ts';

export const HOURS = defineMessages('hours', {
  notSet: 'Not Set',
  closed: 'Closed',
  closeAfterOpen: 'Validation Error: Close time must be after open time for {day}.',
  bothOrNeither: 'Validation Error: Both open and close times must be set or empty for {day}.',
  timeZoneRequired: 'Validation Error: Please select a time zone.',
  loadFailed: 'Failed to load business hours.',
  loadFailedDefaults: 'Failed to load your business hours. Using default values.',
  saveFailedDays: 'Failed to save hours for {n} day(s). Please check console or try again.',
  saveUnexpected: 'An unexpected error occurred while saving. Please try again.',
  // Ours: server answers.
  invalidTime: 'Times must be HH:MM with hours 0-23 and minutes 0-59.',
  closeAfterOpenPlain: 'Close time must be after open time.',
  bothOrNeitherPlain: 'Both open and close times must be set or empty.',
  invalidTimeZone: 'Please select a time zone from the list.',
  dayExists: 'Hours for this day already exist. Update them instead.',
  dayNotFound: 'No hours are saved for this day yet. Create them first.',
  invalidWeekDay: 'weekDay must be a day from Monday to Sunday.',
  zoneMismatch:
    'All days share one time zone, and this day’s differs from your saved days. Change the time zone for every day at once.',
  // docs/product-spec.md §2 Business Hours (Services & Hours, right panel) and the onboarding Hours step: headings,
  // labels and actions. The term is "Time Zone" in labels and "time zone" inside sentences.
  title: 'Business Hours',
  edit: 'Edit',
  loading: 'Loading business hours...',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  timeZoneLabel: 'Time Zone',
  selectTimeZone: 'Select a time zone',
  dayHeader: 'Day',
  openHeader: 'Open',
  closeHeader: 'Close',
  openLabel: 'Open',
  closeLabel: 'Close',
  dayClosedLabel: '{day} closed',
  openTimeLabel: '{day} open time',
  closeTimeLabel: '{day} close time',
  // Ours: a weekday's name (WEEK_DAYS, stored in English) as a person reads it; pass it as {day} above.
  weekDay: '{day}',
});
