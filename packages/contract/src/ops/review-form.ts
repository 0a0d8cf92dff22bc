import { z } from 'zod';
import { CONSOLE } from '../messages/ops.ts';
import { reviewFileBody, reviewVendorBody } from './staff.ts';

// The console's decision on a vendor or on one of its documents (docs/how-to/forms.md): approve (a
// document of a kind that expires with its expiry date), or reject with a reason. The fields are the
// bodies' own (reviewVendorBody.reviewNote, reviewFileBody.note and expiresAt), with the console's words.

/** Reject: the reason the vendor is mailed. */
export const reviewRejectForm = z.object({
  reason: reviewVendorBody.shape.reviewNote.unwrap().min(1, CONSOLE.reasonRequired),
});
export type ReviewRejectForm = z.infer<typeof reviewRejectForm>;

/** Approve a document of a kind that expires: its expiry date (the date input's YYYY-MM-DD). */
export const reviewApproveExpiringForm = z.object({
  expiresAt: z.string().min(1, CONSOLE.expiryRequired).pipe(reviewFileBody.shape.expiresAt.unwrap()),
});
/** Approve anything else: nothing to fill in. */
export const reviewApproveForm = z.object({});
