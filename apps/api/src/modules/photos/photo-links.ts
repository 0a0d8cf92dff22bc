import { DiskStorage } from '../../storage/disk-storage.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { LINK_TTL_SECONDS } from '../../storage/file-storage.ts';
import { checkLink, linkKeys, signLink, type LinkSecrets } from '../../lib/signed-links.ts';

// A photo's `url` goes through the documents' door: a presigned GET to the bucket under S3 storage,
// and on disk a short-lived signed link the API serves itself. The disk link has its own key (not the
// documents' one), so a photo's signature can never open the document with the same id.

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

/** The name a photo opens and saves under (Content-Disposition): `photo-12.jpg`. */
export const photoFileName = (photo: { id: number; contentType: string }) =>
  `photo-${photo.id}${EXTENSIONS[photo.contentType] ?? ''}`;

export interface PhotoLinks {
  url(photo: { id: number; appointmentId: number; storageKey: string; contentType: string }): Promise<string>;
  check(photoId: number, expires: number, signature: string): 'valid' | 'expired' | 'invalid';
}

export function photoLinks(storage: FileStorage, secrets: LinkSecrets): PhotoLinks {
  const key = linkKeys('photo', secrets);
  return {
    async url(photo) {
      if (!(storage instanceof DiskStorage)) {
        return storage.link({
          id: photo.id,
          storageKey: photo.storageKey,
          contentType: photo.contentType,
          downloadName: photoFileName(photo),
        });
      }
      const expires = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
      const query = new URLSearchParams({ expires: String(expires), signature: signLink(key, photo.id, expires) });
      return `/api/appointment/${photo.appointmentId}/photos/${photo.id}/content?${query}`;
    },
    check: (photoId, expires, signature) => checkLink(key, photoId, expires, signature),
  };
}
