// Every form's zod resolver comes from here, so that zod runs without eval (see zod-jitless.ts).
// eslint-disable-next-line no-restricted-imports -- the one place that imports the resolver
import { zodResolver } from '@hookform/resolvers/zod';
import './zod-jitless.ts';

export { zodResolver };
