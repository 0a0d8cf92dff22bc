import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';

// Bodies are read as UTF-8 (JSON is UTF-8 by RFC 8259). A body that declares another charset
// (`application/json; charset=utf-16`) would be read as UTF-8 all the same and mean something other
// than what was sent, so it is refused before parsing: 415, like any content type we do not read.
const CHARSET_PARAM = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8 = new Set(['utf-8', 'utf8']);

/** The charset a content-type header declares, lower-cased; undefined when none. */
function declaredCharset(contentType: string | undefined): string | undefined {
  const match = contentType ? CHARSET_PARAM.exec(contentType) : null;
  return match ? match[1]!.toLowerCase() : undefined;
}

export default fp(async function bodyCharsetPlugin(app: FastifyInstance) {
  app.addHook('preParsing', async (request) => {
    const charset = declaredCharset(request.headers['content-type']);
    if (charset !== undefined && !UTF8.has(charset)) throw new AppError('unsupported-media-type');
  });
});
