import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '@vendor-portal/contract/ops/staff';
import { isStaffRole, staffMay, type StaffCapability } from '@vendor-portal/contract/ops/staff-roles';
import { GENERAL } from '@vendor-portal/contract/messages';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { hit, limitOf } from '../../identity/rate-limit.ts';
import { bearerToken, identityAuthenticator } from '../../plugins/app/auth.ts';
import { API_KEY_PREFIX } from '@vendor-portal/contract/api-keys';

// docs/architecture.md "Review and audit": /api/ops accepts OPS_TOKEN (machines and the CLI, actor
// "ops-token", every right) or a staff idToken whose role may do the route's staff capability
// (contract/ops/staff-roles.ts STAFF_CAPABILITIES), which its entry in the route table names
// (`who: { staff }`, lib/route-table.ts). A route outside the table (none of /api/ops is: route-table.test.ts)
// would get `read` for a GET and `administer` otherwise.

export interface OpsActor {
  /** Who, as the audit log names them: the staff email or "ops-token". */
  actor: string;
  role: StaffRole;
  identityId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    opsActor: OpsActor | null;
  }
  interface FastifyContextConfig {
    /** What the staff role must be allowed (set from the route table's `who: { staff }`). */
    staffCapability?: StaffCapability;
  }
}

const OPS_TOKEN_ACTOR = 'ops-token';

function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

/** The staff capability a route of /api/ops needs: its entry's (`who: { staff }`). */
export function staffCapabilityOf(method: string, config: { staffCapability?: StaffCapability }): StaffCapability {
  return config.staffCapability ?? (method === 'GET' ? 'read' : 'administer');
}

/** Adds the ops authentication hook to every route of `scope`. */
export function protectOpsRoutes(scope: FastifyInstance, opsToken: string | undefined): void {
  scope.decorateRequest('opsActor', null);
  const authenticate = identityAuthenticator(scope);
  const refused = () => unauthenticated(opsToken ? GENERAL.opsTokenRequired : GENERAL.opsDisabled);
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw refused();
    if (opsToken && sameSecret(token, opsToken)) {
      request.opsActor = { actor: OPS_TOKEN_ACTOR, role: 'admin', identityId: null };
      return;
    }
    // A company's API key never reaches the console (docs/architecture.md "Partners").
    if (token.startsWith(API_KEY_PREFIX)) throw new AppError('key-scope');
    // Not the ops token: it must be a staff idToken (a vendor's is refused, anything else is 401 and
    // counts against the client's failures: 429 once past the limit).
    const identity = await authenticate(request).catch(async () => {
      // Failed authentications (a wrong ops token, a bad or expired staff idToken) per client address, class
      // `ops-auth-failure` of contract/rate-limits.ts: counted in the database like the sign-in limits, so it
      // holds across processes; only failures are counted, a valid caller never waits on the counter.
      await hit(scope.db, limitOf('ops-auth-failure', 'ip', request.ip));
      throw refused();
    });
    if (!isStaffRole(identity.role)) throw new AppError('staff-only');
    request.opsActor = { actor: identity.email, role: identity.role, identityId: identity.id };
    if (!staffMay(identity.role, staffCapabilityOf(request.method, request.routeOptions.config ?? {})))
      throw new AppError('admin-only');
  });
}

/** The caller of an ops route (set by protectOpsRoutes). */
export function requireOpsActor(request: FastifyRequest): OpsActor {
  if (!request.opsActor) throw unauthenticated();
  return request.opsActor;
}
