import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { TokenService } from './identity/tokens.ts';
import { resolveAuthSecret } from './lib/secrets.ts';
import { errorBody, registerErrorHandling } from './lib/errors.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import authPlugin, { protectRoutes } from './plugins/auth.ts';
import { registerSpa } from './plugins/spa.ts';
import identityRoutes from './identity/routes.ts';
import vendorRoutes from './modules/vendor/routes.ts';
import legalRoutes from './modules/legal/routes.ts';
import productRoutes from './modules/products/routes.ts';
import appointmentRoutes from './modules/appointments/routes.ts';
import appointmentNoteRoutes from './modules/appointment-notes/routes.ts';
import serviceRoutes from './modules/services/routes.ts';
import hoursRoutes from './modules/hours/routes.ts';
import fileRoutes from './modules/files/routes.ts';
import opsRoutes from './modules/ops/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    mailer: Mailer;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Overrides for tests (e.g. a mailer that records). */
  mailer?: Mailer;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Never log credentials (ARCHITECTURE.md; tested in server.test.ts).
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.token', '*.idToken'],
      censor: '[redacted]',
    },
  };
}

/** Builds the whole application (API, identity, ops, SPA) from a configuration. Does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const previous = (config.AUTH_PREVIOUS_SECRETS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokens', new TokenService(resolveAuthSecret(config.dataDir, config.AUTH_SECRET), previous));
  app.decorate(
    'mailer',
    options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, db: database.db, log: app.log }),
  );
  app.addHook('onClose', async () => app.mailer.close());

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(authPlugin);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.BRAND_NAME} vendor portal API`, version: '1.0.0', description: 'The vendor API (SPEC.md §7), identity (/auth) and ops API.' },
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

  // Liveness: the process answers. Readiness (/healthz, ARCHITECTURE.md): database migrated and reachable.
  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  const ready = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    try {
      await database.ping();
      return reply.send({ status: 'ok' });
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  };
  app.get('/healthz', { schema: { hide: true } }, ready);
  app.get('/readyz', { schema: { hide: true } }, ready);

  await app.register(identityRoutes, { prefix: '/auth' });

  await app.register(
    async (api) => {
      protectRoutes(api);
      // Authenticated answers are private to one vendor: never store them in a shared cache.
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      api.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
      await api.register(vendorRoutes);
      await api.register(legalRoutes);
      await api.register(productRoutes);
      await api.register(appointmentRoutes);
      await api.register(appointmentNoteRoutes);
      await api.register(serviceRoutes);
      await api.register(hoursRoutes);
      await api.register(fileRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(opsRoutes, { prefix: '/api/ops', opsToken: config.OPS_TOKEN });

  const spa = await registerSpa(app, { root: config.webDist, brand: config.BRAND_NAME });
  app.setNotFoundHandler((request, reply) => {
    if (spa?.accepts(request)) return spa.sendIndex(reply);
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'not-found'));
  });

  return app;
}
