import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

// Security headers and the Content Security Policy of every answer (docs/architecture.md). The SPA
// runs with script and style from its own origin only; nothing may frame it.
const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      // The review console previews a vendor's PDF in a frame, from the bytes of its same-origin
      // signed link (an object URL); nothing from another origin.
      frameSrc: ["'self'", 'blob:'],
      // The service worker (sw.js) and /manifest.webmanifest, both from our own origin.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** Headers every answer carries whatever it is, not set by helmet. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with these options, read once from a throwaway instance. They are the same for every
 * answer (no nonce), and helmet builds them again on each request: a twentieth of a catalogue answer's CPU.
 */
export async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, OPTIONS);
  probe.get('/', (_request, reply) => reply.send(''));
  try {
    const res = await probe.inject('/');
    return Object.fromEntries(
      Object.entries(res.headers)
        .filter(([name, value]) => !NOT_SECURITY.has(name) && typeof value === 'string')
        .map(([name, value]) => [name, value as string]),
    );
  } finally {
    await probe.close();
  }
}

export default fp(async function helmetPlugin(app: FastifyInstance) {
  const headers = await securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
