import type { PhotoKind } from '@vendor-portal/contract/photos';

// Issue 54 item 15: a checklist item that needs a photo opens the camera from the item itself. The photos card
// (features/photos) gives its camera input this id; the checklist (features/visit) points a <label> at it, so a tap
// on the item's "Take the photo" opens the same camera, and the photo is uploaded where the others are.

/** The id of the job page's camera input for photos of `kind`. */
export const photoCameraInputId = (kind: PhotoKind): string => `photo-camera-${kind}`;
