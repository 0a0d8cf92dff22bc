import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPublicAddress, outboundRequest, OutboundError } from '../src/lib/outbound.ts';

// docs/architecture.md "Outbound requests": what a webhook or a calendar feed may reach, checked when the address
// is given and again at each connection.

/** A resolver that answers one address for every name, as a hostile DNS would. */
function resolvesTo(address: string): LookupFunction {
  return ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    const family = address.includes(':') ? 6 : 4;
    if (options?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as LookupFunction;
}

let server: http.Server;
let base: string;
const hanging: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (req.url === '/large') {
      res.writeHead(200).end(Buffer.alloc(2048, 'x'));
    } else if (req.url === '/hang') {
      hanging.push(res);
    } else {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`got ${req.method} ${body}`));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.end();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('which addresses are public', () => {
  it.each([
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkOutboundUrl', () => {
  const publicDns = { allowLoopback: false, lookup: resolvesTo('93.184.216.34') };

  it('accepts an https address whose name resolves outside', async () => {
    const result = await checkOutboundUrl('https://hooks.example.com/in', publicDns);
    expect(result).toMatchObject({ ok: true });
  });

  it.each([
    ['http://hooks.example.com/in', 'must start with https://'],
    ['ftp://hooks.example.com/in', 'must start with https://'],
    ['hooks.example.com', 'must be a full address'],
    ['https://user:pass@hooks.example.com/in', 'must not contain a user name or password'],
    ['https://10.0.0.7/in', 'public address'],
    ['https://169.254.169.254/latest', 'public address'],
    ['https://[::1]/in', 'public address'],
    ['https://127.0.0.1/in', 'public address'],
    ['http://localhost:8080/in', 'must start with https://'],
  ])('refuses %s', async (url, message) => {
    const result = await checkOutboundUrl(url, publicDns);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });

  it('refuses a name that resolves inside', async () => {
    const result = await checkOutboundUrl('https://rebind.example.com/in', {
      allowLoopback: false,
      lookup: resolvesTo('10.0.0.5'),
    });
    expect(result).toEqual({ ok: false, message: 'must reach a public address on the internet' });
  });

  it('with OUTBOUND_ALLOW_LOOPBACK, allows 127.0.0.1 and localhost (http too) and nothing else inside', async () => {
    const loopback = { allowLoopback: true, lookup: resolvesTo('127.0.0.1') };
    expect(await checkOutboundUrl('http://127.0.0.1:4000/in', loopback)).toMatchObject({ ok: true });
    expect(await checkOutboundUrl('https://localhost/in', loopback)).toMatchObject({ ok: true });
    expect(await checkOutboundUrl('https://partner.example.com/in', loopback)).toMatchObject({ ok: false });
    expect(await checkOutboundUrl('http://10.0.0.1/in', loopback)).toMatchObject({ ok: false });
  });
});

describe('outboundRequest', () => {
  it('sends to a loopback receiver only when loopback is allowed', async () => {
    const answer = await outboundRequest(`${base}/in`, {
      method: 'POST',
      body: 'hello',
      timeoutMs: 5000,
      maxBytes: 1024,
      allowLoopback: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('got POST hello');

    await expect(
      outboundRequest(`${base.replace('http:', 'https:')}/in`, {
        method: 'GET',
        timeoutMs: 5000,
        maxBytes: 1024,
        allowLoopback: false,
      }),
    ).rejects.toMatchObject({ code: 'not-allowed' });
  });

  it('refuses at connection a name that resolves inside, although it passed when given', async () => {
    const port = (server.address() as AddressInfo).port;
    const request = outboundRequest(`https://partner.example.com:${port}/in`, {
      method: 'POST',
      body: '{}',
      timeoutMs: 5000,
      maxBytes: 1024,
      allowLoopback: true,
      lookup: resolvesTo('127.0.0.1'),
    });
    await expect(request).rejects.toBeInstanceOf(OutboundError);
    await expect(request).rejects.toMatchObject({ code: 'not-allowed' });
  });

  it('answers a redirect as it is, without following it', async () => {
    const answer = await outboundRequest(`${base}/redirect`, {
      method: 'GET',
      timeoutMs: 5000,
      maxBytes: 1024,
      allowLoopback: true,
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toContain('169.254.169.254');
  });

  it('refuses an answer over maxBytes', async () => {
    await expect(
      outboundRequest(`${base}/large`, { method: 'GET', timeoutMs: 5000, maxBytes: 1024, allowLoopback: true }),
    ).rejects.toMatchObject({ code: 'too-large' });
  });

  it('gives up on a receiver that does not answer within the time given', async () => {
    await expect(
      outboundRequest(`${base}/hang`, { method: 'GET', timeoutMs: 50, maxBytes: 1024, allowLoopback: true }),
    ).rejects.toMatchObject({ code: 'timeout' });
  });
});
