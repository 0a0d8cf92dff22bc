import type { FastifyServerOptions } from 'fastify';

// Query parameters whose name says they carry a credential (token, access_token, idToken,
// signature, X-Amz-Credential, password, api_key, secret, code…, and `sig` itself: the one-click
// unsubscribe link's signature, which never expires), and anything shaped like a JWT wherever it
// sits in the URL.
const SECRET_QUERY =
  /([?&](?:sig|[^=&#]*(?:token|signature|credential|password|passwd|secret|api[-_]?key|auth|session|code)[^=&#]*)=)[^&#]*/gi;
const JWT_SHAPED = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
// The calendar feed's address is its credential (docs/architecture.md "Phone and calendar").
const CALENDAR_SECRET = /(\/calendar\/)[^/?#]+/gi;

/** A URL fit for a log line: credential-bearing query values and JWT-shaped values replaced. */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY, '$1[redacted]')
    .replace(JWT_SHAPED, '[redacted]')
    .replace(CALENDAR_SECRET, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Never log credentials (docs/architecture.md; tested in logging.test.ts and npm run test:scale).
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.idToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify's own request serializer, with the URL's credentials (a reset link opened in the
      // browser, a signed file link) taken out.
      req: (request) => {
        const r = request as typeof request & { host?: string; ip?: string };
        return {
          method: r.method,
          url: redactUrl(r.url ?? ''),
          host: r.host,
          remoteAddress: r.ip,
          remotePort: r.socket?.remotePort,
        };
      },
    },
  };
}
