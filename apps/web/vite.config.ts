import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), devBrand()],
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
  },
});
