import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_OPS_CONTACT, isContactPhone } from '@vendor-portal/contract/ops-contact';
import { emailSchema } from '@vendor-portal/contract/fields';
import { RATE_LIMITS } from '@vendor-portal/contract/rate-limits';

// docs/architecture.md "Configuration": parsed once at start-up; a bad value stops the process with one
// line naming the variable.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const optionalString = z.string().trim().min(1).optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Older secrets that still verify tokens (comma-separated), for key rotation. */
  AUTH_PREVIOUS_SECRETS: z.string().optional(),
  OPS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vendor Portal <no-reply@localhost>'),
  PUBLIC_URL: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(true),
  BRAND_NAME: z.string().trim().min(1).max(60).default('ServiceHub'),
  // The operations team a vendor contacts when it cannot make a job within 24 hours (issue 38 item 13):
  // links on the job's page, written into the pages served (plugins/app/spa.ts).
  OPS_CONTACT_PHONE: z
    .string()
    .trim()
    .refine(isContactPhone, {
      error: 'must be a phone number: 7 to 15 digits, with spaces, dots, dashes, brackets or a leading +',
    })
    .default(DEFAULT_OPS_CONTACT.phone),
  OPS_CONTACT_EMAIL: emailSchema('must be an email address').default(DEFAULT_OPS_CONTACT.email),
  // docs/architecture.md "Alerts on the phone (Web Push)": the VAPID key pair (both or neither; generated into
  // DATA_DIR when unset), the contact the push services see, and the push services allowed beyond the known ones.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, { error: 'must be base64url of a 65-byte P-256 public key' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, { error: 'must be base64url of a 32-byte P-256 private key' })
    .optional(),
  PUSH_CONTACT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'must be a mailto: or https: URL' })
    .optional(),
  PUSH_ENDPOINT_ALLOW: z
    .string()
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const item of v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        let url: URL;
        try {
          url = new URL(item);
        } catch {
          ctx.addIssue({ code: 'custom', message: `has ${item}, which is not an origin` });
          return z.NEVER;
        }
        const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
        if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
          ctx.addIssue({ code: 'custom', message: `has ${item}: only https:, or http: on a loopback host` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    })
    .default([]),
  // docs/architecture.md "Outbound requests": webhooks and calendar feeds may reach 127.0.0.1 and localhost
  // (tests and local set-ups only; never in production).
  OUTBOUND_ALLOW_LOOPBACK: bool.default(false),
  SEED_DEMO: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Served by the identity routes, which live under /auth (identity/routes.ts).
  TOKEN_SYNC_PATH: z
    .string()
    .regex(/^\/auth\/[\w\-/]*$/, { error: 'must be a path under /auth/, such as /auth/session-sync' })
    .optional(),
  TOKEN_SYNC_MAX_AGE: z.coerce.number().int().positive().default(300),
  TRUST_PROXY: bool.default(false),
  // docs/architecture.md "Processes": workers of the server (PostgreSQL only).
  WEB_CONCURRENCY: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, { error: 'must be a whole number of workers, 1 or more' })
    .transform(Number)
    .default(1),
  // docs/architecture.md "Stopping": a stop signal ends the process within this many milliseconds.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  // docs/operations.md "Configuration": how long one read of a calendar feed may take (docs/architecture.md
  // "Partners: API keys, webhooks and the company's own calendar": 10 s; tests shorten it).
  CALENDAR_FEED_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  // docs/operations.md "Metrics": with it set, GET /metrics needs `Authorization: Bearer <it>`.
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  // docs/operations.md "Traces": OpenTelemetry's own variable; unset, nothing of it is loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  // docs/architecture.md "The identity check from memory"; off reads the database on every request.
  IDENTITY_CACHE: bool.default(true),
  WEB_DIST: z.string().optional(),
  // Failed sign-ins per account and IP; the ceiling counts the account's failures from anywhere. The defaults
  // are contract/rate-limits.ts's numbers (each counter says which of these changes it).
  RATE_LIMIT_SIGNIN_ACCOUNT: z.coerce.number().int().positive().default(RATE_LIMITS['sign-in'].accountIp.max),
  RATE_LIMIT_SIGNIN_ACCOUNT_CEILING: z.coerce.number().int().positive().default(RATE_LIMITS['sign-in'].account.max),
  RATE_LIMIT_SIGNIN_IP: z.coerce.number().int().positive().default(RATE_LIMITS['sign-in'].ip.max),
  RATE_LIMIT_SIGNUP_IP: z.coerce.number().int().positive().default(RATE_LIMITS['sign-up'].ip.max),
  RATE_LIMIT_RESET_EMAIL: z.coerce.number().int().positive().default(RATE_LIMITS['password-reset'].email.max),
  RATE_LIMIT_RESET_IP: z.coerce.number().int().positive().default(RATE_LIMITS['password-reset'].ip.max),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  webDist: string;
  publicUrl: string;
  storage: 'disk' | 's3';
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings are "unset": shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const e = parsed.data;
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find((_, i) => !s3Vars[i]);
    throw new ConfigError(`Invalid configuration: ${missing} is required when any S3_* variable is set`);
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY ${e.WEB_CONCURRENCY} needs DATABASE_URL (PostgreSQL): the embedded PGlite database is one directory that only one process may open, so it runs one worker`,
    );
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      `Invalid configuration: ${e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} is required when the other VAPID key is set`,
    );
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    dataDir,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    storage: e.S3_BUCKET ? 's3' : 'disk',
  };
}
