import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { bearerTokenOf } from '../../shared/http/requestActor.js';
import { secretsEqual } from '../../shared/secrets.js';
import type { WalkPhase, WalkStatus, RepositoryCoverage } from '../installation/index.js';

export const METRICS_PATH = '/metrics';
const WALK_PHASES: readonly WalkPhase[] = ['repositories', 'models', 'canvases', 'symbols', 'idle'];
/** A route no template matched (a path of the console's pages, or none at all): one label value for all. */
const UNMATCHED_ROUTE = 'unmatched';

/** Where the figures come from; each part of the server that exists gives its own. */
export interface MetricsSources {
  /** The installation's walk: its state (as the walking instance wrote it), this instance's counts, the index. */
  walk?: {
    status: () => Promise<WalkStatus | undefined>;
    coverage: () => Promise<RepositoryCoverage[]>;
    /** This instance's walker, where it walks or may. */
    walker?: { holdsLease: boolean; failures: number };
    reader?: { sent: number; rateLimitWaitMs: number };
  };
  /** People's live sessions, on every instance. */
  sessions?: () => Promise<number>;
  /** The key schedule's revokes by state. */
  revocations?: () => Promise<Record<string, number>>;
  /** The audit log's writer on this instance. */
  audit?: { written: ReadonlyMap<string, number>; pending: number };
  /** The team chat's webhook on this instance: its deliveries by outcome. */
  reviewWebhook?: { deliveries: ReadonlyMap<string, number> };
  /** The console database's pool, where it has one (PostgreSQL). */
  pool?: () => { total: number; idle: number; waiting: number };
  now?: () => number;
}

/**
 * The server's figures in Prometheus' text format (prom-client), one registry per server: its HTTP requests by
 * route template, method and status with their latency, the walk, sessions, scheduled revokes, audit events and
 * the database pool, and Node's own process figures. No label holds an unbounded value: routes are templates,
 * repositories are named (there are few).
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status_code'>;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    const now = sources.now ?? Date.now;
    collectDefaultMetrics({ register: this.registry });
    // prom-client names these gauges as counters (`_total`), against Prometheus' conventions (promtool says so).
    for (const misnamed of [
      'nodejs_active_handles_total',
      'nodejs_active_requests_total',
      'nodejs_active_resources_total',
    ])
      this.registry.removeSingleMetric(misnamed);
    this.requests = new Histogram({
      name: 'console_http_request_duration_seconds',
      help: 'HTTP requests answered, by route template, method and status, and how long each took',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });

    const { walk } = sources;
    if (walk) {
      new Gauge({
        name: 'console_walk_phase',
        help: "The installation walk's phase (1 for the phase under way), as the walking instance last wrote it",
        labelNames: ['phase'],
        registers,
        async collect() {
          const status = await walk.status().catch(() => undefined);
          for (const phase of WALK_PHASES) this.set({ phase }, status?.phase === phase ? 1 : 0);
        },
      });
      gaugeOf('console_walk_lease_held', 'Whether this instance holds the lease and walks (1) or stands by (0)', () =>
        walk.walker?.holdsLease ? 1 : 0,
      );
      countedFrom(
        'console_walk_requests_total',
        'Requests this instance sent to the service for the walk',
        () => walk.reader?.sent ?? 0,
      );
      countedFrom(
        'console_walk_rate_limit_wait_seconds_total',
        "Time this instance's walk waited for the service's rate limit",
        () => (walk.reader?.rateLimitWaitMs ?? 0) / 1000,
      );
      countedFrom(
        'console_walk_failures_total',
        'Cycles of the walk this instance broke off on a failure (the service or the database away)',
        () => walk.walker?.failures ?? 0,
      );
      const perRepository = (name: string, help: string, value: (row: RepositoryCoverage) => number | undefined) =>
        new Gauge({
          name,
          help,
          labelNames: ['repository'],
          registers,
          async collect() {
            this.reset();
            for (const row of await walk.coverage().catch(() => [])) {
              const figure = value(row);
              if (figure !== undefined) this.set({ repository: row.name.slice(0, 100) }, figure);
            }
          },
        });
      perRepository('console_index_models', 'Models the walk listed, per repository', (row) => row.models);
      perRepository(
        'console_index_models_read',
        'Models whose canvas the index holds, per repository',
        (row) => row.modelsRead,
      );
      perRepository(
        'console_index_oldest_canvas_age_seconds',
        'How old the oldest canvas an answer may rest on is, per repository',
        (row) => (row.oldestReadAt === undefined ? undefined : Math.max(0, (now() - row.oldestReadAt) / 1000)),
      );
    }
    if (sources.sessions) {
      const sessions = sources.sessions;
      gaugeOf('console_sessions', "People's live sessions, on every instance", () => sessions().catch(() => 0));
    }
    if (sources.revocations) {
      const revocations = sources.revocations;
      new Gauge({
        name: 'console_key_revocations',
        help: "The key schedule's revokes, by state",
        labelNames: ['state'],
        registers,
        async collect() {
          this.reset();
          for (const [state, count] of Object.entries(await revocations().catch(() => ({}))))
            this.set({ state }, count);
        },
      });
    }
    if (sources.audit) {
      const audit = sources.audit;
      countedByOutcome(
        'console_audit_events_total',
        'Events this instance wrote to the audit log, by outcome',
        audit.written,
      );
      gaugeOf(
        'console_audit_events_pending',
        'Events waiting for the console database to answer before they are in the log',
        () => audit.pending,
      );
    }
    if (sources.pool) {
      const pool = sources.pool;
      new Gauge({
        name: 'console_database_pool_connections',
        help: "The console database pool's connections, idle or in use",
        labelNames: ['state'],
        registers,
        collect() {
          const { total, idle } = pool();
          this.set({ state: 'idle' }, idle);
          this.set({ state: 'in_use' }, total - idle);
        },
      });
      gaugeOf(
        'console_database_pool_waiting_requests',
        'Queries waiting for a connection of the console database pool',
        () => pool().waiting,
      );
    }

    if (sources.reviewWebhook)
      countedByOutcome(
        'console_review_webhook_messages_total',
        'Messages this instance delivered to REVIEW_WEBHOOK_URL, by outcome: sent; retried (refused or not reached, tried again); failed (given up); unknown (no answer, not sent again)',
        sources.reviewWebhook.deliveries,
      );

    /** A counter per outcome whose counts are kept elsewhere, read at each scrape. */
    function countedByOutcome(name: string, help: string, counts: ReadonlyMap<string, number>) {
      new Counter({
        name,
        help,
        labelNames: ['outcome'],
        registers,
        collect() {
          this.reset();
          for (const [outcome, count] of counts) this.inc({ outcome }, count);
        },
      });
    }

    /** A gauge of one figure, read at each scrape. */
    function gaugeOf(name: string, help: string, value: () => number | Promise<number>) {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(await value());
        },
      });
    }

    /** A counter whose count is kept elsewhere (a figure that only grows), read at each scrape. */
    function countedFrom(name: string, help: string, value: () => number) {
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(value());
        },
      });
    }
  }

  /** Times every request and serves the figures at `/metrics`, behind `token` where one is set (METRICS_TOKEN). */
  plugin(token: string | undefined) {
    return fp(
      async (app: FastifyInstance) => {
        app.addHook('onResponse', async (request, reply) => {
          this.requests.observe(
            {
              method: request.method,
              route: request.routeOptions.url ?? UNMATCHED_ROUTE,
              status_code: String(reply.statusCode),
            },
            reply.elapsedTime / 1000,
          );
        });
        app.get(METRICS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
          void reply.header('cache-control', 'no-store');
          const given = bearerTokenOf(request);
          if (token !== undefined && !(given !== undefined && secretsEqual(given, token)))
            return reply.code(401).header('www-authenticate', 'Bearer').send({
              error: 'unauthorized',
              message: 'the metrics need the token in METRICS_TOKEN, as a bearer token',
            });
          return reply.type(this.registry.contentType).send(await this.registry.metrics());
        });
      },
      { name: 'server-metrics' },
    );
  }
}
