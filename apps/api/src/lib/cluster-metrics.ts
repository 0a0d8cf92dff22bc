import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';

// docs/operations.md "Metrics" (WEB_CONCURRENCY): with several workers sharing one port, a scrape of
// /metrics reaches one worker, picked by the connection. So that it reports the whole server, the worker
// that is asked hands the scrape to the primary, which collects every ready worker's registry over the
// cluster's IPC channel and sums them with prom-client's aggregation (AggregatorRegistry.aggregate; the
// gauges that each worker reads from the shared database say `aggregator: 'max'`). Why one sum rather
// than one series per worker: docs/operations.md "Metrics".
//
// A worker that dies takes its counters with it: the sum would go down, and Prometheus reads a counter
// that goes down as a reset (rate() then counts the other workers' whole totals as new). So the primary
// keeps what each worker last reported of its counters and histograms and adds a dead worker's to every
// later sum: the server's counters never go backwards (what it counted since the last scrape is lost).

type Report = MetricObjectWithValues<MetricValue<string>>[];

const SCRAPE = 'vendor-portal:metrics-scrape'; // worker → primary: a client asked me for /metrics
const COLLECT = 'vendor-portal:metrics-collect'; // primary → each worker: your registry, as JSON
const REPORT = 'vendor-portal:metrics-report'; // worker → primary
const ANSWER = 'vendor-portal:metrics-answer'; // primary → the asking worker: the server's text

interface Message {
  type?: string;
  id?: number;
  metrics?: Report;
  text?: string;
  error?: string;
}

/** How long the primary waits for every worker's report; a scrape fails rather than count some only. */
const COLLECT_TIMEOUT_MS = 5_000;

/** The sum of the workers' reports and of the retired ones, in Prometheus's text format. */
export async function aggregateReports(reports: readonly Report[]): Promise<string> {
  return AggregatorRegistry.aggregate(reports as Report[]).metrics();
}

/** What a dead worker leaves behind: its counters and histograms (a gauge ends with the worker). */
export async function retire(retired: Report, last: Report): Promise<Report> {
  // At run time `type` is the text of the format ('counter'), whatever prom-client's typings say.
  const kept = last.filter((m) => ['counter', 'histogram'].includes(String(m.type)));
  if (kept.length === 0) return retired;
  return (await AggregatorRegistry.aggregate([retired, kept]).getMetricsAsJSON()) as Report;
}

/** The primary's side (workers.ts): answers a worker's scrape with the whole server's metrics. */
export function aggregateWorkersMetrics(log: { warn(obj: object, msg: string): void }): void {
  const ready = new Set<Worker>();
  const last = new Map<Worker, Report>();
  let retired: Report = [];
  let retiring = Promise.resolve();
  let nextId = 1;
  const pending = new Map<number, { reports: Report[]; waiting: Set<Worker>; done: (error?: Error) => void }>();

  cluster.on('listening', (worker) => ready.add(worker));
  cluster.on('exit', (worker) => {
    ready.delete(worker);
    const report = last.get(worker);
    last.delete(worker);
    // A worker gone during a scrape: the sum goes on without it (its last report is retired below).
    for (const [, p] of pending) if (p.waiting.delete(worker) && p.waiting.size === 0) p.done();
    if (report) retiring = retiring.then(async () => void (retired = await retire(retired, report)));
  });

  const collect = (): Promise<Report[]> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const workers = [...ready].filter((w) => w.isConnected());
      const reports: Report[] = [];
      const timer = setTimeout(() => done(new Error('a worker did not report in time')), COLLECT_TIMEOUT_MS);
      const done = (error?: Error) => {
        clearTimeout(timer);
        pending.delete(id);
        if (error) reject(error);
        else resolve(reports);
      };
      pending.set(id, { reports, waiting: new Set(workers), done });
      for (const w of workers) w.send({ type: COLLECT, id });
      if (workers.length === 0) done();
    });

  cluster.on('message', (worker, message: Message) => {
    if (message?.type === REPORT && message.id !== undefined) {
      const p = pending.get(message.id);
      if (!p || !p.waiting.delete(worker)) return;
      if (message.error) return p.done(new Error(message.error));
      last.set(worker, message.metrics ?? []);
      p.reports.push(message.metrics ?? []);
      if (p.waiting.size === 0) p.done();
    } else if (message?.type === SCRAPE && message.id !== undefined) {
      const id = message.id;
      collect()
        .then(async (reports) => {
          await retiring;
          return aggregateReports([...reports, retired]);
        })
        .then(
          (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text }),
          (err: Error) => {
            log.warn({ err: err.message }, 'metrics of the workers not collected');
            if (worker.isConnected()) worker.send({ type: ANSWER, id, error: err.message });
          },
        );
    }
  });
}

/**
 * A worker's side (plugins/app/metrics.ts): reports its registry when the primary collects, and asks the
 * primary for the whole server's text when a client scrapes it. Null outside a cluster's worker.
 */
export function workerMetrics(registry: Registry): { scrape(): Promise<string>; stop(): void } | null {
  if (!cluster.isWorker || !process.send) return null;
  const send = (message: Message) => process.send?.(message);
  let nextId = 1;
  const waiting = new Map<number, (message: Message) => void>();
  const onMessage = (message: Message) => {
    if (message?.type === COLLECT && message.id !== undefined) {
      const id = message.id;
      registry.getMetricsAsJSON().then(
        (metrics) => send({ type: REPORT, id, metrics: metrics as Report }),
        (err: Error) => send({ type: REPORT, id, error: err.message }),
      );
    } else if (message?.type === ANSWER && message.id !== undefined) {
      waiting.get(message.id)?.(message);
    }
  };
  process.on('message', onMessage);
  return {
    scrape: () =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        // The primary gives up on a silent worker first; this only covers a primary that never answers.
        const timer = setTimeout(() => finish({ error: 'the primary did not answer' }), COLLECT_TIMEOUT_MS * 2);
        const finish = (message: Message) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (message.text !== undefined) resolve(message.text);
          else reject(new Error(message.error ?? 'no metrics'));
        };
        waiting.set(id, finish);
        send({ type: SCRAPE, id });
      }),
    stop: () => void process.off('message', onMessage),
  };
}
