import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './test/settle.ts';
import { App } from './app/app.tsx';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES, SHELL_PATH, urlOf } from './prerender.tsx';

// docs/decisions/006: what the build writes for each prerendered page is what the browser renders there first,
// so hydrating it changes nothing: no recoverable error (React's report of a mismatch), no console.error
// (setup.ts fails the test on one; React's development build reports there attributes that differ), and the
// prerendered nodes stay in place. The server render runs in a process of its own, as in the build.

const BRAND = 'Sparkle & Co';
const URLS = [...PRERENDERED_PAGES, NOT_FOUND_PAGE].map(urlOf);
let html: Record<string, string>;
beforeAll(() => {
  const script = path.resolve(import.meta.dirname, '../build/render-app.mjs');
  const out = execFileSync(process.execPath, [script, ...URLS, SHELL_PATH], { encoding: 'utf8' });
  // As the server fills in the brand (apps/api/src/plugins/app/spa.ts).
  html = JSON.parse(out.replaceAll('__BRAND_NAME__', BRAND.replace('&', '&#38;')));
}, 60_000);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

async function hydrate(url: string) {
  document.head.innerHTML = `<meta name="brand-name" content="${BRAND.replace('&', '&amp;')}">`;
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = html[url]!;
  document.body.append(container);
  const heading = container.querySelector('h1');
  // Every prerendered element, to find each one in place after hydrating (none removed and painted again).
  const elements = [...container.querySelectorAll('*')];
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <App />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { container, heading, elements, mismatches };
}

describe('prerendered pages hydrate as they are', () => {
  it.each(URLS)('%s', async (url) => {
    const { container, heading, elements, mismatches } = await hydrate(url);
    expect(heading).not.toBeNull();
    // Hydrated once the page's chunk is there: the h1 is then React's, and still the prerendered node.
    await waitFor(() => expect(Object.keys(heading!).some((key) => key.startsWith('__reactFiber'))).toBe(true));
    // What React reports of the hydration comes with its commit.
    await settle();
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    // The page re-renders right after hydrating (the session's state for the prerender's "not yet"); a Suspense
    // boundary still waiting for its chunk then (the language switch's) must not be rendered afresh.
    const languageSwitch = elements.find((element) => element.getAttribute('role') === 'group');
    if (languageSwitch)
      await waitFor(() => expect(Object.keys(languageSwitch).some((key) => key.startsWith('__reactFiber'))).toBe(true));
    await settle();
    expect(elements.filter((element) => !container.contains(element))).toEqual([]);
  });

  it('writes the layout skeleton for the signed-in pages', () => {
    expect(html[SHELL_PATH]).toContain('aria-busy="true"');
    expect(html[SHELL_PATH]).toContain('<span>Sparkle &#38; Co</span>');
    expect(html[SHELL_PATH]).not.toContain('<h1');
  });
});
