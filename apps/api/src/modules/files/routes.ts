import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { fileLinkQuery, MAX_FILE_BYTES, uploadFields, vendorFileSchema } from '@vendor-portal/contract/files';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { resolveAuthSecret } from '../../lib/secrets.ts';
import { requireVendorId } from '../../plugins/auth.ts';
import { inlineContentDisposition } from '../../storage/content-disposition.ts';
import { DiskStorage } from '../../storage/disk-storage.ts';
import { deriveLinkKey } from '../../storage/signed-link.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { S3Storage } from '../../storage/s3-storage.ts';
import { downloadName } from './file-type.ts';
import { createFile, deleteFile, findFileById, listFiles } from './service.ts';
import { receiveUpload } from './upload.ts';

// SPEC §7 /vendorFiles and ARCHITECTURE.md "Files". Registered under /api, where every route needs
// the bearer token except the signed download link, which opens in a new tab without a header.

// A sandbox for whatever the browser renders: the file can never run script in the portal's origin.
const DOWNLOAD_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const storage: FileStorage =
    config.storage === 's3'
      ? new S3Storage({
          endpoint: config.S3_ENDPOINT!,
          bucket: config.S3_BUCKET!,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID!,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        })
      : new DiskStorage({
          root: path.join(config.dataDir, 'files'),
          linkKey: deriveLinkKey(resolveAuthSecret(config.dataDir, config.AUTH_SECRET)),
          linkPath: (id) => `${app.prefix}/vendorFiles/${id}/content`,
        });
  app.addHook('onClose', async () => storage.close());

  // Multipart only here; one file of at most MAX_FILE_BYTES (one byte more is read, to tell "too large").
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  app.get('/vendorFiles', {
    schema: {
      tags: ['files'],
      summary: "The vendor's files, newest first; mediaUrl is a signed link valid for minutes",
      response: { 200: z.array(vendorFileSchema) },
    },
    handler: async (request) => listFiles(app.db, storage, await requireVendorId(request)),
  });

  app.post('/vendorFiles', {
    schema: {
      tags: ['files'],
      summary: 'Upload a file (multipart: fileLabel, title, file). PDF, PNG, JPEG or GIF by content, at most 10 MB',
      consumes: ['multipart/form-data'],
      response: { 201: vendorFileSchema, 400: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
    },
    handler: async (request, reply) => {
      const vendorId = await requireVendorId(request);
      if (!request.isMultipart()) throw badRequest(ACCOUNT.fileMissing);
      const { fields, file } = await receiveUpload(request.parts(), storage, vendorId);
      const parsed = uploadFields.safeParse(fields);
      if (!parsed.success || !file) {
        if (file) await storage.delete(file.storageKey);
        throw badRequest(parsed.success ? ACCOUNT.fileMissing : parsed.error.issues[0]!.message);
      }
      return reply.code(201).send(await createFile(app.db, storage, vendorId, parsed.data, file));
    },
  });

  app.delete('/vendorFiles/:id', {
    schema: {
      tags: ['files'],
      summary: 'Delete a file: the record and the stored bytes',
      params: idParams,
      response: { 204: z.null(), 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      await deleteFile(app.db, storage, await requireVendorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  if (storage instanceof DiskStorage) {
    app.get('/vendorFiles/:id/content', {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'The bytes behind a mediaUrl (disk storage). The signature is the permission: no Authorization header',
        security: [],
        params: idParams,
        querystring: fileLinkQuery,
        response: { 200: z.unknown().describe('The stored bytes, with their recognised type'), 403: errorBodySchema, 404: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const { expires, signature } = request.query;
        if (storage.check(id, expires, signature) !== 'valid') throw new AppError(403, 'link-invalid', ACCOUNT.linkInvalid);
        const row = await findFileById(app.db, id);
        const body = row ? await storage.open(row.storageKey) : null;
        if (!row || !body) throw notFound(ACCOUNT.fileNotFound);
        return reply
          .header('content-type', row.contentType)
          .header('content-length', row.sizeBytes)
          .header('content-disposition', inlineContentDisposition(downloadName(row.title, row.contentType)))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', DOWNLOAD_CSP)
          .header('cross-origin-resource-policy', 'same-origin')
          .send(body);
      },
    });
  }
};

export default fileRoutes;
