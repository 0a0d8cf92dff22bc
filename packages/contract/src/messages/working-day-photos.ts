// Issue 31 "Photos of the work": the texts of an appointment's before and after photos; see ../messages.ts.
import { defineMessages } from '../i18n.ts';

export const PHOTOS = defineMessages('working-day-photos', {
  heading: 'Photos',
  before: 'Before',
  after: 'After',
  takePhoto: 'Take photo',
  chooseFromLibrary: 'Choose from library',
  none: 'No photos yet.',
  uploading: 'Uploading photo…',
  waitingToSync: 'Waiting to sync',
  delete: 'Delete photo',
  deleted: 'Photo deleted.',
  /** `kind`: the photo's kind, before or after. */
  photoAlt: '{kind, select, before {Before photo {n}} other {After photo {n}}}',
  limitReached: 'This job already has 30 photos. Delete one before adding another.',
  notAnImage: 'That file is not a photo. Choose a JPEG, PNG or WebP image.',
  tooLarge: 'That photo is larger than 10 MB.',
  notFound: 'That photo was not found.',
  uploadFailed: 'The photo could not be uploaded. Try again.',
  // Issue 38 item 13: a thumbnail opens the photo full size, with the job's other photos before and after it.
  openPhoto: 'Open {alt} full size',
  viewerPosition: '{n} of {total}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  closeViewer: 'Close',
  consoleHeading: 'Photos of the work',
  consoleNone: 'No photos for this booking.',
});
