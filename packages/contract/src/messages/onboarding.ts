// The ONBOARDING texts of docs/product-spec.md; see ../messages.ts. A catalogue (issue 46): Spanish in
// ./es/onboarding.ts.
import { defineMessages } from '../i18n.ts';

/** Examples shown in a field as its placeholder: a format, the same in every language (not a catalogue). */
export const ONBOARDING_EXAMPLES = {
  phone: '(XXX) XXX-XXXX',
  zipCodes: '80202, 80203',
} as const;

export const ONBOARDING = defineMessages('onboarding', {
  businessNameRequired: 'Business name is required',
  contactNameRequired: 'Contact name is required',
  phoneInvalid: 'Please enter a valid phone number: (XXX) XXX-XXXX',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  stateTooShort: 'Please enter the state as its 2-letter code, e.g. CO',
  zipInvalid: 'Please enter a valid ZIP code',
  selectServiceFirst: 'Please select at least one service first',
  enterZip: 'Please enter at least one ZIP code',
  invalidZips: 'Invalid ZIP code(s): {list}. Please use 5-digit ZIP codes only.',
  duplicateZips: 'ZIP code(s) already added: {list}',
  partialZips: 'Added {n} ZIP code(s). Skipped {m} duplicate(s).',
  selectAtLeastOneService: 'Please select at least one service',
  addZipForServices: 'Please add at least one ZIP code for your services',
  bothTimes: 'Please provide both open and close times for {day}',
  closeAfterOpen: 'Close time must be after open time for {day}',
  atLeastOneDay: 'Please set business hours for at least one day of the week',
  selectTimeZone: 'Please select a time zone',
  atLeastOneDocument: 'Please upload at least one document',
  authError: 'Authentication error. Please try logging in again.',
  saveBusinessFailed: 'Failed to save business information. Please try again.',
  saveServicesFailed: 'Failed to save service information. Please try again.',
  saveHoursFailed: 'Failed to save business hours. Please try again.',
  uploadDocumentsFailed: 'Failed to upload documents. Please try again.',
  tokenMissing: 'Authentication token is missing. Please sign in again.',
  emailRequired: 'User email is required but not available',
  // docs/product-spec.md §2 Onboarding wizard: step names, notes, hint and the review message.
  stepBusinessInfo: 'Business Info',
  stepServices: 'Services',
  stepHours: 'Hours',
  stepDocuments: 'Documents',
  stepComplete: 'Complete',
  hoursClosedNote: 'Leave both open and close times empty for days you are closed.',
  hours24Note: 'For 24-hour service, use 00:00 to 23:59.',
  documentsHint: 'PDF, PNG, JPG, GIF up to 10MB',
  completeTitle: 'Onboarding complete',
  completeMessage:
    "Thank you! Our team will review the information and documents you submitted. We'll let you know once your account has been reviewed.",
  // Ours: texts of the wizard's own screens.
  noDocuments: 'No documents added yet.',
  loadingProducts: 'Loading services...',
  servicesSavedNote: 'Your services are saved. You can change them later on the Services page.',
  pageTitle: 'Set up your business',
  stepsLabel: 'Onboarding steps',
  saveAndContinue: 'Save and Continue',
  back: 'Back',
  goToDashboard: 'Go to Dashboard',
  // Business Info step (docs/product-spec.md §2 names the fields; labels in the SPEC's Account spelling).
  businessTitle: 'Business Information',
  businessSubtitle: 'Tell us about your business.',
  titleLabel: 'Business Name',
  contactNameLabel: 'Contact Name',
  phoneLabel: 'Phone',
  street1Label: 'Street Address',
  street2Label: 'Street 2',
  cityLabel: 'City',
  stateLabel: 'State',
  zipCodeLabel: 'Zip Code',
  // Services step.
  servicesTitle: 'Services',
  servicesSubtitle: 'Choose the services you offer and the zip codes you serve.',
  servicesLegend: 'Services you offer',
  zipCodesHint: 'Separate zip codes with commas. They apply to every selected service.',
  addZipCodes: 'Add Zip Codes',
  // Hours step (its title and labels are the HOURS ones).
  hoursSubtitle: 'When are you open for appointments?',
  /** Issue 54 item 26: one tap opens Monday to Friday at the usual hours; each day stays editable. */
  hoursWeekdays: 'Monday to Friday, {open} to {close}',
  // Documents step.
  documentsTitle: 'Business Documents',
  documentsSubtitle: 'Upload your business license, insurance and tax forms.',
  documentTypeLabel: 'Document Type',
  documentTypePlaceholder: 'Choose a type',
  // The names of ONBOARDING_DOCUMENT_TYPES (files.ts): what is stored is the English name, what is shown is this.
  typeBusinessLicense: 'Business License',
  typeInsurance: 'Insurance',
  typeW9: 'W-9 Form',
  typeOther: 'Other',
  documentTitleLabel: 'Title',
  documentFileLabel: 'File',
  documentsHeading: 'Your documents',
  uploaded: 'Uploaded',
  readyToUpload: 'Ready to upload',
  // Ours: a chosen file is checked at once, and a document whose file a reload dropped says so.
  fileTypeRefused: '{name} cannot be uploaded: choose a PDF, PNG, JPG or GIF file.',
  fileTooLarge: '{name} is larger than 10MB: choose a smaller file.',
  chooseFileAgain: 'Choose the file again',
  filesLostOnReload: 'Files are not kept when the page reloads. Choose the file again for: {titles}, or remove it.',
  completeDocument: 'Choose a document type, a title and a file to add this document.',
  removeDocument: 'Remove {title}',
});
