import '@testing-library/jest-dom/vitest';
// The catalogues' ICU compiler: the build compiles the messages ahead, the tests on first use (decision 033).
import '@vendor-portal/contract/i18n-compiler';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { File as NodeFile } from 'node:buffer';
import { server } from './msw-server.ts';

// findBy/waitFor wait up to 5 s instead of 1 s: on a busy 2-core CI machine a lazy page's first import can take
// longer than a second. What the tests assert is unchanged; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// The network is mocked at the fetch level (MSW). An unmocked request fails the test, and so does
// an unexpected console.error (docs/README.md "Habits", 6).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// The files of a worker share one jsdom and one module registry (isolate: false, vitest.config.ts): after a file,
// the app's modules are dropped, so the next file imports them afresh and no module's state (the note outbox, the
// new-jobs store, the vendor's zone, the API client's pending actions) crosses from one file to the next. The
// libraries (React, Testing Library, TanStack Query) stay loaded: that is the time saved. The document and the
// address go back to a fresh jsdom's (a file may leave a <meta> in the head or the page at another path).
afterAll(() => {
  server.close();
  vi.resetModules();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
});

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (consoleErrors.length) {
    const text = consoleErrors.map((a) => a.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});

// jsdom lacks these browser APIs.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
window.scrollTo = () => {};

// Node 24's fetch (undici) accepts only Node's own File in a FormData, and jsdom's File is another
// class. Hand it a Node File with the same name and type: tests read the form's fields, not the bytes.
// Once per jsdom: this file runs before each test file, and the files of a worker share one jsdom.
const patched = Symbol.for('vendor-portal.form-data-append');
const append = FormData.prototype.append as (this: FormData, ...args: [string, string | Blob, string?]) => void;
if (!(patched in FormData.prototype)) {
  Object.defineProperty(FormData.prototype, patched, { value: true });
  FormData.prototype.append = function (this: FormData, name: string, value: string | Blob, filename?: string) {
    if (value instanceof File && !(value instanceof NodeFile)) {
      const copy = new NodeFile([], filename ?? value.name, { type: value.type, lastModified: value.lastModified });
      return append.call(this, name, copy as unknown as Blob);
    }
    return filename === undefined ? append.call(this, name, value) : append.call(this, name, value, filename);
  } as typeof FormData.prototype.append;
}
