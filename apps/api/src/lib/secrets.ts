import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Secrets a fresh data directory generates once and keeps across restarts (docs/architecture.md:
// "Signing keys: from AUTH_SECRET (or a key file); when unset, generated once into DATA_DIR").

interface SecretsFile {
  authSecret?: string;
  opsToken?: string;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
}

function read(file: string): SecretsFile {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SecretsFile;
  } catch {
    return {};
  }
}

function write(file: string, secrets: SecretsFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  fs.renameSync(tmp, file);
}

function secretsFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

/** The signing secret: AUTH_SECRET if given, else the one stored in DATA_DIR (created on first use). */
function resolveAuthSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = secretsFile(dataDir);
  const current = read(file);
  if (current.authSecret) return current.authSecret;
  const authSecret = crypto.randomBytes(48).toString('base64url');
  write(file, { ...current, authSecret });
  return authSecret;
}

/**
 * The signing secrets: the current one (resolveAuthSecret) and AUTH_PREVIOUS_SECRETS (comma-separated, newest
 * first), which still verify idTokens and signed links until they are taken out (decision 067).
 */
export function resolveAuthSecrets(config: {
  dataDir: string;
  AUTH_SECRET?: string | undefined;
  AUTH_PREVIOUS_SECRETS?: string | undefined;
}): { current: string; previous: string[] } {
  const previous = (config.AUTH_PREVIOUS_SECRETS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { current: resolveAuthSecret(config.dataDir, config.AUTH_SECRET), previous };
}

/** The stored ops token, if any; `create` generates and stores one. */
export function resolveOpsToken(dataDir: string, options: { create: boolean }): string | undefined {
  const file = secretsFile(dataDir);
  const current = read(file);
  if (current.opsToken || !options.create) return current.opsToken;
  const opsToken = crypto.randomBytes(24).toString('base64url');
  write(file, { ...current, opsToken });
  return opsToken;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair (docs/architecture.md "Alerts on the phone"): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY if given,
 * else the pair stored in DATA_DIR, generated on first use. Every process reads the same pair: a browser's
 * subscription is bound to the public key it was made with.
 */
export function resolveVapidKeys(dataDir: string, fromEnv: Partial<VapidKeys>, generate: () => VapidKeys): VapidKeys {
  if (fromEnv.publicKey && fromEnv.privateKey) return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  const file = secretsFile(dataDir);
  const current = read(file);
  if (current.vapidPublicKey && current.vapidPrivateKey)
    return { publicKey: current.vapidPublicKey, privateKey: current.vapidPrivateKey };
  const keys = generate();
  write(file, { ...current, vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey });
  return keys;
}
