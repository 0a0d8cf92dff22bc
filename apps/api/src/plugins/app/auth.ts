import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { vendorMembers } from '../../db/schema.ts';
import { AppError, notFound, unauthenticated } from '../../lib/errors.ts';
import type { Role } from '@vendor-portal/contract/ops/staff';
import { GENERAL } from '@vendor-portal/contract/messages';
import { isStaffRole } from '@vendor-portal/contract/ops/staff-roles';
import { may, type Capability, type MemberRole } from '@vendor-portal/contract/team';
import { IdentityCache, type IdentityCacheOptions } from '../../identity/identity-cache.ts';
import { API_KEY_PREFIX } from '@vendor-portal/contract/api-keys';
import { ApiKeyCache, authenticateApiKey, keyScopeRefused, type RequestApiKey } from '../../identity/api-keys.ts';

// docs/product-spec.md §6: every data call carries `Authorization: Bearer <idToken>`. Routes under a plugin that
// calls `protectRoutes` are authenticated unless their route config says `public: true`, so a new
// route is private by default.

export interface Identity {
  id: string;
  email: string;
  tokenIssuedAt: number;
  /** The session (refresh family) the token was issued for; null for a token of no session. */
  sessionId: string | null;
  /** An agreement is in effect that this identity has not signed (read by the agreement gate). */
  agreementMissing: boolean;
  /** vendor, or staff (docs/architecture.md "Review and audit"); read from the account, not the token. */
  role: Role;
  /** Set when the request came with an API key: it acts as the company's owner (`id` is the owner's). */
  apiKey?: RequestApiKey;
}

/** Who asks, in its company (docs/architecture.md "A company with a crew"): read from the database, never the token. */
export interface Membership {
  vendorId: number;
  memberId: number;
  role: MemberRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
    /** The identity's membership (undefined = not looked up yet, null = no company). */
    membershipCache: Membership | null | undefined;
  }
  interface FastifyInstance {
    identityCache: IdentityCache;
    apiKeyCache: ApiKeyCache;
    /** The clock of API keys' rate limit and lastUsedAt (the server's injected `now`). */
    apiKeyNow: () => Date;
  }
  interface FastifyContextConfig {
    public?: boolean;
    /**
     * What the member's role must be allowed (contract/team.ts CAPABILITIES): checked before the body is
     * read, so a role that may not answers 403 role-forbidden whatever it sends.
     */
    capability?: Capability;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

export default fp(async function authPlugin(
  app: FastifyInstance,
  options: Pick<IdentityCacheOptions, 'hearLocalPublishes' | 'now'> & { clock?: () => Date },
) {
  app.decorateRequest('identity', null);
  app.decorateRequest('membershipCache', undefined);
  const cache = new IdentityCache(app.db, app.bus, {
    enabled: app.config.IDENTITY_CACHE,
    hearLocalPublishes: options.hearLocalPublishes,
    now: options.now,
  });
  app.decorate('identityCache', cache);
  app.addHook('onClose', async () => cache.close());
  const clock = options.clock ?? (() => new Date());
  const keys = new ApiKeyCache(app.db, app.bus, {
    enabled: app.config.IDENTITY_CACHE,
    hearLocalPublishes: options.hearLocalPublishes,
    now: () => clock().getTime(),
  });
  app.decorate('apiKeyCache', keys);
  app.decorate('apiKeyNow', clock);
  app.addHook('onClose', async () => keys.close());
});

/** Adds the authentication hook to every route of `scope` (call inside an encapsulated plugin): vendors only. */
export function protectRoutes(scope: FastifyInstance): void {
  const authenticate = identityAuthenticator(scope);
  const authenticateKey = apiKeyAuthenticator(scope);
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const identity = bearerToken(request)?.startsWith(API_KEY_PREFIX)
      ? await authenticateKey(request)
      : await authenticate(request);
    // Staff work in the review console (/api/ops); vendor routes are the vendor's own data.
    if (isStaffRole(identity.role)) throw new AppError('vendor-only');
    const capability = request.routeOptions.config?.capability;
    if (capability) await requireCapability(request, capability);
  });
}

/**
 * Checks the request's bearer idToken against the account and sets `request.identity`; 401 when it
 * is missing or no longer valid. Shared by the vendor routes and the ops routes (staff tokens).
 */
export function identityAuthenticator(scope: FastifyInstance): (request: FastifyRequest) => Promise<Identity> {
  // What the check reads (the identity still exists, its password has not changed since the token
  // was issued: a reset signs every device out; its session; its vendor id for requireVendorId;
  // whether it still has to sign the agreement in effect) comes from the identity cache, which reads
  // it in one query when it does not hold it (docs/architecture.md "The identity check from memory").
  const cache = scope.identityCache;
  return async (request) => {
    const token = bearerToken(request);
    // An API key is for the vendor routes only (protectRoutes): never the account's, the team's or the console's.
    if (token?.startsWith(API_KEY_PREFIX)) throw keyScopeRefused();
    const claims = token ? await scope.tokens.verify(token) : null;
    if (!claims || !UUID.test(claims.sub) || (claims.sid !== undefined && !UUID.test(claims.sid)))
      throw unauthenticated();
    const row = await cache.accepts(claims);
    if (!row) throw unauthenticated();
    request.identity = {
      id: claims.sub,
      email: claims.email,
      tokenIssuedAt: claims.iat,
      sessionId: claims.sid ?? null,
      agreementMissing: row.agreementMissing,
      role: row.role,
    };
    request.membershipCache =
      row.vendorId !== null && row.memberId !== null && row.memberRole !== null
        ? { vendorId: row.vendorId, memberId: row.memberId, role: row.memberRole }
        : null;
    return request.identity;
  };
}

/**
 * An API key's request (docs/architecture.md "Partners"): the key is checked (identity/api-keys.ts), then the
 * company's owner it acts as, through the identity cache like any token (an owner's identity that changed is read
 * again), and the request goes on as that owner, naming the key.
 */
function apiKeyAuthenticator(scope: FastifyInstance): (request: FastifyRequest) => Promise<Identity> {
  const now = scope.apiKeyNow;
  return async (request) => {
    const key = await authenticateApiKey(request, bearerToken(request)!, scope.apiKeyCache, now);
    const owner = await scope.identityCache.check(key.ownerIdentityId, null);
    if (!owner || owner.vendorId !== key.vendorId || owner.memberId === null || owner.memberRole === null)
      throw unauthenticated();
    request.identity = {
      id: key.ownerIdentityId,
      email: `api-key:${key.id}`,
      tokenIssuedAt: Math.floor(now().getTime() / 1000),
      sessionId: null,
      agreementMissing: owner.agreementMissing,
      role: owner.role,
      apiKey: { id: key.id, name: key.name },
    };
    request.membershipCache = { vendorId: key.vendorId, memberId: owner.memberId, role: owner.memberRole };
    return request.identity;
  };
}

/** The authenticated identity; throws 401 when the route is reached without one. */
export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthenticated();
  return request.identity;
}

/** The signed-in identity's company, member id and role; 404 when the identity has no company yet. */
export async function requireMember(request: FastifyRequest): Promise<Membership> {
  const identity = requireIdentity(request);
  if (request.membershipCache === undefined) {
    const [row] = await request.server.db
      .select({ vendorId: vendorMembers.vendorId, memberId: vendorMembers.id, role: vendorMembers.role })
      .from(vendorMembers)
      .where(and(eq(vendorMembers.identityId, identity.id), eq(vendorMembers.status, 'active')))
      .limit(1);
    request.membershipCache = row ?? null;
  }
  if (request.membershipCache === null) throw notFound(GENERAL.vendorNotOnboarded);
  return request.membershipCache;
}

/** The vendor id of the signed-in identity's company; 404 when the identity has no company yet. */
export async function requireVendorId(request: FastifyRequest): Promise<number> {
  return (await requireMember(request)).vendorId;
}

/** The membership, when its role may do `capability` (contract/team.ts CAPABILITIES); 403 role-forbidden otherwise. */
async function requireCapability(request: FastifyRequest, capability: Capability): Promise<Membership> {
  const member = await requireMember(request);
  if (!may(member.role, capability)) throw new AppError('role-forbidden');
  return member;
}

/**
 * Whether the signed-in identity may sign the vendor agreement: the owner signs for the company, and an
 * identity with no company yet signs in onboarding; 403 role-forbidden for every other member.
 */
export async function requireMaySignAgreement(request: FastifyRequest): Promise<void> {
  try {
    await requireCapability(request, 'signAgreement');
  } catch (err) {
    if (err instanceof AppError && err.code === 'not-found') return;
    throw err;
  }
}
