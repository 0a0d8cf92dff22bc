import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { withPrerender } from './render-app.mjs';

// docs/decisions/006: after the client build is written, render the signed-out pages, the not-found page and the
// layout skeleton with react-dom's prerender (src/prerender.tsx, loaded through Vite in Node) into copies of
// the built index.html. It runs before the service worker is generated (vite-plugin-pwa in closeBundle), so
// the worker precaches these files. dist/prerender.json tells the server which file answers which path.

/** The chunk files page modules need beyond what the entry already loads, for <link rel="modulepreload">. */
function chunkFiles(bundle: Rolldown.OutputBundle, root: string, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  // The app's entry, `main` in vite.config.ts's inputs (approve.html has its own, docs/decisions/035).
  const entry = chunks.find((c) => c.isEntry && c.name === 'main');
  if (!entry) throw new Error('prerender: no entry chunk');
  const shell = closure(entry.fileName);
  const needed = new Set<string>();
  for (const module of modules) {
    const page = chunks.find((c) => c.facadeModuleId === path.join(root, module));
    if (!page) throw new Error(`prerender: no chunk for ${module}`);
    closure(page.fileName, needed);
  }
  return [...needed].filter((f) => !shell.has(f));
}

/**
 * A prerendered page's scripts, asked for after its first paint (docs/decisions/006, "After the first paint"): each
 * module script and modulepreload is written inert (a type and a rel the browser does not fetch, the address in a
 * data attribute) and public/after-paint.js, a deferred script, makes them real after the next frame. Fetched
 * with the HTML, they finished loading before the paint, so Lighthouse's simulation counted all of them (100 KB
 * on slow 4G) before the largest paint: the heading painted at once measured as a second later.
 */
export function afterPaint(html: string): string {
  let scripts = 0;
  const out = html
    .replace(/<script type="module" fetchpriority="low" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
      scripts++;
      return `<script type="text/x-after-paint" data-after-paint data-src="${src}"></script>`;
    })
    .replace(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g,
      (_, href: string) => `<link rel="x-after-paint" data-after-paint data-href="${href}">`,
    );
  if (scripts !== 1 || /rel="modulepreload"|type="module"/.test(out))
    throw new Error("prerender: a prerendered page's scripts are not as afterPaint expects");
  return out.replace('</head>', '<script defer src="/after-paint.js"></script></head>');
}

/**
 * A customer's page (/approve, /job): the app's stylesheet, the entry's script (`entry`, its input in
 * vite.config.ts) and the page's frame, in the customer's language (`language`, the link's `lang`: issue 46).
 */
function customerHtml(bundle: Rolldown.OutputBundle, entry: string, shell: string, language: string): string {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const main = chunks.find((c) => c.isEntry && c.name === 'main');
  const approve = chunks.find((c) => c.isEntry && c.name === entry);
  const css = [...(main?.viteMetadata?.importedCss ?? [])];
  if (!approve || css.length === 0) throw new Error(`prerender: no ${entry} entry or no stylesheet`);
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '<meta name="theme-color" content="#0f766e" />',
    '<meta name="robots" content="noindex" />',
    // The token is in the URL: no page it links to learns it.
    '<meta name="referrer" content="no-referrer" />',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="module" crossorigin fetchpriority="low" src="/${approve.fileName}"></script>`,
    '<title>__BRAND_NAME__</title>',
    '</head>',
    `<body class="bg-gray-50"><div id="root">${shell}</div></body>`,
    '</html>',
    '',
  ].join('\n');
}

export function prerenderPages(): Plugin {
  let root = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      sequential: true,
      async handler(options, bundle) {
        const dir = options.dir!;
        // The HTML paints the page by itself, so its scripts are fetched after what the paint needs (the
        // CSS, the logo): low priority, where the browser would otherwise fetch module scripts at high.
        const template = fs
          .readFileSync(path.join(dir, 'index.html'), 'utf8')
          .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
        if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
        await withPrerender(async (m) => {
          const write = async (
            file: string,
            url: string,
            { hydrate, modules }: { hydrate: boolean; modules: string[] },
          ) => {
            // React writes resource hints (the logo's image preload) ahead of the markup: they go in <head>.
            const rendered = await m.renderApp(url);
            const hints = /^(?:<link [^>]*>)*/.exec(rendered)![0];
            const markup = rendered.slice(hints.length);
            // A page that threw while rendering shows the error boundary's message, not its heading: the build
            // stops rather than ship HTML that paints the wrong thing (a text left uncompiled did, decision 033).
            if (hydrate && !markup.includes('<h1')) throw new Error(`prerender: ${url} rendered no <h1>`);
            const preload =
              hints +
              chunkFiles(bundle, root, modules)
                .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`)
                .join('');
            const html = template
              .replace('</head>', `${preload}</head>`)
              .replace('<body>', hydrate ? '<body data-prerendered>' : '<body>')
              .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
            fs.writeFileSync(path.join(dir, file), hydrate ? afterPaint(html) : html);
          };
          for (const page of m.PRERENDERED_PAGES) {
            await write(page.file, m.urlOf(page), { hydrate: true, modules: page.module ? [page.module] : [] });
          }
          await write(m.NOT_FOUND_PAGE.file, m.NOT_FOUND_PAGE.path, { hydrate: true, modules: [] });
          await write('index.html', m.SHELL_PATH, { hydrate: false, modules: m.SHELL_MODULES });
          // The customer's /approve page (docs/decisions/035): its own HTML, painted from the contract's messages,
          // with the app's stylesheet and its own script (which fills in the request). One file per language: a
          // link with `lang=es` gets the Spanish one, painted in Spanish from the first byte (issue 46).
          // The customer's page of a booking, /job (issue 56), is written the same way.
          const customerPages = (entry: string, shell: (language: (typeof m.LANGUAGES)[number]) => string) =>
            m.LANGUAGES.map((language) => {
              const file = language === m.DEFAULT_LANGUAGE ? `${entry}.html` : `${entry}-${language}.html`;
              fs.writeFileSync(path.join(dir, file), customerHtml(bundle, entry, shell(language), language));
              return language === m.DEFAULT_LANGUAGE
                ? { file, path: `/${entry}` }
                : { file, path: `/${entry}`, query: 'lang', value: language };
            });
          const approvePages = customerPages('approve', m.approveShell);
          const jobPages = customerPages('job', m.jobShell);
          const table = {
            pages: [
              ...m.PRERENDERED_PAGES.map(({ file, path, query }) => ({ file, path, query })),
              // The customer's page, an entry of its own painted from its HTML (docs/decisions/035); the other
              // languages' first, as each matches its `lang` only.
              ...approvePages.reverse(),
              ...jobPages.reverse(),
            ],
            notFound: m.NOT_FOUND_PAGE.file,
            appPaths: m.appPaths(),
          };
          fs.writeFileSync(path.join(dir, 'prerender.json'), `${JSON.stringify(table, null, 2)}\n`);
        }, root);
      },
    },
  };
}

/**
 * For the service worker's precache (workbox manifestTransforms): each prerendered page under the URL the
 * server answers with it (the worker fetches it from there, with the brand; index.html as "/"), so that an
 * offline navigation gets that page's own HTML. Pages the worker cannot tell by URL (one sent only with a query
 * parameter, the not-found page) are left out: such a navigation gets "/", which the app then renders.
 */
export function precachedPages<E extends { url: string }>(entries: E[], dir: string): E[] {
  const table = JSON.parse(fs.readFileSync(path.join(dir, 'prerender.json'), 'utf8')) as {
    pages: Array<{ file: string; path: string; query?: string }>;
  };
  const urls = new Map<string, string | null>([['index.html', '/']]);
  for (const page of table.pages) urls.set(page.file, page.query ? null : page.path);
  return entries.flatMap((e) => {
    if (!e.url.endsWith('.html')) return [e];
    const url = urls.get(e.url);
    return url ? [{ ...e, url }] : [];
  });
}
