// Issue 31: a photo is made smaller in the browser before it is sent (a 12-megapixel phone JPEG
// leaves as at most 1 MB). browser-image-compression redraws it on a canvas: the EXIF orientation is
// applied to the pixels (the photo stays the right way up) and every metadata block, the location
// among them, is left behind. The library is loaded only when a photo is chosen, so the detail
// page's chunk does not carry it.

export const MAX_UPLOAD_MB = 0.9;
export const MAX_EDGE_PX = 2048;

export async function resizePhoto(file: File): Promise<Blob> {
  const { default: compress } = await import('browser-image-compression');
  return compress(file, {
    maxSizeMB: MAX_UPLOAD_MB,
    maxWidthOrHeight: MAX_EDGE_PX,
    fileType: 'image/jpeg',
    preserveExif: false,
    useWebWorker: false,
  });
}
