import type { Reporter, TestModule, Vitest } from 'vitest/node';

export declare function slowestFiles(modules: readonly TestModule[], root: string, count?: number): string[];

export default class SlowestFilesReporter implements Reporter {
  onInit(vitest: Vitest): void;
  onTestRunEnd(testModules: readonly TestModule[]): void;
}
