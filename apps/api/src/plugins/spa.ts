import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

// Serves the built SPA from the same origin as the API. Hashed assets are cached for a year and
// sent precompressed; index.html is never cached and carries the run-time brand (one build serves
// any brand).

const BRAND_PLACEHOLDER = /__BRAND_NAME__/g;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Spa {
  /** True when `request` should get index.html rather than a JSON 404. */
  accepts(request: FastifyRequest): boolean;
  sendIndex(reply: FastifyReply): FastifyReply;
}

export async function registerSpa(app: FastifyInstance, options: { root: string; brand: string }): Promise<Spa | null> {
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
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
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
  };
}
