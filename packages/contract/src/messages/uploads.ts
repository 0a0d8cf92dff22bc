// How an uploaded file is told apart from another of the same title (Account 'Files Uploaded'); see ../messages.ts.
// Spanish: ./es/uploads.ts.
import { defineMessages } from '../i18n.ts';

export const UPLOADS_MESSAGES = defineMessages('uploads', {
  /** Beside each upload: when it was uploaded and how big it is. */
  details: 'Uploaded {date} · {size}',
  /** Uploads of one title that the line above cannot tell apart (issue 28 item 10): which one it is. */
  nthOfTitle: '{details} · upload {n} of {of}',
  // Issue 38 item 4: an image is stored only once the whole file has been read as one.
  imageUnreadable: 'That image could not be read: the file is damaged or is not wholly an image.',
  imageTooManyPixels: 'That image has too many pixels (at most 50 megapixels). Save a smaller copy and try again.',
});

const UPLOADS_COMPOSED = {
  // A size's unit is a symbol, the same in every language: no message (its number is formatted by the caller).
  bytes: (n: number) => `${n} B`,
  kilobytes: (n: string) => `${n} KB`,
  megabytes: (n: string) => `${n} MB`,
};
/** The catalogue and its composed texts, one object: callers read `UPLOADS.x` as before, each in the active language. */
export const UPLOADS = Object.defineProperties(
  UPLOADS_COMPOSED,
  Object.getOwnPropertyDescriptors(UPLOADS_MESSAGES),
) as typeof UPLOADS_MESSAGES & typeof UPLOADS_COMPOSED;
