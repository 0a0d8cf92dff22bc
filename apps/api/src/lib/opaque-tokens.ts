import crypto from 'node:crypto';

// Every token a person is handed that the API looks up again (docs/architecture.md "Signed links"): refresh
// tokens, one-time links (password reset, email verification and change, invitations), the customer's approval
// link of extra time, a calendar feed's address. A token is 256 random bits (base64url); only its SHA-256
// digest is stored, so the table can never hand a working one out. Links that are checked without a row
// (a file's, a photo's, an unsubscribe link) are signed instead: lib/signed-links.ts.

/** A new token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** What is stored of a token, and looked up by. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('base64url');
