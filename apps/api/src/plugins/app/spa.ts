import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../../lib/errors.ts';

// Serves the built SPA from the same origin as the API. Hashed assets are cached for a year and
// sent precompressed; index.html is never cached and carries the run-time brand (one build serves
// any brand). It also answers every unknown route: with index.html when a browser asks for a page
// (the SPA's router decides), else with the JSON 404 of the error table.

const BRAND_PLACEHOLDER = /__BRAND_NAME__/g;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Spa {
  /** True when `request` should get index.html rather than a JSON 404. */
  accepts(request: FastifyRequest): boolean;
  sendIndex(reply: FastifyReply): FastifyReply;
  /** index.html as a 404: the SPA's router shows its not-found page. */
  sendNotFound(reply: FastifyReply): FastifyReply;
}

async function registerSpa(app: FastifyInstance, options: { root: string; brand: string }): Promise<Spa | null> {
  const indexFile = path.join(options.root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${options.root}: only the API is served (run "npm run build").`);
    return null;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8').replace(BRAND_PLACEHOLDER, escapeHtml(options.brand));

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); a browser that
    // accepts one gets it, with Vary: Accept-Encoding.
    preCompressed: true,
    // index.html goes out only through sendIndex (with the brand); Vite's build manifest never.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker is checked on every visit, so a new deployment is found at once.
      const worker = path.basename(filePath) === 'sw.js';
      res.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  return {
    accepts(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = request.url.split('?')[0]!;
      return !/^\/(api|auth)(\/|$)/.test(url) && url !== '/healthz';
    },
    sendIndex,
    sendNotFound: (reply) =>
      reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  };
}

export default fp(async function spaPlugin(
  app: FastifyInstance,
  options: { onFallback?: (spa: Pick<Spa, 'accepts' | 'sendNotFound'> | null) => void },
) {
  const spa = await registerSpa(app, { root: app.config.webDist, brand: app.config.BRAND_NAME });
  // A path the router cannot decode never reaches the not-found handler (early-refusals.ts).
  options.onFallback?.(spa);
  app.setNotFoundHandler((request, reply) => {
    if (spa?.accepts(request)) return spa.sendIndex(reply);
    return reply
      .code(404)
      .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'not-found'));
  });
});
