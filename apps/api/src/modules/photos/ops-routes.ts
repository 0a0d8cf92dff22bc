import { routes } from '@vendor-portal/contract/routes/index';
import { serve } from '../../lib/route-table.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveAuthSecrets } from '../../lib/secrets.ts';
import { photoLinks } from './photo-links.ts';
import { listPhotosForStaff } from './service.ts';

// Issue 31: staff see a booking's photos in the console's bookings (any staff role may read).
const photoOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = photoLinks(app.storage, resolveAuthSecrets(app.config));
  serve(app, routes.getOpsAppointmentsByIdPhotos, async (request) =>
    listPhotosForStaff(app.db, links, request.params.id),
  );
};

export default photoOpsRoutes;
