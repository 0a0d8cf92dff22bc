// The ICU compiler for the catalogues' messages with arguments (docs/decisions/033); first, before any text is read.
import '@vendor-portal/contract/i18n-compiler';
// Every language's catalogue: each member's mails, pushes and calendar feed are written in its own (issue 46).
import '@vendor-portal/contract/messages/es/index';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDef } from '@vendor-portal/contract/routes/define';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import dependencies, { type DependenciesOptions } from './plugins/app/dependencies.ts';
import requestId, { requestIdFor } from './plugins/app/request-id.ts';
import metrics from './plugins/app/metrics.ts';
import requestLog from './plugins/app/request-log.ts';
import tracing from './plugins/app/tracing.ts';
import inFlight from './plugins/app/in-flight.ts';
import closingConnections from './plugins/app/closing-connections.ts';
import helmet from './plugins/external/helmet.ts';
import authPlugin, { protectRoutes } from './plugins/app/auth.ts';
import errorHandler from './plugins/app/error-handler.ts';
import idempotency from './plugins/app/idempotency.ts';
import swagger from './plugins/external/swagger.ts';
import health from './plugins/app/health.ts';
import fileStorage from './plugins/app/file-storage.ts';
import noStore from './plugins/app/no-store.ts';
import bodyCharset from './plugins/app/body-charset.ts';
import spa from './plugins/app/spa.ts';
import webManifest from './plugins/app/web-manifest.ts';
import { earlyRefusals } from './plugins/app/early-refusals.ts';
import identityRoutes from './identity/routes.ts';
import vendorRoutes from './modules/vendor/routes.ts';
import legalRoutes from './modules/legal/routes.ts';
import productRoutes from './modules/products/routes.ts';
import appointmentRoutes from './modules/appointments/routes.ts';
import appointmentNoteRoutes from './modules/appointment-notes/routes.ts';
import onMyWayRoutes from './modules/on-my-way/routes.ts';
import photoRoutes from './modules/photos/routes.ts';
import visitRoutes from './modules/visit/routes.ts';
import customerJobRoutes from './modules/customer-job/routes.ts';
import serviceRoutes from './modules/services/routes.ts';
import hoursRoutes from './modules/hours/routes.ts';
import fileRoutes from './modules/files/routes.ts';
import opsRoutes from './modules/ops/routes.ts';
import expiryReminders from './plugins/app/expiry-reminders.ts';
import offerDeadlines from './plugins/app/offer-deadlines.ts';
import ratingPublication from './plugins/app/rating-publication.ts';
import { ratingRoutes } from './modules/ratings/routes.ts';
import calendarImportsSweep from './plugins/app/calendar-imports.ts';
import { calendarFeedRoutes, calendarFileRoutes } from './modules/calendar-feed/routes.ts';
import calendarImportRoutes from './modules/calendar-imports/routes.ts';
import earningsRoutes from './modules/earnings/routes.ts';
import availabilityRoutes from './modules/availability/routes.ts';
import offerRoutes from './modules/offers/routes.ts';
import teamRoutes from './modules/team/routes.ts';
import { hidePayFromCrew } from './modules/team/crew-pay.ts';
import { registerAgreementGate } from './modules/eligibility/agreement-gate.ts';
import live, { type LiveOptions } from './plugins/app/live.ts';
import webhookRoutes from './modules/webhooks/routes.ts';
import mailWorker, { type MailWorkerOptions } from './plugins/app/mail-worker.ts';
import push from './plugins/app/push.ts';
import pushRoutes from './modules/push/routes.ts';
import apiKeyRoutes from './modules/api-keys/routes.ts';
import liveRoutes from './modules/live/routes.ts';
import preferencesRoutes from './modules/preferences/routes.ts';
import { scorecardRoutes } from './modules/quality/routes.ts';
import tierSweep from './plugins/app/tier-sweep.ts';

/** A route of the built app, and the route table's entry it was registered from (lib/route-table.ts). */
interface RegisteredRoute {
  method: string;
  url: string;
  entry: RouteDef | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface BuildAppOptions extends DependenciesOptions {
  logger?: FastifyServerOptions['logger'];
  /** The clock of the background jobs (tests set the date instead of waiting). */
  now?: () => Date;
  /** Clocks and intervals of the live events and the mail worker (tests). */
  live?: LiveOptions & { mailWorker?: MailWorkerOptions };
  /** Tests: an app that hears changes only through the bus, as another process would; its clock. */
  identityCache?: { hearLocalPublishes?: boolean; now?: () => number };
  /**
   * Benches only (bench/metrics.mjs measures what observing costs): false leaves out the request and
   * query metrics' hooks (GET /metrics still answers, with the rest), the request log's plugin, or the
   * tracing plugin. Production always has all three.
   */
  observe?: { requestMetrics?: boolean; requestLog?: boolean; tracing?: boolean };
}

/**
 * Builds the whole application (API, identity, ops, SPA) from a configuration. Does not listen.
 * Reads as the list of what the app is made of: each plugin's file says what it does.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const refusals = await earlyRefusals();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The caller's x-request-id when it is fit for the logs (plugins/app/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
    // One "request completed" line with the route, status, duration and actor (plugins/app/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: refusals.frameworkErrors,
    clientErrorHandler: refusals.clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // One zod schema per route validates the request, serialises the answer and documents both; the
  // answer is written from its JSON schema, compiled once (lib/response-serializer.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // Every route as registered, with the table's entry it came from (apps/api/test/route-table.test.ts).
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') registered.push({ method, url: route.url, entry: route.config?.route });
  });

  await app.register(dependencies, { config: options.config, database: options.database, mailer: options.mailer });
  await app.register(requestId);
  if (options.observe?.requestLog !== false) await app.register(requestLog);
  if (options.observe?.tracing !== false) await app.register(tracing);
  else app.decorate('tracing', null);
  await app.register(metrics, { requestMetrics: options.observe?.requestMetrics !== false });
  await app.register(inFlight);
  await app.register(closingConnections);
  await app.register(live, options.live ?? {});
  await app.register(push);
  await app.register(mailWorker, { now: options.live?.now, ...options.live?.mailWorker });
  await app.register(helmet);
  await app.register(cookie);
  await app.register(authPlugin, { ...options.identityCache, clock: options.now });
  await app.register(errorHandler);
  await app.register(idempotency, { now: options.now });
  await app.register(bodyCharset);
  await app.register(swagger);
  await app.register(health);
  await app.register(fileStorage, { downloadPath: (id) => `/api/vendorFiles/${id}/content` });

  await app.register(identityRoutes, { prefix: '/auth', now: options.now });
  await app.register(
    async (api) => {
      protectRoutes(api);
      await api.register(noStore);
      registerAgreementGate(api);
      hidePayFromCrew(api);
      api.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
      await api.register(vendorRoutes);
      await api.register(legalRoutes);
      await api.register(productRoutes);
      await api.register(appointmentRoutes);
      await api.register(appointmentNoteRoutes);
      await api.register(onMyWayRoutes, { now: options.now });
      await api.register(photoRoutes, { now: options.now });
      await api.register(visitRoutes, { now: options.now });
      await api.register(customerJobRoutes, { now: options.now });
      await api.register(ratingRoutes, { now: options.now });
      await api.register(serviceRoutes);
      await api.register(hoursRoutes);
      await api.register(fileRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(calendarImportRoutes, { now: options.now });
      await api.register(earningsRoutes);
      await api.register(teamRoutes);
      await api.register(liveRoutes);
      await api.register(preferencesRoutes);
      await api.register(availabilityRoutes, { now: options.now });
      await api.register(offerRoutes);
      await api.register(pushRoutes);
      await api.register(apiKeyRoutes);
      await api.register(webhookRoutes, { now: options.now });
      await api.register(scorecardRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(opsRoutes, { prefix: '/api/ops', opsToken: options.config.OPS_TOKEN });
  await app.register(expiryReminders, { now: options.now });
  await app.register(tierSweep, { now: options.now });
  await app.register(offerDeadlines);
  await app.register(ratingPublication);
  await app.register(calendarImportsSweep, { now: options.now });
  await app.register(calendarFileRoutes);
  await app.register(webManifest);
  await app.register(spa, { onFallback: refusals.useSpa });

  return app;
}
