import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { JSON_TYPE } from '../../shared/http/apiPaths.js';

/**
 * Below this many milliseconds of work, an answer is made again rather than kept. Keeping one is not free:
 * it outlives the young generation, so the collector copies it and later sweeps it. Measured on uncached
 * title pages at 100,000 models under 20 connections, keeping every answer cost about 80 µs of server time
 * per answer, about as much as everything else an answer takes; a page the service holds in order takes
 * tens of microseconds to make again, and what SQLite has to search for takes milliseconds.
 */
export const WORTH_KEEPING_MS = 0.25;

/**
 * Serialized answers of recent reads that were costly to make, valid while the database is unchanged.
 * Validity is tied to the connection's count of writes (`writeCount`), which every statement that can
 * write advances: after any write the whole cache is dropped before the next lookup, so a cached answer can
 * never be older than the data.
 */
export class ResponseCache {
  private version = -1;
  private bytes = 0;
  /** Answers as sent: JSON text, or UTF-8 JSON that a list wrote as bytes. */
  private readonly entries = new Map<string, string | Buffer>();

  constructor(
    /** The store's count of writes (`ServiceStore.writeCount`). */
    private readonly writeCount: () => number,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly worthKeepingMs = WORTH_KEEPING_MS,
  ) {}

  /** Whether an answer that took `costMs` to make is kept (see WORTH_KEEPING_MS). */
  worthKeeping(costMs: number): boolean {
    return costMs >= this.worthKeepingMs;
  }

  get(key: string): string | Buffer | undefined {
    const version = this.writeCount();
    if (version !== this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = version;
      return undefined;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Move it to the young end so that eviction takes the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, body: string | Buffer): void {
    if (body.length > this.maxBytes / 8) return;
    this.entries.set(key, typeof body === 'string' ? body : ownMemory(body));
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

/**
 * The bytes in memory of their own: a small Buffer is a slice of an 8 KB pool, which it would keep alive
 * as long as it is kept, so that the cache's count of bytes would be short by as much.
 */
function ownMemory(body: Buffer): Buffer {
  if (body.buffer.byteLength === body.length) return body;
  const own = Buffer.allocUnsafeSlow(body.length);
  body.copy(own);
  return own;
}

/**
 * Answers reads from the cache while the store is unchanged, and keeps the answers that were costly to make.
 * The principal's kind is part of the key, so that an answer is never shared across the administrator /
 * application boundary.
 */
export const responseCaching = fp<{ cache: ResponseCache }>(
  async (api, { cache }) => {
    const made = new WeakMap<FastifyRequest, { key: string; started: number }>();
    api.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET') return;
      const key = `${request.principal?.kind}\u0000${request.url}`;
      const cached = cache.get(key);
      if (cached !== undefined) return reply.code(200).type(JSON_TYPE).send(cached);
      made.set(request, { key, started: performance.now() });
    });
    api.addHook('onSend', async (request, reply, payload) => {
      const answer = made.get(request);
      if (!answer || reply.statusCode !== 200) return payload;
      if (
        cache.worthKeeping(performance.now() - answer.started) &&
        (typeof payload === 'string' || Buffer.isBuffer(payload))
      ) {
        cache.set(answer.key, payload);
      }
      return payload;
    });
  },
  { name: 'response-caching', dependencies: ['authentication'] },
);
