import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './prerender-plugin.ts';

// docs/decisions/006, "After the first paint": a prerendered page asks for no script before its first paint.
const HTML = [
  '<html><head>',
  '<script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js"></script>',
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/main-1.css">',
  '<link rel="preload" as="image" href="/favicon.svg"/>',
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-page-1.js"></head>',
  '<body data-prerendered><div id="root"><h1>Login</h1></div></body></html>',
].join('');

describe('afterPaint', () => {
  it('writes the module script and its preloads inert, for public/after-paint.js to start after the paint', () => {
    const out = afterPaint(HTML);
    expect(out).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(out).toContain('<script type="text/x-after-paint" data-after-paint data-src="/assets/main-1.js"></script>');
    expect(out).toContain('<link rel="x-after-paint" data-after-paint data-href="/assets/runtime-1.js">');
    expect(out).toContain('<link rel="x-after-paint" data-after-paint data-href="/assets/login-page-1.js">');
    expect(out).toContain('<script defer src="/after-paint.js"></script></head>');
    // What the paint needs stays as it was.
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/main-1.css">');
    expect(out).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
  });

  it('stops the build when the page has no module script of the expected form', () => {
    expect(() => afterPaint(HTML.replace('fetchpriority="low" crossorigin src', 'src'))).toThrow(/afterPaint/);
  });
});

describe('public/after-paint.js', () => {
  const script = fs.readFileSync(path.resolve(import.meta.dirname, '../public/after-paint.js'), 'utf8');
  const listeners: Array<[string, EventListener, boolean]> = [];
  afterEach(() => {
    for (const [type, listener, capture] of listeners.splice(0)) document.removeEventListener(type, listener, capture);
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('keeps the browser from sending a form of the prerendered HTML itself (a GET with the password in the address)', () => {
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener as EventListener, options === true]);
      add(type, listener, options);
    });
    document.body.innerHTML =
      '<div id="root"><form><input name="password" value="secret"><button>Login</button></form></div>';
    new Function(script)();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
