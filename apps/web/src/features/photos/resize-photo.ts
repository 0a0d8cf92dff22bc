// Issue 31: a photo is made smaller in the browser before it is sent (a 12-megapixel phone JPEG
// leaves as at most 1 MB). browser-image-compression redraws it on a canvas: the EXIF orientation is
// applied to the pixels (the photo stays the right way up) and every metadata block, the location
// among them, is left behind. The library is a chunk of its own, so the detail page's chunk does not
// carry it.

const MAX_UPLOAD_MB = 0.9;
const MAX_EDGE_PX = 2048;

type Compress = typeof import('browser-image-compression').default;
let loading: Promise<Compress> | null = null;

/**
 * Fetches the library once. The photos card calls it when it mounts, while the page still has its
 * connection: a photo taken offline later must not need the network to be resized. (A page the service
 * worker does not control yet, such as the first visit, cannot get the chunk from its precache.) A failed
 * load is forgotten, so the next photo tries again.
 */
export function loadResizer(): Promise<Compress> {
  loading ??= import('browser-image-compression').then(
    (m) => m.default,
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

export async function resizePhoto(file: File): Promise<Blob> {
  const compress = await loadResizer();
  return compress(file, {
    maxSizeMB: MAX_UPLOAD_MB,
    maxWidthOrHeight: MAX_EDGE_PX,
    fileType: 'image/jpeg',
    preserveExif: false,
    useWebWorker: false,
  });
}
