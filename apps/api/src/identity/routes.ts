import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// /auth/* (ARCHITECTURE.md "Identity"): added by the identity issue.
const identityRoutes: FastifyPluginAsyncZod = async () => {};

export default identityRoutes;
