import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum (19 MiB, t=2, p=1). @node-rs/argon2 hashes on libuv's thread pool,
// so the event loop stays free while a password is hashed.
const OPTIONS = {
  algorithm: 2 /* Argon2id (a const enum, not importable under isolatedModules) */,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when an email has no account, so that a wrong email costs the same time as a
// wrong password (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  return dummyHash;
}
