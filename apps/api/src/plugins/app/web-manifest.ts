import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// docs/architecture.md "Phone and calendar": /manifest.webmanifest, written at run time so one
// build serves any BRAND_NAME (as index.html does, plugins/app/spa.ts). The icons are in the web
// build (apps/web/public/icons); the colours are the favicon's.

const THEME_COLOR = '#0f766e';

function webManifest(brand: string) {
  return {
    name: `${brand} Vendor Portal`,
    short_name: brand,
    description: `${brand} vendor portal: appointments, services, hours and documents.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export default fp(async function webManifestPlugin(app: FastifyInstance) {
  const body = JSON.stringify(webManifest(app.config.BRAND_NAME));
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(body),
  );
});
