import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

// docs/architecture.md "Outbound requests": every request the server makes to an address a company gave it (a
// webhook endpoint, a calendar feed) goes through here. Such an address is `https:` and reaches the public
// internet only: a private, loopback, link-local (the cloud's metadata service), shared or reserved address is
// refused when the address is given (checkOutboundUrl) and again when each connection is made, on the address
// the socket actually connects to (request-filtering-agent's agents), so a name that later resolves inside is
// refused too. No redirect is followed: an answer is the first server's answer. OUTBOUND_ALLOW_LOOPBACK lets the
// tests and a local set-up reach 127.0.0.1 and localhost, and nothing else inside.
// docs/decisions/069-outbound-requests-filtered-at-connection.md says why these libraries.

export type OutboundErrorCode = 'not-allowed' | 'timeout' | 'too-large' | 'network';

export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundOptions {
  /** OUTBOUND_ALLOW_LOOPBACK: `http:` and `https:` to 127.0.0.1 and localhost are allowed too. */
  allowLoopback: boolean;
  /** The resolver (tests give one that answers a private address for a public-looking name). */
  lookup?: LookupFunction;
}

export interface OutboundRequestInit extends OutboundOptions {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, from the connection to the answer's last byte. */
  timeoutMs: number;
  /** An answer longer than this is cut off and refused (`too-large`). */
  maxBytes: number;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost']);

/** The one place that says which addresses are outside: a unicast address, IPv4 inside IPv6 judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

function isLoopbackUrl(url: URL, opts: OutboundOptions): boolean {
  return opts.allowLoopback && LOOPBACK_NAMES.has(url.hostname);
}

/** The URL's own rules, without resolving it: `https:` (or loopback when allowed), no credentials, a host. */
function parseAllowed(raw: string, opts: OutboundOptions): { ok: true; url: URL } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, message: 'must be a full address starting with https://' };
  }
  const loopback = isLoopbackUrl(url, opts);
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:'))
    return { ok: false, message: 'must start with https://' };
  if (url.username || url.password) return { ok: false, message: 'must not contain a user name or password' };
  if (!url.hostname) return { ok: false, message: 'must name a host' };
  return { ok: true, url };
}

function resolveAll(hostname: string, lookup: LookupFunction): Promise<string[]> {
  return new Promise((resolve, reject) => {
    lookup(hostname, { all: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve((addresses as unknown as Array<{ address: string }>).map((a) => a.address));
    });
  });
}

/**
 * Whether the server may send to this address: its own rules, then every address its name resolves to is public
 * (an address literal is judged as it is). Called when a company gives the address; outboundRequest checks the
 * connection again, since a name may resolve elsewhere later.
 */
export async function checkOutboundUrl(
  raw: string,
  opts: OutboundOptions,
): Promise<{ ok: true; url: URL } | { ok: false; message: string }> {
  const parsed = parseAllowed(raw, opts);
  if (!parsed.ok) return parsed;
  const { url } = parsed;
  if (isLoopbackUrl(url, opts)) return parsed;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host))
    return isPublicAddress(host) ? parsed : { ok: false, message: 'must reach a public address on the internet' };
  let addresses: string[];
  try {
    addresses = await resolveAll(host, opts.lookup ?? (dns.lookup as unknown as LookupFunction));
  } catch {
    return { ok: false, message: `names a host that does not resolve (${host})` };
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress))
    return { ok: false, message: 'must reach a public address on the internet' };
  return parsed;
}

// Kept-alive agents shared by every request: the filtering agents check the address of every new connection.
const filteringAgents = {
  'http:': new RequestFilteringHttpAgent({ keepAlive: true, maxSockets: 64 }),
  'https:': new RequestFilteringHttpsAgent({ keepAlive: true, maxSockets: 64 }),
};
const loopbackAgents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/**
 * One request to an address a company gave: refused (`not-allowed`) unless checkOutboundUrl's rules hold for the
 * address the connection reaches; a redirect is returned as it is, never followed; the answer is read up to
 * `maxBytes` within `timeoutMs`. Throws OutboundError; any status is an answer.
 */
export function outboundRequest(raw: string, init: OutboundRequestInit): Promise<OutboundResponse> {
  const parsed = parseAllowed(raw, init);
  if (!parsed.ok) return Promise.reject(new OutboundError('not-allowed', `The address ${parsed.message}.`));
  const { url } = parsed;
  const loopback = isLoopbackUrl(url, init);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // The agents judge the resolved address; a literal is never looked up, so it is judged here.
  if (!loopback && ipaddr.isValid(host) && !isPublicAddress(host))
    return Promise.reject(new OutboundError('not-allowed', 'The address must reach a public address on the internet.'));
  const protocol = url.protocol as 'http:' | 'https:';
  const agent = loopback ? loopbackAgents[protocol] : filteringAgents[protocol];
  const send = protocol === 'https:' ? https.request : http.request;

  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    const fail = (error: OutboundError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const request = send(
      url,
      {
        method: init.method,
        agent,
        headers: {
          ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}),
          ...init.headers,
        },
        ...(init.lookup ? { lookup: init.lookup } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let length = 0;
        response.on('data', (chunk: Buffer) => {
          length += chunk.length;
          if (length > init.maxBytes) {
            response.destroy();
            fail(new OutboundError('too-large', `The answer is larger than ${init.maxBytes} bytes.`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', (error) => fail(new OutboundError('network', error.message)));
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    const timer = setTimeout(
      () => fail(new OutboundError('timeout', `No whole answer within ${init.timeoutMs / 1000} s.`)),
      init.timeoutMs,
    );
    request.on('error', (error) => {
      const refused = /is not allowed/.test(error.message);
      fail(
        refused
          ? new OutboundError('not-allowed', 'The address must reach a public address on the internet.')
          : new OutboundError('network', error.message),
      );
    });
    request.end(init.body);
  });
}
