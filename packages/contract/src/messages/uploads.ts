// How an uploaded file is told apart from another of the same title (Account 'Files Uploaded'); see ../messages.ts.

export const UPLOADS = {
  /** Beside each upload: when it was uploaded and how big it is. */
  details: (date: string, size: string) => `Uploaded ${date} · ${size}`,
  bytes: (n: number) => `${n} B`,
  kilobytes: (n: string) => `${n} KB`,
  megabytes: (n: string) => `${n} MB`,
} as const;
