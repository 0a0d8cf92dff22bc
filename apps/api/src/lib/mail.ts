import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '@vendor-portal/contract/ops';
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
}

export interface Mailer {
  mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function extractLinks(text: string): string[] {
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

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(options.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await writer.sendMail({ from: options.from, ...message });
      fs.mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      fs.writeFileSync(path.join(dir, name), info.message as Buffer);
      await options.db.insert(outboxMessages).values({ to: message.to, subject: message.subject, text: message.text });
      // The line names the message; its links stay in the outbox (the ops API lists them): a reset
      // link in a log is an account takeover for anyone who reads logs.
      options.log.info({ to: message.to, subject: message.subject, file: name }, 'mail written to outbox');
    },
    close: () => writer.close(),
  };
}
