import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../../lib/errors.ts';

// Serves the built SPA from the same origin as the API. Hashed assets are cached for a year and
// sent precompressed; the HTML is never cached and carries the run-time brand and operations contact
// (one build serves any brand). It also answers every unknown route: with a page when a browser asks for one, else
// with the JSON 404 of the error table.
//
// The build prerenders pages (docs/decisions/006) and lists them in prerender.json: each signed-out
// page is sent for its path, the not-found page for a path outside the app's route table, and
// index.html (the signed-in layout's skeleton) for the other pages of the app. A build without that
// list gets index.html for every page.

// What the pages carry of the configuration, in their <meta> tags (apps/web/index.html): placeholders the
// build writes and the server fills in here, so one build serves any brand and any contact.
const PLACEHOLDERS = /__(BRAND_NAME|OPS_CONTACT_PHONE|OPS_CONTACT_EMAIL)__/g;
type PageConfig = Record<'BRAND_NAME' | 'OPS_CONTACT_PHONE' | 'OPS_CONTACT_EMAIL', string>;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Spa {
  /** True when `request` should get a page rather than a JSON 404. */
  accepts(request: FastifyRequest): boolean;
  /** The page for the request's URL (see above). */
  sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** The not-found page as a 404. */
  sendNotFound(reply: FastifyReply): FastifyReply;
}

/** dist/prerender.json, written by apps/web/build/prerender-plugin.ts. */
interface PrerenderTable {
  /** `query`: sent only when the URL has that parameter; with `value`, only when it has that value (`lang=es`). */
  pages: Array<{ file: string; path: string; query?: string; value?: string }>;
  notFound: string;
  /** The app's route patterns (react-router's: `:id` is one segment). */
  appPaths: string[];
}

/** A route pattern as react-router matches it: case-insensitive, an optional trailing slash. */
function routePattern(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '/' ? '' : body}/?$`, 'i');
}

/** The HTML for each URL: from the build's prerender.json, else index.html for every page. */
function pageTable(root: string, read: (file: string) => string) {
  const indexHtml = read('index.html');
  const file = path.join(root, 'prerender.json');
  if (!fs.existsSync(file)) return { pageFor: () => indexHtml, notFound: indexHtml };
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderTable;
  const pages = table.pages.map((p) => ({ ...p, pattern: routePattern(p.path), html: read(p.file) }));
  const appPaths = table.appPaths.map(routePattern);
  const notFound = read(table.notFound);
  const pageFor = (url: string): string => {
    const [pathname = '/', search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    const page = pages.find(
      (p) => p.pattern.test(pathname) && (!p.query || (p.value ? query.get(p.query) === p.value : query.get(p.query))),
    );
    if (page) return page.html;
    return appPaths.some((pattern) => pattern.test(pathname)) ? indexHtml : notFound;
  };
  return { pageFor, notFound };
}

async function registerSpa(app: FastifyInstance, options: { root: string; page: PageConfig }): Promise<Spa | null> {
  const indexFile = path.join(options.root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${options.root}: only the API is served (run "npm run build").`);
    return null;
  }
  const read = (file: string) =>
    fs
      .readFileSync(path.join(options.root, file), 'utf8')
      .replace(PLACEHOLDERS, (_, name: keyof PageConfig) => escapeHtml(options.page[name]));
  const { pageFor, notFound } = pageTable(options.root, read);

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); a browser that
    // accepts one gets it, with Vary: Accept-Encoding.
    preCompressed: true,
    // The HTML goes out only through sendHtml (with the brand); the build's manifests never.
    allowedPath: (pathName) =>
      !pathName.endsWith('.html') && pathName !== '/prerender.json' && !pathName.startsWith('/.vite/'),
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

  // Never cached: a new deployment's HTML names its new assets (the service worker keeps its own copy).
  const sendHtml = (reply: FastifyReply, code: number, html: string) =>
    reply.code(code).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  // An unknown page stays a 200, as the app's router decides what a path shows (the HTML is its not-found page).
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => sendHtml(reply, 200, pageFor(request.url));
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

  return {
    accepts(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = request.url.split('?')[0]!;
      return !/^\/(api|auth)(\/|$)/.test(url) && url !== '/healthz';
    },
    sendPage,
    sendNotFound: (reply) => sendHtml(reply, 404, notFound),
  };
}

export default fp(async function spaPlugin(
  app: FastifyInstance,
  options: { onFallback?: (spa: Pick<Spa, 'accepts' | 'sendNotFound'> | null) => void },
) {
  const { BRAND_NAME, OPS_CONTACT_PHONE, OPS_CONTACT_EMAIL } = app.config;
  const spa = await registerSpa(app, {
    root: app.config.webDist,
    page: { BRAND_NAME, OPS_CONTACT_PHONE, OPS_CONTACT_EMAIL },
  });
  // A path the router cannot decode never reaches the not-found handler (early-refusals.ts).
  options.onFallback?.(spa);
  app.setNotFoundHandler((request, reply) => {
    if (spa?.accepts(request)) return spa.sendPage(request, reply);
    return reply
      .code(404)
      .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'not-found'));
  });
});
