// Our CSP forbids eval (script-src 'self'): zod's JIT probes `new Function` on its first object
// parse, which the browser reports as a CSP violation. Forms validate a handful of fields, so zod
// runs without the JIT in the browser. Import this module before parsing with zod.
import { config } from 'zod';

config({ jitless: true });
