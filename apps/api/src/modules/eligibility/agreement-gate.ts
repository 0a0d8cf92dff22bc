import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';

/** What a vendor may use before signing: onboarding, the agreement itself and the catalogue. */
export const OPEN_BEFORE_AGREEMENT = new Set([
  '/api/vendor',
  '/api/vendorSetup',
  '/api/legalDocument',
  '/api/signedDocument',
  '/api/product',
]);

const agreementRequired = () => new AppError('agreement-required');

/**
 * Every other vendor data route of `scope` answers 403 `agreement-required` until the identity has
 * signed the agreement in effect. The authentication hook reads that fact in the same query as the
 * identity check, on every call, so a newly published version takes effect on the next one; nothing
 * is required while no agreement is in effect. Register after protectRoutes.
 */
export function registerAgreementGate(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.identity) return;
    if (OPEN_BEFORE_AGREEMENT.has(request.routeOptions.url ?? '')) return;
    if (request.identity.agreementMissing) throw agreementRequired();
  });
}
