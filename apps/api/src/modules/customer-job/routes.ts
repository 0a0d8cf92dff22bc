import { routes } from '@vendor-portal/contract/routes/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import type { CustomerJob } from '@vendor-portal/contract/customer-job';
import { serve } from '../../lib/route-table.ts';
import { badRequest } from '../../lib/errors.ts';
import { RateLimitedError } from '../../identity/rate-limit.ts';
import { openJobLink, readCustomerJob } from './service.ts';
import type { JobStream } from './streams.ts';
import { requireMember } from '../../plugins/app/auth.ts';
import { subscribeCustomer } from './customer-push.ts';
import { listCompanyThread, listCustomerThread, postCompanyMessage, postCustomerMessage } from './messages.ts';

/** What a stream may hold unsent before its client counts as gone. */
const STREAM_BUFFER_LIMIT = 64 * 1024;

// docs/architecture.md "The customer's page": the booking's own page, public, opened by its customer token alone.
// The entries are packages/contract/src/routes/customer-job.ts.

export interface CustomerJobOptions {
  /** The clock (tests move it past a link's end instead of waiting). */
  now?: () => Date;
}

const customerJobRoutes: FastifyPluginAsyncZod<CustomerJobOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  serve(app, routes.getPublicJob, async (request) => {
    const opened = await openJobLink(app.db, request.query.token, request.ip, now());
    return { data: await readCustomerJob(app.db, opened, now()) };
  });

  serve(app, routes.getPublicJobEvents, async (request, reply) => {
    if (!/\btext\/event-stream\b/.test(request.headers.accept ?? ''))
      throw badRequest('Ask for this stream with Accept: text/event-stream.');
    const opened = await openJobLink(app.db, request.query.token, request.ip, now());
    const streams = app.jobStreams;
    if (streams.full(opened.appointmentId)) throw new RateLimitedError(30);

    const body = new PassThrough();
    let ended = false;
    let sent = 0;
    const write = (chunk: string) => {
      if (ended) return;
      body.write(chunk);
      if (body.writableLength > STREAM_BUFFER_LIMIT) {
        stream.end();
        reply.raw.destroy();
      }
    };
    const stream: JobStream = {
      send: (job: CustomerJob) => write(`id: ${++sent}\nevent: job\ndata: ${JSON.stringify(job)}\n\n`),
      ping: () => write(': keep-alive\n\n'),
      end: () => {
        if (ended) return;
        ended = true;
        streams.close(opened.appointmentId, stream);
        body.end();
      },
    };
    reply.raw.on('close', stream.end);
    write('retry: 2000\n: connected\n\n');
    try {
      await streams.open(opened, stream);
    } catch (err) {
      stream.end();
      throw err;
    }
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('x-accel-buffering', 'no')
      .send(body as never); // a stream: never serialised
  });

  // docs/architecture.md "Messages about the job".
  serve(app, routes.getAppointmentByIdMessages, async (request) => ({
    data: await listCompanyThread(app.db, await requireMember(request), request.params.id),
  }));

  serve(app, routes.postAppointmentByIdMessages, async (request, reply) => {
    const message = await postCompanyMessage(
      app.db,
      await requireMember(request),
      request.params.id,
      request.body.body,
      now(),
      app.jobLinks,
    );
    return reply.code(201).send(message);
  });

  serve(app, routes.getPublicJobMessages, async (request) => {
    const opened = await openJobLink(app.db, request.query.token, request.ip, now());
    return { data: await listCustomerThread(app.db, opened) };
  });

  serve(app, routes.postPublicJobMessages, async (request, reply) => {
    const opened = await openJobLink(app.db, request.body.token, request.ip, now());
    const message = await postCustomerMessage(app.db, opened, request.body.body, now(), app.config.publicUrl);
    return reply.code(201).send(message);
  });
  // docs/architecture.md "The customer's page": "Turn on updates on this phone" (the members' push service rules).
  serve(app, routes.postPublicJobPush, async (request, reply) => {
    const opened = await openJobLink(app.db, request.body.token, request.ip, now());
    const { id } = await subscribeCustomer(
      app.db,
      opened.appointmentId,
      request.body.subscription,
      request.headers['user-agent'] ?? '',
      app.push.allow,
    );
    return reply.code(201).send({ id });
  });
};

export default customerJobRoutes;
