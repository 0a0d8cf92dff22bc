import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startingLanguage, switchLanguage } from './lib/i18n/language.ts';
import './styles.css';

// The shell: React, the router and the session. Everything a page needs beyond that (the signed-in
// area with its query cache, forms, zod) comes with that page's chunk; see scripts/check-budgets.mjs.
//
// The HTML already shows the page (docs/decisions/006): a signed-out page or the not-found page,
// prerendered by the build for this URL (marked on <body>), is hydrated; anything else (the layout
// skeleton of the signed-in pages) is replaced by the first render. A page whose history entry carries
// state (e.g. /login's "password changed" message) is rendered afresh: the build rendered it without.
// Either runs as a transition, so React renders in slices and the browser can paint and answer input in
// between: what the HTML shows is already on screen, so nothing is gained by one long task.
//
// The HTML is in English (issue 46, docs/decisions/033). A visit in another language first loads that
// language's catalogue (its own chunk), then renders afresh instead of hydrating the English.
const root = document.getElementById('root')!;
const hasState = (window.history.state as { usr?: unknown } | null)?.usr != null;
const language = startingLanguage();
const start = (hydrate: boolean) =>
  startTransition(() => {
    if (hydrate && document.body.hasAttribute('data-prerendered') && !hasState) hydrateRoot(root, <App />);
    else createRoot(root).render(<App />);
  });
if (language === 'en') start(true);
else
  void switchLanguage(language).then(
    () => start(false),
    () => start(true), // the catalogue could not load: English, as the HTML is
  );
