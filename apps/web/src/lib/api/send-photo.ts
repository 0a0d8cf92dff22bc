import type { AppointmentPhoto, PhotoKind } from '@vendor-portal/contract/photos';
import { ACTIONS } from '@vendor-portal/contract/messages';
import { getStoredToken } from '../browser/storage.ts';
import { API_BASE, ApiError } from './api-client.ts';

// POST /api/appointment/{id}/photos (issue 31): the fetcher of the photo hooks
// (features/photos/api/upload-photo.ts) and of the offline outbox (lib/offline/note-outbox.ts), which
// sends a photo taken offline with the key it was given then. XMLHttpRequest, not fetch: only it
// reports the upload's progress. Errors are the client's ApiError, a lost connection status 0.

export interface PhotoUpload {
  appointmentId: number;
  kind: PhotoKind;
  file: Blob;
  idempotencyKey: string;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
}

export function uploadPhoto(upload: PhotoUpload): Promise<AppointmentPhoto> {
  const form = new FormData();
  // The field first: the server reads it before the file.
  form.append('kind', upload.kind);
  form.append('file', upload.file, 'photo.jpg');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/appointment/${upload.appointmentId}/photos`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', upload.idempotencyKey);
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress?.(event.loaded / event.total);
    };
    const lost = () => reject(new ApiError(0, ACTIONS.networkUnreachable, undefined, undefined, upload.idempotencyKey));
    xhr.onerror = lost;
    xhr.onabort = lost;
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as unknown as AppointmentPhoto);
      const message = typeof data?.message === 'string' && data.message ? data.message : undefined;
      reject(
        new ApiError(
          xhr.status,
          message ?? `Request failed with status ${xhr.status}`,
          typeof data?.code === 'string' ? data.code : undefined,
          message,
        ),
      );
    };
    xhr.send(form);
  });
}

function parseBody(text: string): { message?: unknown; code?: unknown } | null {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
