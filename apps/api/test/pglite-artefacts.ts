import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteArtefacts } from '../src/db/client.ts';

// PGlite compiles its 10 MB WebAssembly module and reads its 6 MB file-system bundle on every PGlite.create: about
// half of opening a test file's database from the run's migrated dump (docs/how-to/testing.md "Speed and determinism (Vitest)"). An API test
// worker keeps one module graph for all its files (isolate: false), so this module's promise is made once per
// worker and every file's database starts from the same compiled modules.

let artefacts: Promise<PgliteArtefacts> | undefined;
// The API's TypeScript libraries (no DOM) declare WebAssembly's types but not its global: typed here.
const { compile } = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/** PGlite's compiled modules and bundle, made once per process. */
export function pgliteArtefacts(): Promise<PgliteArtefacts> {
  artefacts ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const read = (file: string) => fs.readFileSync(path.join(dist, file));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile(read('pglite.wasm')),
      compile(read('initdb.wasm')),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([read('pglite.data')]) };
  })();
  return artefacts;
}
