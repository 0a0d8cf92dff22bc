import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { PHOTOS } from '@vendor-portal/contract/messages';
import { createNoteHeaders } from '@vendor-portal/contract/offline-notes';
import {
  appointmentPhotoListSchema,
  appointmentPhotoParams,
  appointmentPhotoSchema,
  MAX_PHOTO_BYTES,
  photoLinkQuery,
} from '@vendor-portal/contract/photos';
import { AppError, badRequest } from '../../lib/errors.ts';
import { resolveAuthSecret } from '../../lib/secrets.ts';
import { requireJobScope } from '../appointments/require-job-scope.ts';
import { DiskStorage } from '../../storage/disk-storage.ts';
import { inlineContentDisposition } from '../../storage/content-disposition.ts';
import { photoFileName, photoLinks } from './photo-links.ts';
import { deletePhoto, findLinkedPhoto, listPhotos, replayedPhoto, uploadPhoto } from './service.ts';

// Issue 31 "Photos of the work" (ARCHITECTURE "The working day"): the vendor's routes under /api.

const photoRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const { storage } = app;
  // The instant a photo is taken (a checklist item that needs a photo compares it with the arrival).
  const now = options.now ?? (() => new Date());
  const links = photoLinks(storage, resolveAuthSecret(app.config.dataDir, app.config.AUTH_SECRET));

  // Multipart only here; one file of at most MAX_PHOTO_BYTES (one byte more is read, to tell "too large").
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 2, fieldSize: 64, parts: 3, headerPairs: 50 },
  });

  app.get('/appointment/:id/photos', {
    schema: {
      tags: ['photos'],
      summary: "The appointment's before and after photos, oldest first; url is a signed link valid for minutes",
      params: idParams,
      response: { 200: appointmentPhotoListSchema, 404: errorBodySchema },
    },
    handler: async (request) => listPhotos(app.db, links, await requireJobScope(request), request.params.id),
  });

  app.post('/appointment/:id/photos', {
    schema: {
      tags: ['photos'],
      summary:
        'Add a photo (multipart: kind before|after, file). JPEG, PNG or WebP by content, at most 10 MB, 30 per appointment. With Idempotency-Key, made once',
      consumes: ['multipart/form-data'],
      params: idParams,
      headers: createNoteHeaders,
      response: {
        200: appointmentPhotoSchema,
        201: appointmentPhotoSchema,
        404: errorBodySchema,
        409: errorBodySchema,
        413: errorBodySchema,
        415: errorBodySchema,
      },
    },
    // docs/decisions/010-idempotency-keys.md: the kept answer holds no signed link; a replay asks again
    // whether the caller still holds the job and signs a fresh link.
    config: {
      idempotent: {
        withhold: ['url'],
        replay: async (request, kept) =>
          replayedPhoto(app.db, links, await requireJobScope(request), (request.params as { id: number }).id, kept),
      },
    },
    handler: async (request, reply) => {
      const scope = await requireJobScope(request);
      if (!request.isMultipart()) throw badRequest(PHOTOS.notAnImage);
      const photo = await uploadPhoto(app.db, storage, links, scope, request.params.id, request.parts(), now());
      return reply.code(201).send(photo);
    },
  });

  app.delete('/appointment/:id/photos/:photoId', {
    schema: {
      tags: ['photos'],
      summary: 'Delete a photo: the record and the stored bytes',
      params: appointmentPhotoParams,
      // 409 appointment-closed: the job is cancelled or completed.
      response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { id, photoId } = request.params;
      await deletePhoto(app.db, storage, await requireJobScope(request), id, photoId);
      return reply.code(204).send(null);
    },
  });

  if (storage instanceof DiskStorage) {
    app.get('/appointment/:id/photos/:photoId/content', {
      config: { public: true },
      schema: {
        tags: ['photos'],
        summary:
          "The bytes behind a photo's url (disk storage). The signature is the permission: no Authorization header",
        security: [],
        params: appointmentPhotoParams,
        querystring: photoLinkQuery,
        response: {
          200: z.unknown().describe('The stored image, with its recognised type'),
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
      handler: async (request, reply) => {
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
      },
    });
  }
};

export default photoRoutes;
