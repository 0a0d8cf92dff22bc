// The ACCOUNT texts of docs/product-spec.md; see ../messages.ts.

export const ACCOUNT = {
  signInRequired: 'Please sign in to view your account.',
  loadingProfile: 'Loading company profile...',
  profileLoadFailed: 'Failed to load company profile.',
  filesLoadFailed: 'Failed to load uploaded files.',
  filesUnexpectedFormat: 'Received unexpected data format for files.',
  updateFailed: (message: string) => `Update failed: ${message}`,
  uploadFailed: (message: string) => `Upload failed: ${message}`,
  deleteFailed: (message: string) => `Delete failed: ${message}`,
  selectFileAndType: 'Please select a file and choose a file type.',
  titleEmpty: 'File title cannot be empty.',
  confirmDelete: 'Are you sure you want to delete this file?',
  noFiles: 'No files uploaded yet.',
  noFilesHint: 'Use the form on the left to add files.',
  cannotSave: 'Authentication error or missing data. Cannot save.',
  uploadAuthRequired: 'Authentication required to upload files.',
  deleteAuthRequired: 'Authentication required to delete files.',
  // Ours: a profile field that has a value says what is wrong with it (empty ones keep the SPEC's 'is required').
  zipInvalid: 'Please enter a valid ZIP code: 5 digits, optionally followed by -4 digits.',
  stateTooShort: 'Please enter the state as its 2-letter code, e.g. CO.',
  // Ours: the profile's Email is the sign-in email, changed in the Sign-in card.
  profileEmailHint: 'Your sign-in email. Change it in the Sign-in card.',
  // docs/product-spec.md §2 Account: headings, labels and actions.
  pageTitle: 'Account',
  profileLabels: {
    title: 'Company Name',
    contactName: 'Contact Name',
    email: 'Email',
    phone: 'Phone',
    street1: 'Street 1',
    street2: 'Street 2',
    city: 'City',
    state: 'State',
    zipCode: 'Zip Code',
  },
  profileTitle: 'Company Profile',
  filesTitle: 'My Files',
  filesUploadedTitle: 'Files Uploaded',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  typeLabel: 'Type',
  typePlaceholder: 'Choose One',
  titleLabel: 'Title',
  fileLabel: 'File',
  addFile: 'Add File',
  view: 'View',
  delete: 'Delete',
  // Ours: the review the SPEC's onboarding Complete screen announces (docs/architecture.md ops review).
  reviewPending: 'Your business documents are under review by our team.',
  reviewApproved: 'Your business documents have been approved.',
  // Issue 38 item 11: an approved company whose documents are not all approved is never told they all are.
  reviewApprovedCompany: 'Your company is approved.',
  reviewApprovedButRejected: (titles: string) =>
    `Not approved: ${titles}. Upload a new one under My Files; our team then reviews it again.`,
  reviewApprovedButPending: (titles: string) => `Waiting for our team's review: ${titles}.`,
  // Issue 28: the profile's decision, with the reviewer's reason; a document's own status is on its row.
  reviewRejected: 'Your vendor profile was not approved.',
  reviewReason: (note: string) => `Reason from our team: ${note}`,
  reviewRejectedFiles: (titles: string) =>
    `Not approved: ${titles}. Upload a new one under My Files; our team then reviews it again.`,
  reviewRejectedNoFile:
    'Change what the reason names in your company profile, or upload the document it asks for under My Files; our team then reviews it again.',
  goToDocuments: 'Go to My Files',
  fileHint: 'PDF, PNG, JPG, GIF up to 10MB',
  loadingFiles: 'Loading files...',
  // Ours: server answers.
  fileTooLarge: 'The file is larger than 10 MB.',
  fileTypeNotAllowed: 'Only PDF, PNG, JPG and GIF files are accepted.',
  fileMissing: 'Please choose a file to upload.',
  fileLabelInvalid: 'Please choose a file type from the list.',
  titleTooLong: 'File title must be at most 200 characters.',
  fileNotFound: 'File not found.',
  linkInvalid: 'This link is invalid or has expired.',
} as const;
