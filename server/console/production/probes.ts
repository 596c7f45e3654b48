import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One thing an instance needs to serve: its name, and whether it answers (a rejection says why not). */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

export interface ProbeOptions {
  checks: readonly ReadinessCheck[];
  /** True once the server is stopping: a balancer sends no new request then. */
  stopping: () => boolean;
}

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
/** A check that has not answered by then counts as missing: a balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

function withinTimeout(check: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), late]).finally(() => clearTimeout(timer));
}

/**
 * The balancer's probes, outside every API (no credential, no rate limit): `/healthz` says the process answers,
 * `/readyz` that what it serves from answers too (else a 503 naming what is missing), and not once it is stopping.
 */
export async function probes(app: FastifyInstance, { checks, stopping }: ProbeOptions): Promise<void> {
  app.get(HEALTH_PATH, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });
  app.get(READY_PATH, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (stopping()) return reply.code(503).send({ status: 'stopping', missing: [] });
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withinTimeout(check);
          return undefined;
        } catch (error) {
          return { name, reason: (error as Error).message };
        }
      }),
    );
    const missing = results.filter((result) => result !== undefined);
    return reply
      .code(missing.length > 0 ? 503 : 200)
      .send({ status: missing.length > 0 ? 'not ready' : 'ready', missing });
  });
}

/**
 * While the server stops, each answer closes its connection: a client's kept-alive connection would otherwise
 * hold the stop until it idles out, and its next request belongs on another instance anyway.
 */
export const closingWhenStopping = fp(
  async (app: FastifyInstance, { stopping }: Pick<ProbeOptions, 'stopping'>) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (stopping()) void reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'closing-when-stopping' },
);
