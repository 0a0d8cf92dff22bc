import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPushSender, generateVapidKeys, type PushSender, type QueuedPushPayload } from '../../src/lib/push.ts';
import { startPushService, type FakePushService } from './push-service.ts';

// lib/push.ts and push-worker.mjs against a push service's connections (issue 54 items 4 and 27): a kept-alive
// connection the service closes as a message leaves on it, and a service that never answers.

let keys: FakePushService;
let service: http.Server;
let origin: string;
/** How the service treats a request on a connection that already served one: answer it, or close the connection. */
let reused: 'answer' | 'close' = 'answer';
/** Close every connection as its first request arrives (a service that never answers anyone). */
let closeAll = false;
/** Each request: the connection it came on (a number per socket) and whether it was answered. */
const seen: Array<{ path: string; socket: number; answered: boolean }> = [];
const sockets = new WeakMap<Socket, { id: number; served: number }>();
let nextSocket = 0;

beforeAll(async () => {
  keys = await startPushService();
  service = http.createServer((req, res) => {
    const socket = req.socket;
    const known = sockets.get(socket) ?? { id: ++nextSocket, served: 0 };
    sockets.set(socket, known);
    const path = req.url ?? '';
    // The connection is closed as the message arrives, before any answer: what a client sees when the service's
    // idle timeout ended a kept-alive connection while the next message was already on its way (Node's own
    // server does this at its keepAliveTimeout). Driven by the request itself, not by a clock.
    if (closeAll || (reused === 'close' && known.served > 0)) {
      seen.push({ path, socket: known.id, answered: false });
      socket.destroy();
      return;
    }
    if (path.startsWith('/hang')) {
      seen.push({ path, socket: known.id, answered: false });
      return;
    }
    req.resume();
    req.on('end', () => {
      known.served++;
      seen.push({ path, socket: known.id, answered: true });
      res.writeHead(201).end();
    });
  });
  // The connection stays open between messages for as long as the test runs: only the test closes it.
  service.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
  await keys.close();
});
beforeEach(() => {
  reused = 'answer';
  closeAll = false;
  seen.length = 0;
});

const payload = (appointmentId: number): QueuedPushPayload => ({
  subscriptionId: appointmentId,
  message: { type: 'new-job', appointmentId, title: 'Full detail', body: 'Tue 9:00 AM', url: '/unclaimed' },
  urgency: 'high',
  topic: `job-${appointmentId}`,
  ttl: 60,
});
const target = (path: string) => ({ endpoint: `${origin}${path}`, ...keys.device().keys });

// The delivery threads (decision 037) and the server's own thread (`threads: 0`) post alike.
const SENDERS = [
  ['in a delivery thread', 1],
  ["in the server's thread", 0],
] as const;

describe.each(SENDERS)('a message sent %s', (_, threads) => {
  let sender: PushSender;
  beforeAll(() => {
    sender = createPushSender({
      vapid: generateVapidKeys(),
      contact: 'mailto:ops@example.com',
      threads,
      timeoutMs: 1_000,
    });
  });
  afterAll(async () => sender.close?.());
  const sendOne = async (path: string, n: number) =>
    sender.deliver
      ? (await sender.deliver([{ target: target(path), payload: payload(n) }]))[0]!
      : await sender.send(target(path), payload(n)).catch((error: unknown) => ({ error }));
  const status = (answer: Awaited<ReturnType<typeof sendOne>>) => ('error' in answer ? 'error' : answer.status);

  it('goes again at once on a new connection when the service closed the kept-alive one before answering', async () => {
    expect(status(await sendOne('/first', 1))).toBe(201);
    reused = 'close';
    // The next message takes the kept-alive connection once the sender's pool has it back: at once in the server's
    // thread, but a delivery thread may free it a turn after its answer reached us, and a message posted before
    // that goes on a new connection (answered, served once, so the one after it finds a kept-alive connection).
    // Messages follow each other until one met a connection the service had served: never a fixed wait.
    let refused: (typeof seen)[number] | undefined;
    for (let n = 2; n <= 12 && !refused; n++) {
      expect(status(await sendOne(`/next/${n}`, n))).toBe(201);
      refused = seen.find((r) => r.path === `/next/${n}` && !r.answered);
    }
    expect(refused, 'no message went on a kept-alive connection').toBeDefined();
    const again = seen.filter((r) => r.path === refused!.path);
    // Refused on the connection an earlier message had used, then answered on a new one.
    expect(again).toEqual([
      { path: refused!.path, socket: refused!.socket, answered: false },
      { path: refused!.path, socket: expect.any(Number), answered: true },
    ]);
    expect(again[1]!.socket).not.toBe(refused!.socket);
  });

  it('goes again once only: a service that closes every connection gets a failure, tried later', async () => {
    closeAll = true;
    expect(status(await sendOne('/closing', 3))).toBe('error');
    expect(seen.filter((r) => r.path === '/closing')).toHaveLength(2);
  });

  it('bounds each send: a service that never answers is a failure after the timeout, the others are answered', async () => {
    const answers = sender.deliver
      ? await sender.deliver([
          { target: target('/hang/1'), payload: payload(4) },
          { target: target('/quick'), payload: payload(5) },
        ])
      : await Promise.all([sendOne('/hang/1', 4), sendOne('/quick', 5)]);
    expect(answers.map(status)).toEqual(['error', 201]);
  });

  // The delivery threads (production) share one deadline per round; `threads: 0` (the tests' fakes) bounds each
  // message by its own signal only.
  it.skipIf(threads === 0)(
    'counts the wait for a connection in the bound: a message whose time passed in the queue never leaves',
    async () => {
      // 20 messages to a service that never answers, over 16 connections: the 4 that wait for a connection reach
      // their bound with the 16 under way, and are not sent once those end (they were sent, seconds late, and held
      // the round for another timeout each).
      const paths = Array.from({ length: 20 }, (_, i) => `/hang/queued-${i}`);
      const answers = await sender.deliver!(
        paths.map((path, i) => ({ target: target(path), payload: payload(10 + i) })),
      );
      expect(answers.map(status)).toEqual(paths.map(() => 'error'));
      expect(seen.filter((r) => r.path.startsWith('/hang/queued-')).length).toBeLessThanOrEqual(16);
    },
  );
});
