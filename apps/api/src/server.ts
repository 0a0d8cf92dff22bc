import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Database, type Db } from './db/client.ts';
import { TokenService } from './identity/tokens.ts';
import { resolveAuthSecret } from './lib/secrets.ts';
import { errorBody, registerErrorHandling } from './lib/errors.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import authPlugin, { protectRoutes } from './plugins/auth.ts';
import inFlightPlugin from './plugins/in-flight.ts';
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
import { registerAgreementGate } from './modules/eligibility/agreement-gate.ts';

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

// Query parameters whose name says they carry a credential (token, access_token, idToken,
// signature, X-Amz-Credential, password, api_key, secret, code…), and anything shaped like a JWT
// wherever it sits in the URL (issue 15).
const SECRET_QUERY = /([?&][^=&#]*(?:token|signature|credential|password|passwd|secret|api[-_]?key|auth|session|code)[^=&#]*=)[^&#]*/gi;
const JWT_SHAPED = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;

/** A URL fit for a log line: credential-bearing query values and JWT-shaped values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(JWT_SHAPED, '[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Never log credentials (ARCHITECTURE.md; tested in logging.test.ts and npm run test:scale).
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.token', '*.idToken'],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify's own request serializer, with the URL's credentials (a reset link opened in the
      // browser, a signed file link) taken out.
      req: (request) => {
        const r = request as typeof request & { host?: string; ip?: string };
        return { method: r.method, url: redactUrl(r.url ?? ''), host: r.host, remoteAddress: r.ip, remotePort: r.socket?.remotePort };
      },
    },
  };
}

/** When the newest migration of this build was generated (drizzle's journal). */
function latestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((e) => e.when));
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
  await app.register(inFlightPlugin);

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

  // Liveness: the process answers. Readiness (/healthz, ARCHITECTURE.md): database migrated and
  // reachable. Migrations never go back, so once this build's newest one is recorded only the
  // ping is repeated.
  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  const newestMigration = latestMigration();
  let migrated = false;
  const ready = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    try {
      await database.ping();
      if (!migrated) {
        const result = (await database.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ last: unknown }> };
        migrated = Number(result.rows[0]?.last ?? 0) >= newestMigration;
      }
      if (!migrated) return reply.code(503).send({ status: 'unavailable' });
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
      registerAgreementGate(api);
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
