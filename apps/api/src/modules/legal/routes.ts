import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of this module are added by its issue (see README "Project layout").
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
