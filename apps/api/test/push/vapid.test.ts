import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { createVapidSigner, generateVapidKeys, VAPID_TOKEN_LIFETIME_S } from '../../src/lib/push.ts';
import { fairOrder } from '../../src/lib/push-queue.ts';

// RFC 8292 §2: one VAPID token per push service's origin, reused until near its `exp` (at most 24 hours ahead),
// so that a booking's thousands of messages cost one signature per push service, not one each.

const vapid = generateVapidKeys();
const point = Buffer.from(vapid.publicKey, 'base64url');
const publicJwk = {
  kty: 'EC',
  crv: 'P-256',
  x: point.subarray(1, 33).toString('base64url'),
  y: point.subarray(33).toString('base64url'),
};
const tokenOf = (header: string) => /^vapid t=([^,]+), k=(.+)$/.exec(header)!;

describe('the VAPID token', () => {
  it('is signed once per origin and reused until an hour before its exp, on the injected clock', async () => {
    let at = new Date('2026-03-01T12:00:00Z');
    const signer = createVapidSigner({ vapid, contact: 'mailto:ops@example.com', now: () => at });
    const first = await signer.authorization('https://fcm.googleapis.com/fcm/send/abc');
    // The same origin, another device, and many at once: the same token.
    const same = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signer.authorization(`https://fcm.googleapis.com/fcm/send/d${i}`)),
    );
    expect(new Set(same)).toEqual(new Set([first]));
    const [, token, k] = tokenOf(first);
    expect(k).toBe(vapid.publicKey);
    expect(decodeProtectedHeader(token!)).toEqual({ typ: 'JWT', alg: 'ES256' });
    const claims = decodeJwt(token!);
    expect(claims).toEqual({
      aud: 'https://fcm.googleapis.com',
      exp: at.getTime() / 1000 + VAPID_TOKEN_LIFETIME_S,
      sub: 'mailto:ops@example.com',
    });
    expect(VAPID_TOKEN_LIFETIME_S).toBeLessThanOrEqual(24 * 3600);
    // The signature holds under the public key the browsers subscribed with.
    await jwtVerify(token!, await importJWK(publicJwk, 'ES256'), {
      audience: 'https://fcm.googleapis.com',
      currentDate: at,
    });

    // Another push service: a token of its own, for its origin (the port is part of it).
    const other = tokenOf(await signer.authorization('https://127.0.0.1:8443/push/x'))[1]!;
    expect(decodeJwt(other).aud).toBe('https://127.0.0.1:8443');

    // Still reused an hour and a second before it expires…
    at = new Date(at.getTime() + (VAPID_TOKEN_LIFETIME_S - 3601) * 1000);
    expect(await signer.authorization('https://fcm.googleapis.com/fcm/send/abc')).toBe(first);
    // …and signed again once within the last hour, with a new exp.
    at = new Date(at.getTime() + 2000);
    const renewed = await signer.authorization('https://fcm.googleapis.com/fcm/send/abc');
    expect(renewed).not.toBe(first);
    expect(decodeJwt(tokenOf(renewed)[1]!).exp).toBe(Math.floor(at.getTime() / 1000) + VAPID_TOKEN_LIFETIME_S);
  });
});

describe('the order a batch leaves in', () => {
  it("is every company's first device, then every company's second: none behind another's second phone", () => {
    // The queue's order: company 1's two devices, then company 2's, then a member of the provider's staff.
    const rows = [
      { id: 1, company: 1 },
      { id: 2, company: 1 },
      { id: 3, company: 2 },
      { id: 4, company: 2 },
      { id: 5, company: 3 },
      { id: 6, company: 'staff-9' },
    ];
    expect(fairOrder(rows, (r) => r.company).map((r) => r.id)).toEqual([1, 3, 5, 6, 2, 4]);
  });
});
