import crypto from 'node:crypto';

// Every signed URL the API hands out (docs/architecture.md "Signed links"): a file's, a photo's and a signature's
// disk link, and a mailed unsubscribe link. One signer and one verifier, with key rotation like the idTokens'
// (decision 067): each kind of link has its own key, derived from the auth secret and the kind's label (so a
// photo's signature never opens the document with the same id), the current secret's key signs, and the keys of
// AUTH_PREVIOUS_SECRETS still verify, so rotating AUTH_SECRET ends no link already mailed or shown. A secret
// taken out of AUTH_PREVIOUS_SECRETS retires its links. What a link signs, and its URL, are its module's.

/** The kinds of link; the label is part of each key, so changing one would end every link of its kind. */
const LINK_PURPOSES = {
  file: 'vendor-file-links/v1',
  photo: 'appointment-photo-links/v1',
  signature: 'appointment-signature-links/v1',
  unsubscribe: 'new-job-unsubscribe/v1',
} as const;

export type LinkPurpose = keyof typeof LINK_PURPOSES;

/** The keys of one kind of link: the first signs, every one verifies. */
export interface LinkKeys {
  readonly signing: Buffer;
  readonly verifying: readonly Buffer[];
}

/** The secrets keys come from: the current one and those still accepted (newest first). */
export interface LinkSecrets {
  current: string;
  previous?: readonly string[];
}

const derive = (secret: string, purpose: LinkPurpose) =>
  crypto.createHmac('sha256', secret).update(LINK_PURPOSES[purpose]).digest();

export function linkKeys(purpose: LinkPurpose, secrets: LinkSecrets): LinkKeys {
  const signing = derive(secrets.current, purpose);
  return { signing, verifying: [signing, ...(secrets.previous ?? []).map((s) => derive(s, purpose))] };
}

const mac = (key: Buffer, message: string) => crypto.createHmac('sha256', key).update(message).digest('base64url');

/** The signature of `message` (base64url, as it goes into a query). */
export function signMessage(keys: LinkKeys, message: string): string {
  return mac(keys.signing, message);
}

/** Whether `signature` is one of the keys' signature of `message` (compared in constant time). */
export function verifyMessage(keys: LinkKeys, message: string, signature: string): boolean {
  const given = Buffer.from(signature);
  let valid = false;
  for (const key of keys.verifying) {
    const expected = Buffer.from(mac(key, message));
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) valid = true;
  }
  return valid;
}

// A short-lived link to a stored thing: the signature binds its id to the expiry (seconds). Ids are never reused,
// so a deleted thing's link can only find nothing (404).

export function signLink(keys: LinkKeys, id: number, expires: number): string {
  return signMessage(keys, `${id}.${expires}`);
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkLink(
  keys: LinkKeys,
  id: number,
  expires: number,
  signature: string,
  nowMs = Date.now(),
): LinkCheck {
  if (!verifyMessage(keys, `${id}.${expires}`, signature)) return 'invalid';
  return expires * 1000 < nowMs ? 'expired' : 'valid';
}
