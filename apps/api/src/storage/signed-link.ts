import crypto from 'node:crypto';

// Disk storage links (docs/architecture.md "Files": a short-lived signed link that opens in a new tab
// without a header). The signature binds the file id to the expiry; ids are never reused, so a
// deleted file's link can only find nothing (404).

/** A key used only for file links, derived from the auth secret so no new secret needs managing. */
export function deriveLinkKey(authSecret: string): Buffer {
  return crypto.createHmac('sha256', authSecret).update('vendor-file-links/v1').digest();
}

export function signLink(key: Buffer, id: number, expires: number): string {
  return crypto.createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkLink(key: Buffer, id: number, expires: number, signature: string, nowMs = Date.now()): LinkCheck {
  const expected = Buffer.from(signLink(key, id, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 < nowMs ? 'expired' : 'valid';
}
