import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParams } from '@vendor-portal/contract/common';
import { appointmentPhotoListSchema } from '@vendor-portal/contract/photos';
import { resolveAuthSecret } from '../../lib/secrets.ts';
import { photoLinks } from './photo-links.ts';
import { listPhotosForStaff } from './service.ts';

// Issue 31: staff see a booking's photos in the console's bookings (any staff role may read).
const photoOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = photoLinks(app.storage, resolveAuthSecret(app.config.dataDir, app.config.AUTH_SECRET));
  app.get('/appointments/:id/photos', {
    schema: {
      security: [{ opsToken: [] }],
      tags: ['ops'],
      summary: "A booking's before and after photos (staff); url is a signed link valid for minutes",
      params: idParams,
      response: { 200: appointmentPhotoListSchema, 404: errorBodySchema },
    },
    handler: async (request) => listPhotosForStaff(app.db, links, request.params.id),
  });
};

export default photoOpsRoutes;
