import { describe, expect, it } from 'vitest';
import {
  checkLink,
  linkKeys,
  signLink,
  signMessage,
  verifyMessage,
  type LinkPurpose,
} from '../src/lib/signed-links.ts';
import { hashToken, newToken } from '../src/lib/opaque-tokens.ts';

// docs/architecture.md "Signed links": one signer for every signed URL, with key rotation (decision 067), and one
// maker of the tokens stored by their digest.

const BEFORE = 'before-rotation-secret-0123456789abcdef';
const NEXT = 'after-rotation-secret-0123456789abcdefgh';
const LATER = 'much-later-secret-0123456789abcdefghijkl';
const EXPIRES = 1_900_000_000;
// The digest the approval, one-time and refresh tokens were stored by before lib/opaque-tokens.ts.
const DIGEST_BEFORE = 'bATBLbONC7tQFCSzIuvGjkIQpBbrjgWr4hqy1syrmNg';

// Signatures made by the hand-written signers this module replaced, from BEFORE: links already mailed or shown.
const SIGNED_BEFORE: Array<[LinkPurpose, string, string]> = [
  ['file', `5.${EXPIRES}`, 'wF4cfYWO9g7baogAQUCZvnlKb578_-DgmXehQkY_vTc'],
  ['photo', `12.${EXPIRES}`, 'f7NEMYMuAOIZEMcYQnBchM49FM1DdSBocLABvYwcc4E'],
  ['signature', `7.${EXPIRES}`, '-wXgdKpWUUsc1d30t9nyOQCY3HTV7ZH_ir5-Y08n5AU'],
  ['unsubscribe', `unsubscribe.member.3.0.${EXPIRES}`, 'mbnbyq06ld0UcCFDY4t-A2Cbl5MtW23sq9tW-d6I_70'],
];

describe('signed links', () => {
  it.each(SIGNED_BEFORE)(
    'a %s link signed before still verifies, and is signed the same way',
    (purpose, message, sig) => {
      const keys = linkKeys(purpose, { current: BEFORE });
      expect(signMessage(keys, message)).toBe(sig);
      expect(verifyMessage(keys, message, sig)).toBe(true);
    },
  );

  it.each(SIGNED_BEFORE)('a %s link of the previous secret verifies after rotation', (purpose, message, sig) => {
    const rotated = linkKeys(purpose, { current: NEXT, previous: [BEFORE] });
    expect(verifyMessage(rotated, message, sig)).toBe(true);
    // The new secret signs.
    expect(signMessage(rotated, message)).toBe(signMessage(linkKeys(purpose, { current: NEXT }), message));
    expect(signMessage(rotated, message)).not.toBe(sig);
  });

  it.each(SIGNED_BEFORE)('a %s link of a retired secret does not verify', (purpose, message, sig) => {
    expect(verifyMessage(linkKeys(purpose, { current: NEXT }), message, sig)).toBe(false);
    expect(verifyMessage(linkKeys(purpose, { current: LATER, previous: [NEXT] }), message, sig)).toBe(false);
  });

  it.each(SIGNED_BEFORE)('a tampered %s link does not verify', (purpose, message, sig) => {
    const keys = linkKeys(purpose, { current: NEXT, previous: [BEFORE] });
    expect(verifyMessage(keys, message.replace(String(EXPIRES), String(EXPIRES + 1)), sig)).toBe(false);
    expect(verifyMessage(keys, message, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(verifyMessage(keys, message, sig.slice(1))).toBe(false);
    expect(verifyMessage(keys, message, '')).toBe(false);
  });

  it("one kind's signature never opens another kind's link", () => {
    const photo = linkKeys('photo', { current: BEFORE });
    const file = linkKeys('file', { current: BEFORE });
    expect(checkLink(file, 12, EXPIRES, signLink(photo, 12, EXPIRES), 0)).toBe('invalid');
  });

  it('a link with a previous key still expires', () => {
    const sig = signLink(linkKeys('file', { current: BEFORE }), 5, EXPIRES);
    const rotated = linkKeys('file', { current: NEXT, previous: [BEFORE] });
    expect(checkLink(rotated, 5, EXPIRES, sig, EXPIRES * 1000)).toBe('valid');
    expect(checkLink(rotated, 5, EXPIRES, sig, EXPIRES * 1000 + 1)).toBe('expired');
  });
});

describe('opaque tokens', () => {
  it('are 256 random bits, stored by the digest they always had', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken('a-customer-approval-token')).toBe(DIGEST_BEFORE);
  });
});
