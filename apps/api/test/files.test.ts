import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from '@vendor-portal/contract/files';
import sharp from 'sharp';
import { ACCOUNT, UPLOADS } from '@vendor-portal/contract/messages';
import { createTestApp, createTestIdentity, createTestVendor, type TestContext, type TestVendor } from './helpers.ts';
import { cameraImage, imageFacts } from './image-fixtures.ts';
import { S3RVER_CREDENTIALS, startS3rver } from './storage-s3rver.ts';

// docs/product-spec.md §7 /vendorFiles and docs/architecture.md "Files", through HTTP, on both storages: the local disk
// (default) and an S3-compatible bucket served by a real s3rver started here.

// Small files built in code: real files of each type (header and, for PDF and PNG, the trailer).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// Images are decoded whole on the server (issue 38 item 4): real ones, made by sharp.
const JPEG = await cameraImage('jpeg');
const GIF = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#00f' } })
  .gif()
  .toBuffer();
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body, parts in the given order. */
function multipart(parts: Part[]) {
  const boundary = `----vendor-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  fields: { fileLabel?: string; title?: string },
  file?: { data: Buffer; filename?: string; contentType?: string },
): Part[] => [
  ...Object.entries(fields).map(([name, value]) => ({ name, value: value! })),
  ...(file
    ? [
        {
          name: 'file',
          filename: file.filename ?? 'upload.bin',
          contentType: file.contentType ?? 'application/octet-stream',
          data: file.data,
        },
      ]
    : []),
];

const S3_BUCKET = 'vendor-files';

describe.each(['disk', 's3'] as const)('/vendorFiles on %s storage', (kind) => {
  let t: TestContext;
  let s3rver: Awaited<ReturnType<typeof startS3rver>> | undefined;
  let s3: S3Client | undefined;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (kind === 's3') {
      s3rver = await startS3rver(S3_BUCKET);
      const { endpoint } = s3rver;
      env = {
        S3_ENDPOINT: endpoint,
        S3_BUCKET,
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      };
      s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
    }
    t = await createTestApp(env);
    expect(t.config.storage).toBe(kind);
  });
  afterAll(async () => {
    await t.close();
    s3?.destroy();
    await s3rver?.close();
  });
  afterEach(() => vi.useRealTimers());

  /** Every stored object (the bytes, wherever this storage keeps them). */
  async function storedKeys(): Promise<string[]> {
    if (s3) return ((await s3.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }))).Contents ?? []).map((o) => o.Key!);
    const root = path.join(t.config.dataDir, 'files');
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((d) => d.isFile())
      .map((d) => d.name);
  }

  const post = (v: { headers: object } | null, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/vendorFiles',
      payload: body.payload,
      headers: { ...body.headers, ...(v?.headers ?? {}) },
    });
  };
  const list = (v: TestVendor) => t.app.inject({ method: 'GET', url: '/api/vendorFiles', headers: v.headers });

  /** Opens a mediaUrl as a new browser tab would: no Authorization header. */
  async function open(url: string) {
    if (/^https?:/.test(url)) {
      const res = await fetch(url);
      return {
        status: res.status,
        headers: Object.fromEntries(res.headers),
        body: Buffer.from(await res.arrayBuffer()),
      };
    }
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload };
  }

  it('uploads, lists, opens without a header, and deletes (row and bytes)', async () => {
    const v = await createTestVendor(t.app);
    const before = await storedKeys();
    const res = await post(
      v,
      upload(
        { fileLabel: 'Business License', title: '  City License 2026  ' },
        { data: PDF, filename: 'license.pdf', contentType: 'application/pdf' },
      ),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      id: expect.any(Number),
      title: 'City License 2026',
      fileLabel: 'Business License',
      contentType: 'application/pdf',
      mediaUrl: expect.any(String),
    });
    expect(await storedKeys()).toHaveLength(before.length + 1);
    // A server-generated storage name: nothing of the client's file name.
    expect((await storedKeys()).some((k) => k.includes('license'))).toBe(false);

    const listed = await list(v);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ ...created, mediaUrl: expect.any(String) }]);

    const opened = await open(listed.json()[0].mediaUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toBe(
      `inline; filename="City License 2026.pdf"; filename*=UTF-8''City%20License%202026.pdf`,
    );
    expect(opened.body.equals(PDF)).toBe(true);
    if (kind === 'disk') {
      expect(opened.headers['x-content-type-options']).toBe('nosniff');
      expect(opened.headers['content-security-policy']).toMatch(/^sandbox;.*default-src 'none'/);
    }

    const del = await t.app.inject({ method: 'DELETE', url: `/api/vendorFiles/${created.id}`, headers: v.headers });
    expect(del.statusCode).toBe(204);
    expect((await list(v)).json()).toEqual([]);
    expect(await storedKeys()).toEqual(before);
    // A deleted file's link answers 404.
    expect((await open(created.mediaUrl)).status).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/vendorFiles/${created.id}`, headers: v.headers })).statusCode,
    ).toBe(404);
  });

  it('recognises PNG, JPEG and GIF from their bytes, whatever the name or declared type', async () => {
    const v = await createTestVendor(t.app);
    for (const [data, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
    ] as const) {
      const res = await post(
        v,
        upload({ fileLabel: 'Other', title: type }, { data, filename: 'scan.pdf', contentType: 'application/pdf' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().contentType).toBe(type);
      const opened = await open(res.json().mediaUrl);
      expect(opened.headers['content-type']).toBe(type);
      expect((await imageFacts(opened.body)).format).toBe(type.slice('image/'.length));
      expect(res.json().size).toBe(opened.body.length);
    }
    expect((await list(v)).json().map((f: { title: string }) => f.title)).toEqual([
      'image/gif',
      'image/jpeg',
      'image/png',
    ]);
  });

  it('stores a photo of a document without its GPS position or EXIF, turned upright', async () => {
    const v = await createTestVendor(t.app);
    const res = await post(v, upload({ fileLabel: 'Other', title: 'Van' }, { data: JPEG, filename: 'van.jpg' }));
    expect(res.statusCode).toBe(201);
    const opened = await open(res.json().mediaUrl);
    expect(opened.headers['content-disposition']).toBe(`inline; filename="Van.jpg"; filename*=UTF-8''Van.jpg`);
    expect(await imageFacts(JPEG)).toMatchObject({ width: 40, height: 20, orientation: 6, exif: true });
    expect(await imageFacts(opened.body)).toEqual({
      format: 'jpeg',
      width: 20,
      height: 40,
      orientation: undefined,
      exif: false,
      xmp: false,
      mentionsCamera: false,
    });
  });

  it('refuses an image that does not decode whole (a JPEG header before HTML) with 415 image-unreadable', async () => {
    const v = await createTestVendor(t.app);
    const before = await storedKeys();
    for (const data of [
      Buffer.concat([JPEG.subarray(0, 20), HTML.toString().repeat(100)].map((b) => Buffer.from(b))),
      JPEG.subarray(0, JPEG.length - 40),
    ]) {
      const res = await post(v, upload({ fileLabel: 'Other', title: 'Bad' }, { data, filename: 'x.jpg' }));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'image-unreadable', message: UPLOADS.imageUnreadable });
    }
    expect((await list(v)).json()).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });

  it('reads the fields in any order (file first)', async () => {
    const v = await createTestVendor(t.app);
    const res = await post(v, [...upload({}, { data: PNG }), ...upload({ title: 'W9', fileLabel: 'W-9 Form' })]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'W9', fileLabel: 'W-9 Form' });
  });

  it('refuses other types with 415 and keeps nothing', async () => {
    const v = await createTestVendor(t.app);
    const before = await storedKeys();
    for (const file of [
      { data: HTML, filename: 'license.pdf', contentType: 'application/pdf' },
      { data: Buffer.from('%PD'), filename: 'short.pdf', contentType: 'application/pdf' },
      { data: Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' },
      // Magic bytes followed by anything: recognised by structure, these are not files of that type.
      { data: Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML]), filename: 'stub.pdf', contentType: 'application/pdf' },
      { data: Buffer.from('%PDF-'), filename: 'stub.pdf', contentType: 'application/pdf' },
      // A header and a trailer around a script, with no object between them (issue 27).
      {
        data: Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF\n'),
        filename: 'stub.pdf',
        contentType: 'application/pdf',
      },
      { data: Buffer.concat([PNG.subarray(0, 8), HTML]), filename: 'stub.png', contentType: 'image/png' },
      { data: PNG.subarray(0, PNG.length - 12), filename: 'cut.png', contentType: 'image/png' },
      { data: Buffer.from([0xff, 0xd8, 0xff]), filename: 'stub.jpg', contentType: 'image/jpeg' },
      { data: Buffer.from('GIF89a'), filename: 'stub.gif', contentType: 'image/gif' },
    ]) {
      const res = await post(v, upload({ fileLabel: 'Other', title: 'Bad' }, file));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported-media-type', message: ACCOUNT.fileTypeNotAllowed });
    }
    expect((await list(v)).json()).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });

  it('accepts exactly 10 MB and refuses one byte more with 413, keeping nothing', async () => {
    const v = await createTestVendor(t.app);
    const before = await storedKeys();
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20);
    PDF.copy(big);
    // A PDF ends with its trailer: the exact-size file below is a PDF only with %%EOF at its end.
    Buffer.from('%%EOF\n').copy(big, MAX_FILE_BYTES - 6);
    const tooBig = await post(v, upload({ fileLabel: 'Other', title: 'Big' }, { data: big, filename: 'big.pdf' }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'payload-too-large', message: ACCOUNT.fileTooLarge });
    expect(await storedKeys()).toEqual(before);
    expect((await list(v)).json()).toEqual([]);

    const exact = await post(
      v,
      upload({ fileLabel: 'Other', title: 'Exactly' }, { data: big.subarray(0, MAX_FILE_BYTES), filename: 'big.pdf' }),
    );
    expect(exact.statusCode).toBe(201);
    expect((await open(exact.json().mediaUrl)).body.length).toBe(MAX_FILE_BYTES);
  });

  it('refuses a missing or empty title, a label outside the list and a missing file with 400, keeping nothing', async () => {
    const v = await createTestVendor(t.app);
    const before = await storedKeys();
    const file = { data: PDF };
    const cases: Array<[Part[], string]> = [
      [upload({ fileLabel: 'Other' }, file), ACCOUNT.titleEmpty],
      [upload({ fileLabel: 'Other', title: '   ' }, file), ACCOUNT.titleEmpty],
      [upload({ fileLabel: 'Other', title: 'x'.repeat(201) }, file), ACCOUNT.titleTooLong],
      [upload({ title: 'No label' }, file), ACCOUNT.fileLabelInvalid],
      [upload({ fileLabel: 'Passport', title: 'Bad label' }, file), ACCOUNT.fileLabelInvalid],
      [upload({ fileLabel: 'Other', title: 'No file' }), ACCOUNT.fileMissing],
    ];
    for (const [parts, message] of cases) {
      const res = await post(v, parts);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation-error', message });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/vendorFiles',
      headers: v.headers,
      payload: { title: 'x', fileLabel: 'Other' },
    });
    expect(json.statusCode).toBe(400);
    expect((await list(v)).json()).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });

  it("keeps each vendor to its own files: another vendor's file is 404", async () => {
    const a = await createTestVendor(t.app);
    const b = await createTestVendor(t.app);
    const created = (await post(a, upload({ fileLabel: 'Other', title: 'Mine' }, { data: PDF }))).json();
    expect((await list(b)).json()).toEqual([]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/vendorFiles/${created.id}`, headers: b.headers });
    expect(del.statusCode).toBe(404);
    expect((await list(a)).json()).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/vendorFiles/99999999999', headers: b.headers })).statusCode,
    ).toBe(400);
  });

  it('needs the bearer token, and a vendor, on every call but the signed link', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/vendorFiles' }),
      await post(null, upload({ fileLabel: 'Other', title: 'x' }, { data: PDF })),
      await t.app.inject({ method: 'DELETE', url: '/api/vendorFiles/1' }),
    ])
      expect(res.statusCode).toBe(401);
    const identity = await createTestIdentity(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/vendorFiles', headers: identity.headers })).statusCode).toBe(
      404,
    );
    expect((await post(identity, upload({ fileLabel: 'Other', title: 'x' }, { data: PDF }))).statusCode).toBe(404);
  });

  it('refuses an expired link', async () => {
    const v = await createTestVendor(t.app);
    const { mediaUrl } = (await post(v, upload({ fileLabel: 'Other', title: 'Soon gone' }, { data: PNG }))).json();
    expect((await open(mediaUrl)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expect((await open(mediaUrl)).status).toBe(403);
  });

  // s3rver checks a presigned link's expiry but does not implement SigV4 signature checks
  // (lib/middleware/authentication.js), so tampering is tested on our own disk links only.
  it.runIf(kind === 'disk')('refuses a tampered link', async () => {
    const a = await createTestVendor(t.app);
    const b = await createTestVendor(t.app);
    const mine = (await post(a, upload({ fileLabel: 'Other', title: 'Mine' }, { data: PNG }))).json();
    const theirs = (await post(b, upload({ fileLabel: 'Other', title: 'Theirs' }, { data: PNG }))).json();
    const url = new URL(mine.mediaUrl, 'http://local');
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const link of [
      `${url.pathname}?expires=${expires}&signature=${flipped}`,
      `${url.pathname}?expires=${expires + 3600}&signature=${signature}`,
      `${url.pathname.replace(`/${mine.id}/`, `/${theirs.id}/`)}?expires=${expires}&signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
    ]) {
      const res = await open(link);
      expect(res.status, link).toBe(link.includes('signature') ? 403 : 400);
      expect(res.body.equals(PNG)).toBe(false);
    }
    expect((await open(`${url.pathname}?expires=${expires}&signature=${signature}`)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}?expires=x&signature=y` })).statusCode).toBe(400);
  });
});

describe('uploads over real HTTP', () => {
  let t: TestContext;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => t.close());

  // docs/how-to/tooling.md "Traps of the stack": a truncated stream must not look like success, and the client must still get the
  // answer while it is sending the rest of a large body.
  it.each([
    ['too large', Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES)]), 413],
    ['wrong bytes', Buffer.concat([HTML, Buffer.alloc(3 * 1024 * 1024)]), 415],
  ])('answers %s while the browser streams it', async (_name, data, status) => {
    const v = await createTestVendor(t.app);
    const form = new FormData();
    form.append('fileLabel', 'Other');
    form.append('title', 'Large');
    form.append('file', new Blob([data], { type: 'application/pdf' }), 'large.pdf');
    const res = await fetch(`${base}/api/vendorFiles`, { method: 'POST', body: form, headers: v.headers });
    expect(res.status).toBe(status);
    const listed = await fetch(`${base}/api/vendorFiles`, { headers: v.headers });
    expect(await listed.json()).toEqual([]);
  });
});
