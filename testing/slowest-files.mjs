// A Vitest reporter (vitest.config.ts, beside the default one): after a run, the ten test files that
// took longest, so where the time goes is in every run's output (CI's included) without a profiler.
// A file's time is its own: importing it and its set-up (collect, setup, environment) plus its tests
// and hooks; files run side by side, so the column does not add up to the run's wall time.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(7);

/** The `count` slowest files as lines of text, slowest first. */
export function slowestFiles(modules, root, count = 10) {
  const rows = modules.map((module) => {
    const d = module.diagnostic();
    const setUp = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
    const file = module.moduleId.startsWith(`${root}/`) ? module.moduleId.slice(root.length + 1) : module.moduleId;
    return { file, project: module.project.name, setUp, tests: d.duration, total: setUp + d.duration };
  });
  rows.sort((a, b) => b.total - a.total);
  return rows
    .slice(0, count)
    .map(
      (r) =>
        `${seconds(r.total)} ${seconds(r.tests)} tests ${seconds(r.setUp)} import+set-up  [${r.project}] ${r.file}`,
    );
}

export default class SlowestFilesReporter {
  onInit(vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules) {
    if (testModules.length < 2) return;
    const lines = slowestFiles([...testModules], this.vitest.config.root);
    this.vitest.logger.log(`\n The ${lines.length} slowest test files (total, then its parts):`);
    for (const line of lines) this.vitest.logger.log(` ${line}`);
  }
}
