import type { FastifyInstance } from 'fastify';
// The eligible vendor the live tests use is the API tests' one fixture (eligibility-helpers.ts).
export { eligibleVendor } from '../eligibility-helpers.ts';

/** Listens on a free port; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}
