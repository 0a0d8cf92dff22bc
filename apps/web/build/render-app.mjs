// Loads src/prerender.tsx through Vite in Node (docs/decisions/006), for the build's prerender
// (prerender-plugin.ts) and for the hydration test (src/prerender.test.tsx), which runs it as
//   node build/render-app.mjs URL...   → {"URL": "<html>", ...} on stdout
// so that the server render has a process of its own, as in the build.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';

/** Calls `use` with src/prerender.tsx's exports, loaded in Node through a Vite server that is closed after. */
export async function withPrerender(use, root = path.resolve(import.meta.dirname, '..')) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    // The catalogues' ICU compiler, first, in the same module graph (decision 033): the browser's build compiles the
    // messages ahead (icu-plugin.ts), this render in Node compiles them on first use, as the server does.
    await server.ssrLoadModule('@vendor-portal/contract/i18n-compiler');
    return await use(await server.ssrLoadModule('/src/prerender.tsx'));
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const urls = process.argv.slice(2);
  const pages = await withPrerender(async (m) => {
    const out = {};
    for (const url of urls) out[url] = await m.renderApp(url);
    return out;
  });
  process.stdout.write(JSON.stringify(pages));
}
