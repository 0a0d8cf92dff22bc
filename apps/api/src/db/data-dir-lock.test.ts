import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive, naming the directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-lock-'));
    // Another live process holds the lock.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: holder.pid }));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(dir);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died (kill -9), and releases it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-lock-'));
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: dead.pid }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
