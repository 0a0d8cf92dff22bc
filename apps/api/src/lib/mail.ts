import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { FastifyBaseLogger } from 'fastify';
import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '@vendor-portal/contract/ops/marketplace';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';

// docs/architecture.md "Mail": SMTP when SMTP_URL is set; otherwise every message goes to the outbox
// (an .eml file under DATA_DIR/outbox, a row readable through GET /api/ops/outbox with its links,
// and a log line naming it).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** A queued mail's key: its Message-ID is made from it, so a mail sent again after a crash is the same mail. */
  idempotencyKey?: string;
}

export interface Mailer {
  mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /**
   * Sends a batch so that it leaves together (docs/architecture.md "Live events and alerts",
   * fairness): every message is composed first, then all are delivered at once. `onSent(i)` is
   * called as message i leaves; resolves with, per message, null when it left or the error.
   * Optional: without it the mail queue sends the batch through `send`.
   */
  sendBatch?(messages: MailMessage[], onSent: (index: number) => void): Promise<Array<unknown>>;
  close(): void;
}

/** At most `limit` of `items` at once through `fn`; the results in order (a rejection becomes the error). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const results = new Array<R | { error: unknown }>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (error) {
        results[i] = { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const failed = (r: unknown): r is { error: unknown } => typeof r === 'object' && r !== null && 'error' in r;

/** `<new-job.12.34@example.com>` for the key `new-job:12:34` sent from `…@example.com`. */
function messageIdFor(key: string | undefined, from: string): string | undefined {
  if (!key) return undefined;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${key.replace(/[^A-Za-z0-9.-]/g, '.')}@${domain}>`;
}

function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

/** GET /api/ops/outbox: the newest `limit` messages written to the outbox, with their links. */
export async function listOutbox(db: Db, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    links: extractLinks(r.text),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * One SMTP connection to `url`, greeted (STARTTLS when offered) and logged in when the URL has
 * credentials. Errors after that reach each send's callback.
 */
async function openSmtp(url: string): Promise<SMTPConnection> {
  const { auth, ...settings } = parseConnectionUrl(url) as SMTPConnection.Options & {
    auth?: SMTPConnection.Credentials;
  };
  const connection = new SMTPConnection(settings);
  connection.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    connection.once('error', reject);
    connection.connect(() => {
      connection.off('error', reject);
      resolve();
    });
  });
  if (auth?.user)
    await new Promise<void>((resolve, reject) => connection.login(auth, (err) => (err ? reject(err) : resolve())));
  return connection;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  db: Db;
  log: FastifyBaseLogger;
  /** SMTP connections kept open and used at once (a batch of alerts leaves through all of them). */
  smtpConnections?: number;
}): Mailer {
  /** The message as nodemailer takes it: our sender, a Message-ID from the queue's key when it has one. */
  const envelope = ({ idempotencyKey, ...message }: MailMessage) => ({
    from: options.from,
    ...message,
    ...(idempotencyKey ? { messageId: messageIdFor(idempotencyKey, options.from) } : {}),
  });
  // Composing (MIME, encodings) is CPU work the same for any transport: done for a whole batch
  // before the first message leaves, so the batch leaves together.
  const composer = (newline: 'unix' | 'windows') =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline });
  const compose = async (writer: ReturnType<typeof composer>, message: MailMessage) =>
    (await writer.sendMail(envelope(message))).message as Buffer;
  const COMPOSE_AT_ONCE = 50;

  if (options.smtpUrl) {
    // Single mails go through nodemailer's pool of connections kept open (no handshake per mail);
    // a batch through as many connections of its own, opened before it leaves.
    const connections = options.smtpConnections ?? 24;
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: connections,
      maxMessages: 1_000,
    });
    const writer = composer('windows');
    const envelopeFrom = /<([^>]+)>\s*$/.exec(options.from)?.[1] ?? options.from.trim();
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail(envelope(message));
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      async sendBatch(messages, onSent) {
        const raw = await mapLimit(messages, COMPOSE_AT_ONCE, (m) => compose(writer, m));
        // The batch's connections are opened and greeted before the first mail leaves; then every
        // connection takes the next mail until none is left (the raw message as composed: no
        // second pass through the mailer per mail). A mail that fails is retried by the queue.
        const opened = await mapLimit(Array.from({ length: Math.min(connections, messages.length) }), connections, () =>
          openSmtp(options.smtpUrl!),
        );
        const results: unknown[] = messages.map(() => undefined);
        let unsent: unknown = new Error('not sent: no SMTP connection');
        let next = 0;
        const worker = async (first: SMTPConnection | { error: unknown }) => {
          if (failed(first)) unsent = first.error;
          let connection = failed(first) ? null : first;
          while (connection && next < messages.length) {
            const i = next++;
            const r = raw[i]!;
            if (failed(r)) {
              results[i] = r.error;
              continue;
            }
            const m = messages[i]!;
            try {
              await new Promise((resolve, reject) =>
                connection!.send({ from: envelopeFrom, to: [m.to] }, r, (err, info) =>
                  err ? reject(err) : resolve(info),
                ),
              );
              results[i] = null;
              onSent(i);
              options.log.info({ to: m.to, subject: m.subject }, 'mail sent');
            } catch (err) {
              results[i] = err;
              connection.close();
              connection = await openSmtp(options.smtpUrl!).catch(() => null);
            }
          }
          connection?.quit();
        };
        await Promise.all(opened.map(worker));
        return results.map((r) => (r === undefined ? unsent : r));
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(options.dataDir, 'outbox');
  const writer = composer('unix');
  const fileName = () =>
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
  // The line names the message; its links stay in the outbox (the ops API lists them): a reset
  // link in a log is an account takeover for anyone who reads logs.
  const logWritten = (message: MailMessage, file: string) =>
    options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
  return {
    mode: 'outbox',
    async send(message) {
      const raw = await compose(writer, message);
      fs.mkdirSync(dir, { recursive: true });
      const name = fileName();
      fs.writeFileSync(path.join(dir, name), raw);
      await options.db.insert(outboxMessages).values({ to: message.to, subject: message.subject, text: message.text });
      logWritten(message, name);
    },
    async sendBatch(messages, onSent) {
      const raw = await mapLimit(messages, COMPOSE_AT_ONCE, (m) => compose(writer, m));
      await fs.promises.mkdir(dir, { recursive: true });
      const files = await mapLimit(messages, 64, async (_m, i) => {
        const r = raw[i]!;
        if (failed(r)) throw r.error;
        const name = fileName();
        await fs.promises.writeFile(path.join(dir, name), r);
        return name;
      });
      const results: unknown[] = files.map((f) => (failed(f) ? f.error : null));
      // The outbox rows (what GET /api/ops/outbox shows) of a batch are written by one statement per
      // 500: they appear together.
      const written = messages.map((m, i) => ({ m, i })).filter(({ i }) => results[i] === null);
      for (let start = 0; start < written.length; start += 500) {
        const group = written.slice(start, start + 500);
        try {
          await options.db
            .insert(outboxMessages)
            .values(group.map(({ m }) => ({ to: m.to, subject: m.subject, text: m.text })));
        } catch (err) {
          for (const { i } of group) results[i] = err;
          continue;
        }
        for (const { m, i } of group) {
          onSent(i);
          logWritten(m, files[i] as string);
        }
      }
      return results;
    },
    close: () => writer.close(),
  };
}
