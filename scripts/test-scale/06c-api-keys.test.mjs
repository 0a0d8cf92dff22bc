// docs/architecture.md "Partners" (issue 58): what a key is, each process keeps in memory as it keeps the identity
// check; a key deleted through A is refused on B at once (within 1 s: the delete's `apiKey.revoked` event), though B
// had kept it a moment before.
import { describe, test } from 'vitest';
import { A, B, call, createVendor, remember } from './environment.mjs';
import { sleep, verify } from './helpers.mjs';

/** Milliseconds until B refuses `key` (polling), or null after `limitMs`. */
async function refusedOnBWithin(key, limitMs) {
  const t0 = performance.now();
  for (;;) {
    const res = await call('GET', '/api/appointment', { token: key, upstream: B });
    const elapsed = performance.now() - t0;
    if (res.status === 401) return elapsed;
    if (elapsed > limitMs) return null;
    await sleep(20);
  }
}

describe('API keys: a key deleted through A is refused on B at once', () => {
  let v;
  let made;
  test('a key made through A answers on B (which keeps it)', async () => {
    v = await createVendor(A, '80232');
    const res = await call('POST', '/api/apiKeys', {
      token: v.token,
      upstream: A,
      body: { name: 'Sync', scope: 'read' },
    });
    verify(res.status === 201, `POST /api/apiKeys: status ${res.status}`);
    made = res.json;
    remember(made.key);
    for (let i = 0; i < 3; i++) {
      const read = await call('GET', '/api/appointment', { token: made.key, upstream: B });
      verify(read.status === 200, `B with the key: status ${read.status}`);
    }
  });

  test('deleted through A: B refuses it within 1 s', async () => {
    const gone = await call('DELETE', `/api/apiKeys/${made.id}`, { token: v.token, upstream: A });
    verify(gone.status === 204, `DELETE: status ${gone.status}`);
    const ms = await refusedOnBWithin(made.key, 1_000);
    verify(ms !== null, 'B still accepted the key 1 s after its delete');
    const onA = await call('GET', '/api/appointment', { token: made.key, upstream: A });
    verify(onA.status === 401, `A with the deleted key: status ${onA.status}`);
  });
});
