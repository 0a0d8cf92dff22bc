import type { ChildProcess } from 'node:child_process';

export declare const root: string;
export declare const builtServer: string;

export interface StartOptions {
  env?: Record<string, string>;
  nodeArgs?: string[];
  echo?: boolean;
  inheritDatabase?: boolean;
  fromSource?: boolean;
  /** How long start-up may take before it is killed; null: until its banner or its exit (a test's own timeout bounds it). */
  timeoutMs?: number | null;
  args?: string[];
  detached?: boolean;
  inheritEnv?: boolean;
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
  logFile?: string;
  /** Runs it on a wall clock this far ahead of the real one (testing/test-clock.mjs); its timers keep real time. */
  clockOffsetMs?: number;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when it exited. */
  at: number;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number | undefined;
  url: string;
  output: () => string;
  /** Resolved with the URL once it prints its start-up banner; rejected if it exits first. */
  listening: Promise<string>;
  exited: Promise<ServerExit>;
  stop: (signal?: NodeJS.Signals) => Promise<ServerExit>;
}

export declare function serverCommand(options?: { fromSource?: boolean }): { args: string[]; label: string };
/** Starts it now (env.PORT required) without waiting for the banner. */
export declare function launchServer(options: Omit<StartOptions, 'timeoutMs'>): ServerProcess;
export declare function startServer(options?: StartOptions): Promise<ServerProcess>;
export declare function expectRefusal(options?: StartOptions): Promise<{ code: number | null; output: string }>;
