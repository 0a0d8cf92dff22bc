// api-modules/boundaries (decision 058): an API module imports only the modules, or files, its row allows.
import path from 'node:path';
import plugin from './api-modules.js';
import { tester } from './rule-tester.js';
import { ROOT } from './sources.js';

const at = (file) => path.join(ROOT, file);
const claim = at('apps/api/src/modules/appointments/unclaimed.ts');

tester.run('api-modules/boundaries', plugin.rules.boundaries, {
  valid: [
    // the offers' rules are the claim's door into the offers
    { code: "import { heldForAnother } from '../offers/offer-rules.ts';", filename: claim },
    // a module's own files, and what sits under every module
    { code: "import { x } from './service.ts'; import { db } from '../../db/client.ts';", filename: claim },
    { code: "import { publish } from '../../lib/event-bus.ts';", filename: at('apps/api/src/modules/hours/x.ts') },
    // packages, and files outside the modules
    { code: "import { z } from 'zod'; import { m } from '@vendor-portal/contract/messages';", filename: claim },
    { code: "import { LiveHub } from '../../modules/live/hub.ts';", filename: at('apps/api/src/plugins/app/live.ts') },
    // an edge of the table, '*'
    { code: "const m = await import('../appointments/service.ts');", filename: at('apps/api/src/modules/live/x.ts') },
  ],
  invalid: [
    // the circle: the claim → the offers' service → new-job alerts → the claim
    { code: "import { markOfferClaimed } from '../offers/service.ts';", filename: claim, errors: 1 },
    // an edge the table does not have
    { code: "import { x } from '../ops/audit.ts';", filename: at('apps/api/src/modules/hours/x.ts'), errors: 1 },
    { code: "export { y } from '../team/routes.ts';", filename: at('apps/api/src/modules/files/x.ts'), errors: 1 },
    // a module without a row
    { code: "import { x } from '../hours/y.ts';", filename: at('apps/api/src/modules/new-thing/x.ts'), errors: 1 },
  ],
});
