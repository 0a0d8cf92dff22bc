// API module boundaries (decision 058): which module of apps/api/src/modules may import which, as the web's
// features may not import each other. A module named here imports only the modules its row lists: all of a
// module's files (`'*'`) or only the files named, the narrow door a circle would otherwise run through (the claim
// reads the offers' rules, never the offers' service, which queues new-job alerts, which read the claim's rule).
// A new module, or a new edge, is a row changed here on purpose, in review. lib/, db/, plugins/ and identity/ sit
// under every module and are not counted.
import path from 'node:path';
import { importSources, relative } from './sources.js';

const MODULES = 'apps/api/src/modules/';

/** Each module's allowed imports of other modules: `'*'` for any file, else the files (relative to the module). */
const API_MODULE_IMPORTS = {
  'appointment-notes': { appointments: '*' },
  appointments: {
    availability: '*',
    // A booking's confirmation carries the customer's link; a claim and a completion mail the customer.
    'customer-job': ['job-link.ts', 'status-mails.ts'],
    eligibility: '*',
    hours: '*',
    live: '*',
    offers: ['offer-rules.ts'],
    ops: '*',
    push: '*',
    visit: '*',
  },
  availability: { hours: '*', preferences: '*' },
  'calendar-feed': { appointments: '*', availability: '*' },
  'calendar-imports': { availability: ['time-off.ts'], preferences: '*' },
  // The customer's page and the job's thread: it reads the job's tables, and a rating's state (its own rating).
  'customer-job': { ratings: ['rating-state.ts'] },
  // Who is mailed pay: the one rule of who sees it (team/crew-pay.ts).
  earnings: { hours: '*', ops: '*', team: ['crew-pay.ts'], visit: '*' },
  eligibility: { hours: '*' },
  files: {},
  hours: {},
  insights: { appointments: '*', eligibility: '*' },
  legal: {},
  live: {
    appointments: '*',
    availability: '*',
    eligibility: '*',
    hours: '*',
    offers: ['offer-rules.ts'],
    team: ['crew-pay.ts'],
  },
  offers: { appointments: '*', eligibility: '*', live: '*', ops: '*', push: '*' },
  'on-my-way': { appointments: '*', 'customer-job': ['job-link.ts', 'customer-push.ts'] },
  ops: {
    appointments: '*',
    // A booking cancelled or moved mails its customer.
    'customer-job': ['job-link.ts', 'status-mails.ts'],
    earnings: '*',
    files: '*',
    hours: '*',
    insights: '*',
    legal: '*',
    live: '*',
    offers: '*',
    photos: '*',
    products: '*',
    push: '*',
    ratings: ['routes.ts'],
    // Issue 57: the quality console's route, in the ops scope.
    quality: ['routes.ts'],
    services: '*',
    vendor: '*',
    visit: '*',
  },
  photos: { appointments: '*', files: '*' },
  preferences: {},
  products: {},
  push: { appointments: '*', ops: '*' },
  // Ratings (issue 57): the customer's link opens the booking; staff's decision is audited and guarded as ops'.
  ratings: { 'customer-job': ['service.ts'], ops: ['audit.ts', 'ops-auth.ts'] },
  // Issue 57: the scorecard, the tiers and the quality console (the company's zone; the mails' Site).
  quality: { hours: '*', ops: ['mails.ts'] },
  services: {},
  team: { availability: '*', ops: '*' },
  vendor: {},
  visit: {
    appointments: '*',
    'customer-job': ['job-link.ts', 'customer-push.ts', 'status-mails.ts'],
    files: '*',
    'on-my-way': '*',
    ops: '*',
    push: '*',
  },
};

/** The module a repository path lies in and the rest of its path, or null outside apps/api/src/modules. */
function moduleOf(file) {
  if (!file.startsWith(MODULES)) return null;
  const [name, ...rest] = file.slice(MODULES.length).split('/');
  return rest.length === 0 ? null : { name, file: rest.join('/') };
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = moduleOf(relative(context.filename));
    if (!from) return {};
    const allowed = API_MODULE_IMPORTS[from.name];
    const where = 'tooling/eslint/api-modules.js API_MODULE_IMPORTS (decision 058)';
    return importSources(context, (node, source) => {
      if (!source.startsWith('.')) return;
      const target = moduleOf(relative(path.resolve(path.dirname(context.filename), source)));
      if (!target || target.name === from.name) return;
      if (!allowed) {
        context.report({ node, message: `The module ${from.name} has no row in ${where}: add what it may import.` });
        return;
      }
      const door = allowed[target.name];
      if (door === '*' || (Array.isArray(door) && door.includes(target.file))) return;
      context.report({
        node,
        message: door
          ? `${from.name} may import only ${door.join(', ')} of ${target.name} (${where}); ${target.file} is not among them.`
          : `${from.name} may not import ${target.name} (${where}): pass what it needs in, publish an event, or change the table on purpose.`,
      });
    });
  },
};

export default { meta: { name: 'api-modules' }, rules: { boundaries } };
