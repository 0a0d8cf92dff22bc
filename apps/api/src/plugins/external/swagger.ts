import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The OpenAPI document, generated from the routes' zod schemas (the same schemas that validate),
// and its browsable UI at /api/docs. The JSON is served at /api/openapi.json (server.ts).
export default fp(async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.config.BRAND_NAME} vendor portal API`,
        version: '1.0.0',
        description: 'The vendor API (docs/product-spec.md §7), identity (/auth) and ops API.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          opsToken: { type: 'http', scheme: 'bearer', description: 'OPS_TOKEN' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
