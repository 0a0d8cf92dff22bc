import crypto from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@vendor-portal/contract/i18n';
import type { Db, Tx } from '../../db/client.ts';
import { jobLinks } from '../../db/schema.ts';

// docs/architecture.md "The customer's page" (decision 064): one customer token per booking, 256 bits, derived
// from the signing secret and the booking's id (so the confirmation and every later customer mail carry the same
// link without the database ever holding the token); the database keeps only its SHA-256, written when the link
// is first made, and a request is looked up by that digest.

export interface JobLinkKeys {
  /** The key the tokens are derived with (from AUTH_SECRET, never the secret itself). */
  key: Buffer;
  /** The public origin the links open (PUBLIC_URL). */
  publicUrl: string;
}

export const deriveJobLinkKey = (authSecret: string): Buffer =>
  crypto.createHmac('sha256', authSecret).update('customer-job-link').digest();

/** The booking's token: HMAC-SHA256 of its id, base64url (43 characters). */
export const jobToken = (key: Buffer, appointmentId: number): string =>
  crypto.createHmac('sha256', key).update(`job:${appointmentId}`).digest('base64url');

/** What the database keeps of a token. */
export const jobTokenDigest = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The customer's link of a booking (`/job?token=…`, `&lang=es` for a Spanish customer so the page paints in it),
 * its digest stored on the way. A new signing secret makes a new token: the row takes its digest, so the old link
 * ends and the next mail carries the new one.
 */
export async function customerJobUrl(
  tx: Db | Tx,
  keys: JobLinkKeys,
  appointmentId: number,
  language: Language,
): Promise<string> {
  const token = jobToken(keys.key, appointmentId);
  const tokenDigest = jobTokenDigest(token);
  await tx
    .insert(jobLinks)
    .values({ appointmentId, tokenDigest })
    .onConflictDoUpdate({ target: jobLinks.appointmentId, set: { tokenDigest } });
  return `${keys.publicUrl}/job?token=${token}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`;
}
