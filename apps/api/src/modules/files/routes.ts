import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_FILE_BYTES } from '@vendor-portal/contract/files';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { badRequest } from '../../lib/errors.ts';
import { requireVendorId } from '../../plugins/app/auth.ts';
import { inlineContentDisposition } from '../../storage/content-disposition.ts';
import { DiskStorage } from '../../storage/disk-storage.ts';
import { downloadName } from './file-type.ts';
import { deleteFile, listFiles, openLinkedFile, uploadFile } from './service.ts';

// docs/product-spec.md §7 /vendorFiles and docs/architecture.md "Files". Registered under /api, where every route needs
// the bearer token except the signed download link, which opens in a new tab without a header.

// A sandbox for whatever the browser renders: the file can never run script in the portal's origin.
const DOWNLOAD_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  // The storage plugin (plugins/app/file-storage.ts) chose disk or bucket from the configuration.
  const { storage } = app;

  // Multipart only here; one file of at most MAX_FILE_BYTES (one byte more is read, to tell "too large").
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  serve(app, routes.getVendorFiles, async (request) => listFiles(app.db, storage, await requireVendorId(request)));

  serve(app, routes.postVendorFiles, async (request, reply) => {
    const vendorId = await requireVendorId(request);
    if (!request.isMultipart()) throw badRequest(ACCOUNT.fileMissing);
    return reply.code(201).send(await uploadFile(app.db, storage, vendorId, request.parts()));
  });

  serve(app, routes.deleteVendorFilesById, async (request, reply) => {
    await deleteFile(app.db, storage, await requireVendorId(request), request.params.id);
    return reply.code(204).send(null);
  });

  if (storage instanceof DiskStorage) {
    serve(app, routes.getVendorFilesByIdContent, async (request, reply) => {
      const { file, body } = await openLinkedFile(app.db, storage, { id: request.params.id, ...request.query });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', inlineContentDisposition(downloadName(file.title, file.contentType)))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .header('cross-origin-resource-policy', 'same-origin')
        .send(body);
    });
  }
};

export default fileRoutes;
