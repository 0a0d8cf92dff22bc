// How an uploaded file is told apart from another of the same title (Account 'Files Uploaded'); see ../messages.ts.

export const UPLOADS = {
  /** Beside each upload: when it was uploaded and how big it is. */
  details: (date: string, size: string) => `Uploaded ${date} · ${size}`,
  /** Uploads of one title that the line above cannot tell apart (issue 28 item 10): which one it is. */
  nthOfTitle: (details: string, n: number, of: number) => `${details} · upload ${n} of ${of}`,
  bytes: (n: number) => `${n} B`,
  kilobytes: (n: string) => `${n} KB`,
  megabytes: (n: string) => `${n} MB`,
  // Issue 38 item 4: an image is stored only once the whole file has been read as one.
  imageUnreadable: 'That image could not be read: the file is damaged or is not wholly an image.',
  imageTooManyPixels: 'That image has too many pixels (at most 50 megapixels). Save a smaller copy and try again.',
} as const;
