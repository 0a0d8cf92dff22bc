import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTOS } from '@vendor-portal/contract/messages';
import { MAX_PHOTO_BYTES } from '@vendor-portal/contract/photos';
import { AppError, badRequest } from '../../lib/errors.ts';
import { resolveAuthSecrets } from '../../lib/secrets.ts';
import { requireJobScope } from '../appointments/require-job-scope.ts';
import { DiskStorage } from '../../storage/disk-storage.ts';
import { inlineContentDisposition } from '../../storage/content-disposition.ts';
import { photoFileName, photoLinks } from './photo-links.ts';
import { deletePhoto, findLinkedPhoto, listPhotos, replayedPhoto, uploadPhoto } from './service.ts';

// Issue 31 "Photos of the work" (docs/architecture.md "The working day"): the vendor's routes under /api.

const photoRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const { storage } = app;
  // The instant a photo is taken (a checklist item that needs a photo compares it with the arrival).
  const now = options.now ?? (() => new Date());
  const links = photoLinks(storage, resolveAuthSecrets(app.config));

  // Multipart only here; one file of at most MAX_PHOTO_BYTES (one byte more is read, to tell "too large").
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 2, fieldSize: 64, parts: 3, headerPairs: 50 },
  });

  serve(app, routes.getAppointmentByIdPhotos, async (request) =>
    listPhotos(app.db, links, await requireJobScope(request), request.params.id),
  );

  serve(
    app,
    routes.postAppointmentByIdPhotos,
    async (request, reply) => {
      const scope = await requireJobScope(request);
      if (!request.isMultipart()) throw badRequest(PHOTOS.notAnImage);
      const photo = await uploadPhoto(app.db, storage, links, scope, request.params.id, request.parts(), now());
      return reply.code(201).send(photo);
    },
    {
      replay: async (request, kept) =>
        replayedPhoto(app.db, links, await requireJobScope(request), request.params.id, kept),
    },
  );

  serve(app, routes.deleteAppointmentByIdPhotosByPhotoId, async (request, reply) => {
    const { id, photoId } = request.params;
    await deletePhoto(app.db, storage, await requireJobScope(request), id, photoId);
    return reply.code(204).send(null);
  });

  if (storage instanceof DiskStorage) {
    serve(app, routes.getAppointmentByIdPhotosByPhotoIdContent, async (request, reply) => {
      const { photoId } = request.params;
      const { expires, signature } = request.query;
      if (links.check(photoId, expires, signature) !== 'valid') throw new AppError('link-invalid');
      const photo = await findLinkedPhoto(app.db, photoId);
      const body = await storage.open(photo.storageKey);
      if (!body || photo.appointmentId !== request.params.id) throw new AppError('not-found', PHOTOS.notFound);
      return reply
        .header('content-type', photo.contentType)
        .header('content-length', photo.sizeBytes)
        .header('content-disposition', inlineContentDisposition(photoFileName(photo)))
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cross-origin-resource-policy', 'same-origin')
        .send(body);
    });
  }
};

export default photoRoutes;
