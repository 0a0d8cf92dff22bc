// The scale suite checks /metrics and the alert rules with Prometheus's own tools (Debian's
// "prometheus" package: prometheus and promtool). Installs it with apt when missing and we are
// root; otherwise says how. Prints nothing when both are there.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
export const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';

export function ensurePrometheus() {
  if (fs.existsSync(PROMETHEUS) && fs.existsSync(PROMTOOL)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `The scale suite needs Prometheus at ${PROMETHEUS} and ${PROMTOOL}. Install them with: sudo apt-get install -y prometheus (or set PROMETHEUS_PATH and PROMTOOL_PATH).`,
    );
  }
  console.log('prometheus is missing: installing it with apt-get (Debian package "prometheus")…');
  // --no-install-recommends: the exporters it recommends are not needed, and the package's service
  // is not started in a container (no init).
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus > /dev/null',
    { stdio: 'inherit', shell: '/bin/bash' },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePrometheus();
