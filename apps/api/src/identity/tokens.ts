import crypto from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { ROLES, type Role } from '@vendor-portal/contract/ops/staff';
import type { MemberRole } from '@vendor-portal/contract/team';

// idTokens: HS256 JWTs, 1 hour (docs/architecture.md "Identity"). The newest key signs; older keys
// still verify until their tokens expire, so a key can be rotated without signing anyone out.

export const ID_TOKEN_TTL_SECONDS = 60 * 60;
const TOKEN_ISSUER = 'vendor-portal';
const TOKEN_AUDIENCE = 'vendor-portal-api';

export interface IdTokenClaims {
  sub: string;
  email: string;
  iat: number;
  exp: number;
  /** The account's token version when issued (a password reset raises it); 0 when absent. */
  tv: number;
  /** The refresh family (session) the token was issued for; absent for tokens of no session. */
  sid?: string;
  /** Whether the account's email was verified when the token was issued (the claim `email_verified`). */
  email_verified: boolean;
  /** vendor, reviewer or admin (docs/architecture.md "Review and audit"); a token without it is a vendor's. */
  role: Role;
  /**
   * The company and the role in it when the token was issued (docs/architecture.md "A company with a crew"):
   * for the portal's menu only; the server decides from the database.
   */
  vendorId?: number;
  memberRole?: MemberRole;
}

/** The identity's company when a token is signed (absent before onboarding). */
export interface TokenMember {
  vendorId: number;
  role: MemberRole;
}

interface Key {
  kid: string;
  /** Imported once: importing the raw secret on every verification was a visible share of CPU. */
  cryptoKey: Promise<crypto.webcrypto.CryptoKey>;
}

function toKey(secret: string): Key {
  const raw = new TextEncoder().encode(secret);
  return {
    kid: crypto.createHash('sha256').update(secret).digest('base64url').slice(0, 16),
    cryptoKey: crypto.webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]),
  };
}

/**
 * How many verified tokens a process remembers. A vendor's app sends the same token for up to an hour, and
 * checking its signature again (WebCrypto HMAC, a thread-pool round trip) was a tenth of a list request's CPU.
 */
const VERIFIED_TOKENS = 20_000;

export class TokenService {
  private readonly signing: Key;
  private readonly verifying: Map<string, Key>;
  /**
   * Tokens whose signature and claims were checked, by their exact text (only a token this service verified can
   * be found here, so a forged one never is). Expiry is checked again on every use; the identity check after
   * this (token version, role, account) is not cached here but in identity/identity-cache.ts.
   */
  private readonly verified = new LRUCache<string, IdTokenClaims>({ max: VERIFIED_TOKENS });

  constructor(currentSecret: string, previousSecrets: string[] = []) {
    this.signing = toKey(currentSecret);
    this.verifying = new Map([this.signing, ...previousSecrets.map(toKey)].map((k) => [k.kid, k]));
  }

  async sign(
    identity: {
      id: string;
      email: string;
      tokenVersion?: number;
      emailVerified?: boolean;
      role?: Role;
      member?: TokenMember | null;
    },
    now = Date.now(),
    sessionId?: string,
  ): Promise<{ idToken: string; expiresIn: number }> {
    const iat = Math.floor(now / 1000);
    const idToken = await new SignJWT({
      email: identity.email,
      tv: identity.tokenVersion ?? 0,
      email_verified: identity.emailVerified ?? false,
      role: identity.role ?? 'vendor',
      ...(sessionId ? { sid: sessionId } : {}),
      ...(identity.member ? { vendorId: identity.member.vendorId, memberRole: identity.member.role } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', kid: this.signing.kid, typ: 'JWT' })
      .setSubject(identity.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ID_TOKEN_TTL_SECONDS)
      .setJti(crypto.randomUUID())
      .sign(await this.signing.cryptoKey);
    return { idToken, expiresIn: ID_TOKEN_TTL_SECONDS };
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, wrong alg…). */
  async verify(token: string): Promise<IdTokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // As jose decides: expired once `exp` is not after the current second.
      if (known.exp > Math.floor(Date.now() / 1000)) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.check(token);
    if (claims) this.verified.set(token, Object.freeze(claims));
    return claims;
  }

  private async check(token: string): Promise<IdTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = header.kid ? this.verifying.get(header.kid) : undefined;
          if (!key) throw new joseErrors.JWSSignatureVerificationFailed('unknown key');
          return key.cryptoKey;
        },
        {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        },
      );
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      const tv = payload.tv ?? 0;
      if (typeof tv !== 'number' || !Number.isSafeInteger(tv)) return null;
      if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
      const role = payload.role ?? 'vendor';
      if (!ROLES.includes(role as Role)) return null;
      return {
        sub: payload.sub,
        email: payload.email,
        iat: payload.iat!,
        exp: payload.exp!,
        tv,
        email_verified: payload.email_verified === true,
        role: role as Role,
        ...(payload.sid ? { sid: payload.sid } : {}),
      };
    } catch {
      return null;
    }
  }
}
