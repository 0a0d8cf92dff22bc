// The ops API answers on both processes with the one shared OPS_TOKEN; the product created here is
// the one the claim tests book.
import { describe, test } from 'vitest';
import { A, B, call, shared } from './environment.mjs';
import { verify } from './helpers.mjs';

describe('Catalogue through the ops API (shared OPS_TOKEN)', () => {
  test('ops token accepted by A', async () => {
    const created = await call('POST', '/api/ops/products', {
      ops: true,
      upstream: A,
      body: {
        title: 'Scale Detailing',
        isActive: true,
        prices: [{ title: 'Wash', isOutside: true, schedulingInterface: 'datetime' }],
      },
    });
    shared.product = created.json;
    await verify(created.status === 201, `status ${created.status}`);
  });

  test('ops token accepted by B', async () => {
    const other = await call('POST', '/api/ops/products', {
      ops: true,
      upstream: B,
      body: {
        title: 'Scale Washing',
        isActive: true,
        prices: [{ title: 'Driveway', isOutside: true, schedulingInterface: null }],
      },
    });
    await verify(other.status === 201, `status ${other.status}`);
  });
});
