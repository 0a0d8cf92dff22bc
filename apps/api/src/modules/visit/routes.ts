import { routes } from '@vendor-portal/contract/routes/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../lib/route-table.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import { VISIT } from '@vendor-portal/contract/messages';
import { onlyAssignedTo } from '../appointments/job-scope.ts';
import { getAppointment } from '../appointments/service.ts';
import multipart from '@fastify/multipart';
import { MAX_SIGNATURE_BYTES } from '@vendor-portal/contract/visit';
import { AppError, badRequest } from '../../lib/errors.ts';
import { resolveAuthSecrets } from '../../lib/secrets.ts';
import { DiskStorage } from '../../storage/disk-storage.ts';
import { inlineContentDisposition } from '../../storage/content-disposition.ts';
import { checkIn, checkOut, readChecklist, recordNoShow, tickChecklistItem, type VisitActor } from './service.ts';
import { linkedSignature, readSignature, replayedSignature, saveSignature, signatureLinks } from './signature.ts';
import { answerExtraTimeRequest, readExtraTimeRequest, requestExtraTime } from './extra-time.ts';

// docs/architecture.md "The visit": arrival, departure, the checklist, the signature, more time and the no-show,
// on the member's own jobs (another company's, or one held by another member, is 404). Every member may: a
// technician's reach is its own jobs, decided in SQL. The customer answers a request for more time on the public
// routes below, with its link's token. The entries are packages/contract/src/routes/visit.ts.

interface VisitOptions {
  /** The clock (tests set the day instead of waiting for it). */
  now?: () => Date;
}

async function visitActor(request: FastifyRequest): Promise<VisitActor> {
  const member = await requireMember(request);
  return { vendorId: member.vendorId, onlyMember: onlyAssignedTo(member), memberId: member.memberId };
}

const visitRoutes: FastifyPluginAsyncZod<VisitOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  serve(app, routes.postAppointmentByIdCheckIn, async (request) =>
    checkIn(app.db, await visitActor(request), request.params.id, now(), app.jobLinks),
  );

  serve(app, routes.postAppointmentByIdCheckOut, async (request) =>
    checkOut(app.db, await visitActor(request), request.params.id, now()),
  );

  serve(app, routes.getAppointmentByIdChecklist, async (request) => {
    const member = await requireMember(request);
    const scope = { vendorId: member.vendorId, onlyMember: onlyAssignedTo(member) };
    return { data: await readChecklist(app.db, scope, request.params.id) };
  });

  serve(app, routes.putAppointmentByIdChecklistByItemId, async (request) =>
    tickChecklistItem(
      app.db,
      await visitActor(request),
      request.params.id,
      request.params.itemId,
      request.body.done,
      now(),
    ),
  );

  serve(app, routes.postAppointmentByIdNoShow, async (request) => {
    const actor = await visitActor(request);
    await recordNoShow(app.db, actor, request.params.id, request.body.note, now());
    return { data: await getAppointment(app.db, actor.vendorId, request.params.id, actor.onlyMember) };
  });

  serve(app, routes.postAppointmentByIdExtraTime, async (request, reply) => {
    const asked = await requestExtraTime(
      app.db,
      await visitActor(request),
      request.params.id,
      request.body,
      now(),
      app.jobLinks,
    );
    return reply.code(201).send(asked);
  });

  serve(app, routes.getPublicExtraTime, async (request) => readExtraTimeRequest(app.db, request.query.token, now()));

  serve(app, routes.postPublicExtraTime, async (request, reply) => {
    await answerExtraTimeRequest(app.db, request.body.token, request.body.approve, now());
    return reply.code(204).send(null);
  });

  // The signature's multipart parser in a scope of its own: one PNG of at most 1 MB and the signer's name.
  await app.register(async (scope) => {
    const links = signatureLinks(app.storage, resolveAuthSecrets(app.config));
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_SIGNATURE_BYTES + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
    });

    serve(
      scope,
      routes.postAppointmentByIdSignature,
      async (request, reply) => {
        if (!request.isMultipart()) throw badRequest(VISIT.signatureNotPng);
        const saved = await saveSignature(
          app.db,
          app.storage,
          links,
          await visitActor(request),
          request.params.id,
          request.parts(),
          now(),
        );
        return reply.code(201).send(saved);
      },
      {
        replay: async (request) => replayedSignature(app.db, links, await visitActor(request), request.params.id),
      },
    );

    serve(scope, routes.getAppointmentByIdSignature, async (request) => ({
      data: await readSignature(app.db, links, await visitActor(request), request.params.id),
    }));

    // Disk storage serves the PNG itself behind the signed link (S3 answers a presigned link instead).
    if (app.storage instanceof DiskStorage) {
      const disk = app.storage;
      serve(scope, routes.getAppointmentByIdSignatureContent, async (request, reply) => {
        const { id } = request.params;
        const { expires, signature } = request.query;
        if (links.check(id, expires, signature) !== 'valid') throw new AppError('link-invalid');
        const row = await linkedSignature(app.db, id);
        const body = await disk.open(row.storageKey);
        if (!body) throw new AppError('not-found', VISIT.signatureNone);
        return reply
          .header('content-type', 'image/png')
          .header('content-length', row.sizeBytes)
          .header('content-disposition', inlineContentDisposition(`signature-${id}.png`))
          .header('cache-control', 'private, max-age=600')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "sandbox; default-src 'none'")
          .header('cross-origin-resource-policy', 'same-origin')
          .send(body);
      });
    }
  });
};

export default visitRoutes;
