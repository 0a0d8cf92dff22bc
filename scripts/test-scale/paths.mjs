// Where things are: the repository, the server build under test, the API workspace's packages.
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
// SCALE_TEST_MAIN=<path> runs another build of the server (e.g. one with a fault compiled in).
export const mainJs = path.resolve(process.env.SCALE_TEST_MAIN ?? path.join(root, 'apps/api/dist/main.js'));
/** require() from apps/api, where s3rver, smtp-server and pg are installed. */
export const fromApi = createRequire(path.join(root, 'apps/api/package.json'));
