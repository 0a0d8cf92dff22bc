// Every form's zod resolver comes from here. Our CSP forbids eval (script-src 'self'): zod's JIT
// probes `new Function` on its first object parse, which the browser reports as a CSP violation.
// Forms validate a handful of fields, so zod runs without the JIT in the browser.
// eslint-disable-next-line no-restricted-imports -- the one place that imports the resolver
import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

config({ jitless: true });

export { zodResolver };
