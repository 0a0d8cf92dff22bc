// The ACCOUNT texts of docs/product-spec.md; see ../messages.ts. Spanish: ./es/account.ts.
import { defineMessages } from '../i18n.ts';
import type { FileLabel } from '../files.ts';

export const ACCOUNT_MESSAGES = defineMessages('account', {
  signInRequired: 'Please sign in to view your account.',
  loadingProfile: 'Loading company profile...',
  profileLoadFailed: 'Failed to load company profile.',
  filesLoadFailed: 'Failed to load uploaded files.',
  filesUnexpectedFormat: 'Received unexpected data format for files.',
  updateFailed: 'Update failed: {message}',
  uploadFailed: 'Upload failed: {message}',
  deleteFailed: 'Delete failed: {message}',
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
  // The profile's labels, by field: `profileLabels` below.
  labelTitle: 'Company Name',
  labelContactName: 'Contact Name',
  labelEmail: 'Email',
  labelPhone: 'Phone',
  labelStreet1: 'Street 1',
  labelStreet2: 'Street 2',
  labelCity: 'City',
  labelState: 'State',
  labelZipCode: 'Zip Code',
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
  reviewApprovedButRejected: 'Not approved: {titles}. Upload a new one under My Files; our team then reviews it again.',
  reviewApprovedButPending: "Waiting for our team's review: {titles}.",
  // Issue 28: the profile's decision, with the reviewer's reason; a document's own status is on its row.
  reviewRejected: 'Your vendor profile was not approved.',
  reviewReason: 'Reason from our team: {note}',
  reviewRejectedFiles: 'Not approved: {titles}. Upload a new one under My Files; our team then reviews it again.',
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
  // The name of each file type (`fileLabelNames` below): the stored label is the English one (../files.ts).
  fileBusinessLicense: 'Business License',
  fileCertificateOfInsurance: 'Certificate of Insurance',
  fileInsurance: 'Insurance',
  fileW9Form: 'W-9 Form',
  fileW9: 'W9',
  fileStateLicense: 'State License',
  fileOther: 'Other',
});

const ACCOUNT_COMPOSED = {
  /** The profile's label of each vendor field (docs/how-to/rules-and-texts.md "A field of the vendor"). */
  profileLabels: {
    get title() {
      return ACCOUNT_MESSAGES.labelTitle;
    },
    get contactName() {
      return ACCOUNT_MESSAGES.labelContactName;
    },
    get email() {
      return ACCOUNT_MESSAGES.labelEmail;
    },
    get phone() {
      return ACCOUNT_MESSAGES.labelPhone;
    },
    get street1() {
      return ACCOUNT_MESSAGES.labelStreet1;
    },
    get street2() {
      return ACCOUNT_MESSAGES.labelStreet2;
    },
    get city() {
      return ACCOUNT_MESSAGES.labelCity;
    },
    get state() {
      return ACCOUNT_MESSAGES.labelState;
    },
    get zipCode() {
      return ACCOUNT_MESSAGES.labelZipCode;
    },
  },
  /** What a person reads for a file type (the API stores and answers the English label). */
  fileLabelNames: {
    get 'Business License'() {
      return ACCOUNT_MESSAGES.fileBusinessLicense;
    },
    get 'Certificate of Insurance'() {
      return ACCOUNT_MESSAGES.fileCertificateOfInsurance;
    },
    get Insurance() {
      return ACCOUNT_MESSAGES.fileInsurance;
    },
    get 'W-9 Form'() {
      return ACCOUNT_MESSAGES.fileW9Form;
    },
    get W9() {
      return ACCOUNT_MESSAGES.fileW9;
    },
    get 'State License'() {
      return ACCOUNT_MESSAGES.fileStateLicense;
    },
    get Other() {
      return ACCOUNT_MESSAGES.fileOther;
    },
  } satisfies Record<FileLabel, string>,
};
/** The catalogue and its composed texts, one object: callers read `ACCOUNT.x` as before, each in the active language. */
export const ACCOUNT = Object.defineProperties(
  ACCOUNT_COMPOSED,
  Object.getOwnPropertyDescriptors(ACCOUNT_MESSAGES),
) as typeof ACCOUNT_MESSAGES & typeof ACCOUNT_COMPOSED;
