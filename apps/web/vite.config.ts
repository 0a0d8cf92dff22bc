import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precachedPages, prerenderPages } from './build/prerender-plugin.ts';
import { icuCatalogues } from './build/icu-plugin.ts';
import { SERVER_NAVIGATIONS } from './build/service-worker-routes.ts';

// In development the API runs on its own port (npm run dev); the SPA proxies to it so that the
// browser still sees one origin, as in production.
const apiPort = Number(process.env.API_PORT ?? 3001);

/** In dev there is no server to put the brand into index.html; do it here. */
function devBrand(): Plugin {
  return {
    name: 'dev-brand',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('__BRAND_NAME__', process.env.BRAND_NAME ?? 'ServiceHub'),
  };
}

/**
 * Writes a .br and a .gz beside every text asset of the build; the server sends them to browsers
 * that accept them (@fastify/static preCompressed), so nothing is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|txt)$/.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = path.join(options.dir!, fileName);
        const data = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The service worker (Workbox, generated at build): precaches the shell and every page chunk, and
 * answers page navigations with the build's HTML: a prerendered signed-out page for its own URL
 * (/login, precached as "/login"), index.html (the layout skeleton, precached as "/") for the others,
 * fetched from the server since it fills in the brand (build/prerender-plugin.ts, docs/decisions/006).
 * It never answers /api, /auth or /calendar. It waits until the page asks it to take
 * over (apps/web/src/app/pwa/), so a new deployment is offered with a Reload button and the old
 * worker's pages and assets stay together until then. The manifest is written at run time with
 * BRAND_NAME (apps/api/src/plugins/app/web-manifest.ts). It also shows Web Push alerts (public/push-sw.js).
 */
const serviceWorker = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    manifestTransforms: [
      async (entries) => ({ manifest: precachedPages(entries, path.resolve(import.meta.dirname, 'dist')) }),
    ],
    navigateFallback: '/',
    navigateFallbackDenylist: SERVER_NAVIGATIONS,
    cleanupOutdatedCaches: true,
    // Alerts on the phone: the push and notification-click handlers (public/push-sw.js).
    importScripts: ['/push-sw.js'],
  },
});

export default defineConfig({
  plugins: [icuCatalogues(), react(), tailwindcss(), devBrand(), precompress(), prerenderPages(), serviceWorker],
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: '127.0.0.1',
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/auth': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // A hashed file per route chunk; see scripts/check-budgets.mjs.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the chunk graph scripts/check-budgets.mjs walks per route.
    manifest: true,
    rolldownOptions: {
      // Every imported constant is written where it is used: the route paths the web calls
      // (@vendor-portal/contract/routes/paths, decision 016) end up in the chunk of the page that calls each, so
      // the first load carries only the session's, not the whole table. (It also left /login 42 bytes smaller.)
      optimization: { inlineConst: { mode: 'all' } },
      // The app, and the script of the customer's /approve page (docs/decisions/035): an entry of its own that shares
      // nothing with the app's first load (an HTML entry would move Vite's preload polyfill into a chunk both share).
      // Its HTML is written by build/prerender-plugin.ts.
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        approve: path.resolve(import.meta.dirname, 'src/approve/approve.ts'),
        // The customer's page of a booking, /job (issue 56), an entry of its own as /approve's.
        job: path.resolve(import.meta.dirname, 'src/job/job.ts'),
      },
      output: {
        // The form helper and react-hook-form are one chunk, loaded once by the first page with a form and
        // cached for the others, rather than copied into each page's chunk (scripts/check-budgets.mjs, FORMS).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]|src[\\/]components[\\/]form\.tsx$/ },
            // zod itself, one chunk too: the pages that check an answer or a form at runtime share it (ZOD in
            // scripts/check-budgets.mjs) instead of each counting its own piece of it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The signed-out pages' frame and fields, one chunk rather than four small ones: /login's first load is at
            // its budget, and one chunk compresses better than four (issue 46).
            // The contract's dates and inLanguage, one chunk: the lazy pages that read a server's English answer back
            // (inLanguage) write dates too, and a chunk of its own put one more name in /login's first load (the
            // entry's preload map), which is at its budget (issue 46).
            { name: 'dates', test: /packages[\\/]contract[\\/]src[\\/](dates|in-language)\.ts$/ },
            {
              name: 'signed-out',
              test: /src[\\/](features[\\/]auth[\\/](auth-shell|password-field)|components[\\/]ui[\\/](field|alert))\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
