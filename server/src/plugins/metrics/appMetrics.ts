import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The mail outbox's backlog as the metrics show it. */
export interface OutboxBacklog {
  /** Messages not yet sent. */
  count: number;
  /** When the oldest of them was written; null when there is none. */
  oldestAt: Date | null;
}

export interface MetricsSources {
  /** Read at each scrape (plugins/mail, outboxBacklog). */
  outboxBacklog?: () => Promise<OutboxBacklog>;
  now?: () => Date;
  /** The process's own metrics (memory, CPU, event loop): for the running server, not tests. */
  processMetrics?: boolean;
}

/** The label of a request no route matched (an unknown path): one series, not one per path. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The server's metrics, in a registry of its own per app: two apps in one process (the
 * tests, two instances in one test) never share or double-register a series.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly refusals: Counter<'route'>;
  private readonly jobRuns: Counter<'job'>;
  private readonly jobFailures: Counter<'job'>;

  constructor(sources: MetricsSources = {}) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.refusals = new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by route pattern',
      labelNames: ['route'],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'job_runs_total',
      help: 'Rounds of the background jobs (purge, expiry, mail sweep)',
      labelNames: ['job'],
      registers,
    });
    this.jobFailures = new Counter({
      name: 'job_failures_total',
      help: 'Rounds of the background jobs that failed',
      labelNames: ['job'],
      registers,
    });
    const { outboxBacklog } = sources;
    if (outboxBacklog) {
      const now = sources.now ?? (() => new Date());
      // One read per scrape feeds both gauges.
      let latest: Promise<OutboxBacklog> | null = null;
      const read = () => (latest ??= outboxBacklog().finally(() => setTimeout(() => (latest = null), 0)));
      new Gauge({
        name: 'mail_outbox_backlog',
        help: 'E-mails written and not yet sent',
        registers,
        async collect() {
          this.set((await read()).count);
        },
      });
      new Gauge({
        name: 'mail_outbox_oldest_age_seconds',
        help: 'Age of the oldest e-mail not yet sent (0 when none)',
        registers,
        async collect() {
          const { oldestAt } = await read();
          this.set(oldestAt ? Math.max(0, (now().getTime() - oldestAt.getTime()) / 1000) : 0);
        },
      });
    }
    if (sources.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  observeRequest(answer: {
    method: string;
    route: string | undefined;
    status: number;
    seconds: number;
  }): void {
    const labels = {
      method: answer.method,
      route: answer.route ?? UNMATCHED_ROUTE,
      status: String(answer.status),
    };
    this.requests.inc(labels);
    this.duration.observe(labels, answer.seconds);
    if (answer.status === 429) this.refusals.inc({ route: labels.route });
  }

  /** A background job's round: counted, and counted again as a failure when it failed. */
  jobRound(job: string, outcome: 'ok' | 'failed'): void {
    this.jobRuns.inc({ job });
    if (outcome === 'failed') this.jobFailures.inc({ job });
  }
}
