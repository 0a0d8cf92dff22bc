// Bundles the API (and the shared contract, which ships as TypeScript) into dist/main.js.
// npm packages stay external: they are installed next to it.
import fs from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        // Bare imports are npm packages, except our own workspace package.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@vendor-portal/') ? undefined : { external: true },
        );
      },
    },
  ],
});
// The push delivery threads' file (lib/push.ts loads it beside the code that starts them): plain JavaScript.
fs.copyFileSync('src/lib/push-worker.mjs', 'dist/push-worker.mjs');
