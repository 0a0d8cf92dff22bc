import type { ChildProcess } from 'node:child_process';

export declare const root: string;
export declare const builtServer: string;

export interface StartOptions {
  env?: Record<string, string>;
  nodeArgs?: string[];
  echo?: boolean;
  inheritDatabase?: boolean;
  fromSource?: boolean;
  timeoutMs?: number;
  args?: string[];
  detached?: boolean;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number | undefined;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export declare function serverCommand(options?: { fromSource?: boolean }): { args: string[]; label: string };
export declare function startServer(options?: StartOptions): Promise<ServerProcess>;
export declare function expectRefusal(options?: StartOptions): Promise<{ code: number | null; output: string }>;
