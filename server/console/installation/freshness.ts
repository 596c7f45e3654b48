import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { indexedModel } from '../../../common/indexedShapes.js';
import { recordedWriteOf } from '../audit/index.js';
import { textOf } from '../../shared/http/payloadText.js';
import { API_PREFIX } from '../../shared/http/apiPaths.js';
import { DRAFT_REPOSITORY, isDraftRepository } from '../../../common/draftRepository.js';
import type { ModelShape } from '../../shared/serviceSchemas.js';
import { readCanvasInto, readSymbolInto, type IndexReads } from './modelReads.js';

/** A canvas a person opens is read again ahead of the walk when the index's copy is older than this. */
export const STALE_CANVAS_MS = 60 * 60_000;
/** Models waiting to be read ahead of the walk, at most; past that, the walk reads them in its turn. */
const WAITING_LIMIT = 1000;

/**
 * Keeps the installation index fresh after what passes this server, ahead of the walk (whose cycles begin ten
 * minutes apart and take hours at 100,000 models): a draft created or accepted through it is in the index at
 * once, its titles from the service's answer and its canvas read next; a canvas a person opens whose copy is
 * older than STALE_CANVAS_MS is read again. Reads go with the walker's key, within its share of the rate limit,
 * one at a time; one that fails is left to the walk.
 */
export class IndexFreshness {
  private readonly waiting = new Map<string, { repositoryId: string; uuid: string }>();
  private reading?: Promise<void>;
  private readonly stopped = new AbortController();

  constructor(private readonly reads: IndexReads) {}

  /** A model the service answered a write with (a draft created, or accepted into `repositoryId`). */
  async written(repositoryId: string, model: ModelShape): Promise<void> {
    const { index } = this.reads;
    // A repository the walk has not listed yet: its first listing brings the model.
    const listed = (await index.repositories()).find((known) =>
      repositoryId.toLowerCase() === DRAFT_REPOSITORY
        ? isDraftRepository(known)
        : known.uuid === repositoryId.toLowerCase(),
    );
    const indexed = listed && indexedModel(listed.uuid, model);
    if (!indexed) return;
    await index.applyModels(indexed.repositoryId, { put: [indexed], remove: [] });
    this.readSoon(indexed.repositoryId, indexed.uuid);
  }

  /** A canvas a person opened: read again where the index's copy is old. */
  async opened(repositoryId: string, uuid: string): Promise<void> {
    const readAt = await this.reads.index.canvasReadAt(repositoryId.toLowerCase(), uuid.toLowerCase());
    if (readAt && this.reads.now() - readAt > STALE_CANVAS_MS)
      this.readSoon(repositoryId.toLowerCase(), uuid.toLowerCase());
  }

  /** Waits for what is being read (tests), or stops reading (at a stop). */
  async settled(): Promise<void> {
    await this.reading;
  }

  stop(): void {
    this.stopped.abort();
    this.waiting.clear();
  }

  private readSoon(repositoryId: string, uuid: string): void {
    if (this.stopped.signal.aborted || this.waiting.size >= WAITING_LIMIT) return;
    this.waiting.set(`${repositoryId}/${uuid}`, { repositoryId, uuid });
    this.reading ??= this.readWaiting().finally(() => (this.reading = undefined));
  }

  private async readWaiting(): Promise<void> {
    const signal = this.stopped.signal;
    for (const [key, { repositoryId, uuid }] of this.waiting) {
      this.waiting.delete(key);
      try {
        const canvas = await readCanvasInto(this.reads, repositoryId, uuid, signal);
        for (const symbol of await this.reads.index.unreadSymbols(repositoryId, canvas.symbolIds))
          await readSymbolInto(this.reads, repositoryId, symbol, signal);
      } catch {
        // The service or the database away, or the model gone: the walk reads it in its turn.
      }
      if (signal.aborted) return;
    }
  }
}

/** A canvas read through the service's API: its repository and model. */
const CANVAS_PATH = new RegExp(`^${API_PREFIX}/repositories/([^/?]+)/models/([^/?]+)/canvas(?:\\?|$)`);

/**
 * The hooks that tell IndexFreshness what passes the server: a draft created or accepted (its answer's model),
 * and a canvas read. They never hold an answer up beyond reading it, and a failure only leaves the index to the walk.
 */
export const freshAfterWrites = fp(
  async (app: FastifyInstance, { freshness }: { freshness: IndexFreshness }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const write = request.method === 'POST' && reply.statusCode === 201 && recordedWriteOf('POST', request.url);
      if (!write || (write.action !== 'draft.create' && write.action !== 'draft.accept') || !write.repositoryId)
        return payload;
      const text = await textOf(payload);
      try {
        const model = JSON.parse(text ?? '') as ModelShape;
        void freshness.written(write.repositoryId, model).catch(() => undefined);
      } catch {
        // Not the model the service documents: the walk reads it in its turn.
      }
      return text ?? payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' || reply.statusCode !== 200) return;
      const canvas = CANVAS_PATH.exec(request.url);
      if (canvas)
        void freshness.opened(decodeURIComponent(canvas[1]!), decodeURIComponent(canvas[2]!)).catch(() => undefined);
    });
  },
  { name: 'fresh-after-writes' },
);
