// Files across processes: uploaded through A into the shared S3 bucket, listed by B, and the signed
// link either one gives opens the bytes.
import { describe, test } from 'vitest';
import { A, B, call, createVendor, PUBLIC_URL } from './environment.mjs';
import { verify } from './helpers.mjs';

// The smallest valid PNG (1×1), recognised by its bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
// The server stores an image's pixels written again without metadata (docs/decisions/013-images-cleaned-with-sharp.md):
// what it serves is a PNG, not the bytes sent; both links serve the one stored file.
const PNG_SIGNATURE = png.subarray(0, 8);
const isPng = (bytes) => bytes.subarray(0, 8).equals(PNG_SIGNATURE);
const absolute = (u) => (u.startsWith('http') ? u : `${PUBLIC_URL}${u}`);
// A disk link is served by the API (pin it to B); an S3 link goes to the bucket.
const open = async (mediaUrl) => {
  const res = await fetch(absolute(mediaUrl), { headers: { 'x-scale-upstream': String(B) } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('Files: upload through A, open the signed link from B (shared S3 storage)', () => {
  let uploaded;
  let file;
  let stored;

  test('upload through A answers 201', async () => {
    const v = await createVendor(A, '80231');
    const form = new FormData();
    form.append('fileLabel', 'Business License');
    form.append('title', 'Scale license');
    form.append('file', new Blob([png], { type: 'image/png' }), 'license.png');
    uploaded = await call('POST', '/api/vendorFiles', { token: v.token, body: form, upstream: A });
    verify(uploaded.status === 201, `status ${uploaded.status}`);
    const listed = await call('GET', '/api/vendorFiles', { token: v.token, upstream: B });
    file = listed.status === 200 ? listed.json?.find?.((f) => f.id === uploaded.json?.id) : undefined;
  });

  test('B lists the file', () => {
    verify(file, 'not in the list B answers');
  });

  test('the signed link B gives opens the image A stored', async () => {
    const fromB = await open(file.mediaUrl);
    stored = fromB.bytes;
    verify(fromB.status === 200 && isPng(fromB.bytes), `status ${fromB.status}`);
  });

  test('the signed link A gave opens the same bytes', async () => {
    const fromA = await open(uploaded.json.mediaUrl);
    verify(fromA.status === 200 && stored && fromA.bytes.equals(stored), `status ${fromA.status}`);
  });
});
