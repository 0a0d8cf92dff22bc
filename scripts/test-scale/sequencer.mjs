// Runs the scale test files in the order of their names (01-start … 10-logs): they share one
// environment and each builds on what the earlier ones did (09 stops PostgreSQL, 10 stops the rest).
import { BaseSequencer } from 'vitest/node';

export default class ByFileName extends BaseSequencer {
  async sort(files) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}
