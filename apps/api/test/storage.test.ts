import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectWholeFile, downloadName } from '../src/modules/files/file-type.ts';
import { inlineContentDisposition } from '../src/storage/content-disposition.ts';
import { DiskStorage } from '../src/storage/disk-storage.ts';
import type { FileStorage } from '../src/storage/file-storage.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { checkLink, linkKeys, signLink } from '../src/lib/signed-links.ts';
import { S3RVER_CREDENTIALS, startS3rver } from './storage-s3rver.ts';

// The storage interface's two implementations, side by side: the same behaviour on the local disk
// and on a real S3-compatible server (s3rver) started here.

describe('detectWholeFile (docs/architecture.md "Files": by structure, not by the first bytes)', () => {
  const PDF = '%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  const PNG_HEAD = '\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89';
  const PNG_END = '\0\0\0\0IEND\xae\x42\x60\x82';
  it.each([
    [PDF, 'application/pdf'],
    [PNG_HEAD + PNG_END, 'image/png'],
    ['\xff\xd8\xff\xdb\0\x43\0', 'image/jpeg'],
    ['GIF87a\x01\0\x01\0\0\0\0;', 'image/gif'],
    ['GIF89a\x01\0\x01\0\0\0\0;', 'image/gif'],
    ['<svg xmlns="http://www.w3.org/2000/svg">', null],
    // Magic bytes alone are not a file.
    ['%PDF-1.7\n', null],
    ['%PDF-1.7\n<script>alert(1)</script>', null],
    ['%PDF-1.4\n<script>alert(1)</script>\n%%EOF\n', null],
    ['%PDF-1.4\nobj <script>alert(1)</script> endobj\n%%EOF\n', null],
    ['%PDF-1.4\n12 0 obj\n<<>>\nendobj\n%%EOF\n', 'application/pdf'],
    ['%PDF-', null],
    ['%PDF', null],
    ['\x89PNG\r\n\x1a\n\0\0', null],
    [PNG_HEAD, null],
    ['\x89PNG', null],
    ['\xff\xd8\xff', null],
    ['GIF89a..', null],
    ['GIF89a\0\0\0\0\0\0\0;', null],
    ['', null],
  ])('%j is %s', async (bytes, type) => {
    expect(await detectWholeFile(Buffer.from(bytes, 'latin1'))).toBe(type);
  });
});

describe('file names in links', () => {
  it('adds the extension of the real type once', () => {
    expect(downloadName('License', 'application/pdf')).toBe('License.pdf');
    expect(downloadName('scan.PNG', 'image/png')).toBe('scan.PNG');
    expect(downloadName('photo.png', 'image/jpeg')).toBe('photo.png.jpg');
  });

  it('keeps quotes, paths and accents out of the plain filename', () => {
    expect(inlineContentDisposition(`a"b\\c/../é;%'.pdf`)).toBe(
      `inline; filename="a_b_c_..____'.pdf"; filename*=UTF-8''a%22b%5Cc%2F..%2F%C3%A9%3B%25%27.pdf`,
    );
  });
});

describe('signed links', () => {
  const key = linkKeys('file', { current: 'test-secret-test-secret-test-secret-0123' });
  it('accepts its own signature until it expires', () => {
    const expires = 1_900_000_000;
    const signature = signLink(key, 5, expires);
    expect(checkLink(key, 5, expires, signature, expires * 1000)).toBe('valid');
    expect(checkLink(key, 5, expires, signature, expires * 1000 + 1)).toBe('expired');
    expect(checkLink(key, 6, expires, signature, 0)).toBe('invalid');
    expect(checkLink(key, 5, expires + 1, signature, 0)).toBe('invalid');
    expect(
      checkLink(linkKeys('file', { current: 'another-secret-another-secret-0123456' }), 5, expires, signature, 0),
    ).toBe('invalid');
    expect(checkLink(key, 5, expires, 'short', 0)).toBe('invalid');
  });
});

const BUCKET = 'bucket';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-storage-test-'));
let s3rver: Awaited<ReturnType<typeof startS3rver>>;
beforeAll(async () => {
  s3rver = await startS3rver(BUCKET);
});
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const implementations: Array<[string, () => FileStorage, (url: string) => Promise<Response | null>]> = [
  [
    'disk',
    () =>
      new DiskStorage({
        root: path.join(tmp, 'disk'),
        linkKey: linkKeys('file', { current: 'x'.repeat(32) }),
        linkPath: (id) => `/api/vendorFiles/${id}/content`,
      }),
    // A disk link is served by the API route (tested in files.test.ts): here only its shape.
    async () => null,
  ],
  [
    's3',
    () =>
      new S3Storage({
        endpoint: s3rver.endpoint,
        bucket: BUCKET,
        region: 'us-east-1',
        ...S3RVER_CREDENTIALS,
        forcePathStyle: true,
      }),
    (url) => fetch(url),
  ],
];

describe.each(implementations)('%s storage', (kind, make, fetchLink) => {
  const ref = (storageKey: string) => ({ id: 1, storageKey, contentType: 'image/gif', downloadName: 'Logo.gif' });

  it('stores, links and deletes', async () => {
    const storage = make();
    const key = `1/${crypto.randomUUID()}`;
    await storage.put(key, Readable.from([Buffer.from('GIF89a'), Buffer.from('rest')]));
    const link = await storage.link(ref(key));
    if (kind === 's3') {
      const url = new URL(link);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
      const res = (await fetchLink(link))!;
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="Logo.gif"; filename*=UTF-8''Logo.gif`);
      expect(await res.text()).toBe('GIF89arest');
    } else {
      expect(link).toMatch(/^\/api\/vendorFiles\/1\/content\?expires=\d+&signature=[\w-]{43}$/);
      expect(fs.readFileSync(path.join(tmp, 'disk', key), 'utf8')).toBe('GIF89arest');
    }
    await storage.delete(key);
    await storage.delete(key); // already gone: not an error
    if (kind === 's3') expect((await fetchLink(link))!.status).toBe(404);
    else expect(fs.existsSync(path.join(tmp, 'disk', key))).toBe(false);
    await storage.close();
  });

  it('keeps nothing when the stream fails half way', async () => {
    const storage = make();
    const key = `1/${crypto.randomUUID()}`;
    async function* failing() {
      yield Buffer.from('GIF89a');
      throw new Error('client went away');
    }
    await expect(storage.put(key, Readable.from(failing()))).rejects.toThrow('client went away');
    if (kind === 's3') expect((await fetchLink(await storage.link(ref(key))))!.status).toBe(404);
    else expect(fs.readdirSync(path.join(tmp, 'disk', '1')).filter((f) => f.startsWith(key.slice(2)))).toEqual([]);
    await storage.close();
  });

  it('keeps nothing when the upload is refused before its first byte is written', async () => {
    // A refusal from the type check comes before any write. Once in CI a refused upload left its
    // .part behind; the file is now opened before streaming, so the clean-up always finds it.
    const storage = make();
    const keys = Array.from({ length: 40 }, () => `2/${crypto.randomUUID()}`);
    // eslint-disable-next-line require-yield -- refused before the first chunk
    async function* refused(): AsyncGenerator<Buffer> {
      throw new Error('refused');
    }
    // Many at once, as under load: the file system's thread pool is busy.
    const results = await Promise.allSettled(keys.map((key) => storage.put(key, Readable.from(refused()))));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    if (kind === 's3') {
      for (const key of keys.slice(0, 3)) expect((await fetchLink(await storage.link(ref(key))))!.status).toBe(404);
    } else {
      // A refusal's clean-up may finish after the refusal: awaited, not slept on.
      const dir = path.join(tmp, 'disk', '2');
      await expect.poll(() => (fs.existsSync(dir) ? fs.readdirSync(dir) : []), { timeout: 20_000 }).toEqual([]);
    }
    await storage.close();
  });
});
