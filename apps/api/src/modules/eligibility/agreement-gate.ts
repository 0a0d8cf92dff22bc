import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { identities } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { agreementMissing } from './rules.ts';

/** What a vendor may use before signing: onboarding, the agreement itself and the catalogue. */
const OPEN_BEFORE_AGREEMENT = new Set(['/api/vendor', '/api/legalDocument', '/api/signedDocument', '/api/product']);

export const agreementRequired = () => new AppError('agreement-required');

/**
 * Every other vendor data route of `scope` answers 403 `agreement-required` until the identity has
 * signed the agreement in effect. Asked on every call, so a newly published version takes effect on
 * the next one; nothing is required while no agreement is in effect. Register after protectRoutes.
 */
export function registerAgreementGate(scope: FastifyInstance): void {
  const check = scope.db
    .select({ missing: sql<boolean>`${agreementMissing(sql`${identities.id}`)}`.mapWith(Boolean) })
    .from(identities)
    .where(eq(identities.id, sql.placeholder('identityId')))
    .limit(1)
    .prepare('agreement_gate_check');
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.identity) return;
    if (OPEN_BEFORE_AGREEMENT.has(request.routeOptions.url ?? '')) return;
    const [row] = await check.execute({ identityId: request.identity.id });
    if (row?.missing) throw agreementRequired();
  });
}
