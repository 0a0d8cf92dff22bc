import { prerender } from 'react-dom/static';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';

// The customer's /approve page is not the app's: its HTML is written from this (build/prerender-plugin.ts).
export { approveShell } from './approve/approve-shell.ts';
// So is the customer's /job page (issue 56).
export { jobShell } from './job/job-shell.ts';
// Its languages: one HTML file each (issue 46).
export { DEFAULT_LANGUAGE, LANGUAGES } from '@vendor-portal/contract/i18n';

// The build's prerender (docs/decisions/006): apps/web/build/prerender-plugin.ts loads this module in Node
// and writes what `renderApp` gives for each URL below into a copy of index.html. The server
// (apps/api/src/plugins/app/spa.ts) sends each page for its path, with the brand filled in; the browser
// hydrates it (main.tsx).

export interface PrerenderedPage {
  /** The file beside index.html in the build. */
  file: string;
  path: string;
  /** A query parameter the page is rendered with (any value): sent only to requests that have it. */
  query?: string;
  /** The page's chunk, fetched along with the shell so that hydration does not wait for it. */
  module?: string;
}

/** The signed-out pages, each rendered at its path as the browser renders it before the session is known. */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { file: 'login.html', path: '/login', module: 'src/features/auth/login-page.tsx' },
  { file: 'get-started.html', path: '/get-started', module: 'src/features/auth/get-started-page.tsx' },
  { file: 'register.html', path: '/register', module: 'src/features/auth/register-page.tsx' },
  // What a reset link opens (?token=…) is the form; without a token the page says the link is invalid.
  {
    file: 'reset-password.html',
    path: '/reset-password',
    query: 'token',
    module: 'src/features/auth/reset-password-page.tsx',
  },
  { file: 'reset-password-no-link.html', path: '/reset-password', module: 'src/features/auth/reset-password-page.tsx' },
];
/** Any path outside the route table. */
export const NOT_FOUND_PAGE: PrerenderedPage = { file: 'not-found.html', path: '/__not-found__' };
/** index.html itself: any page of the route table is first the layout skeleton (or a spinner). */
export const SHELL_PATH = '/';
/**
 * What index.html asks the browser to fetch along with the entry: the signed-in area (every signed-in page needs
 * it) and the appointments page, where a signed-in vendor lands. Named in the HTML, they are fetched while the
 * entry runs, and the entry's own preload code finds them there instead of adding its links in a script task.
 */
export const SHELL_MODULES = ['src/app/signed-in-area.tsx', 'src/features/appointments/appointments-page.tsx'];

/** The app at `url`, as HTML: every lazy page is waited for. */
export async function renderApp(url: string): Promise<string> {
  const history = createMemoryHistory({ initialEntries: [url] });
  const { prelude } = await prerender(<App history={history} />);
  return new Response(prelude).text();
}

export const urlOf = (page: PrerenderedPage) => (page.query ? `${page.path}?${page.query}=prerendered` : page.path);

/** The route table's paths (react-router patterns), for the server to tell a page of the app from an unknown one. */
export function appPaths(table: RouteObject[] = routes): string[] {
  return table.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...appPaths(route.children ?? []),
  ]);
}
