import { randomUUID } from 'node:crypto';
import { applyStep, EditMismatch, type EditStep, type WorkingCopy } from '../../../common/editCommands.js';
import type { Collision } from '../../../common/proposalReplay.js';
import { badRequest, HttpError, notFound } from '../../shared/http/errors.js';
import type { SqlEngine, SqlRunner } from '../database/index.js';
import type { Author, NewProposal, ProposalStore, Revised } from '../proposals/index.js';

export type EditState = 'open' | 'submitting';

/** An edit in progress without its copies: what a list of them shows. */
export interface EditSummaryRecord {
  uuid: string;
  owner: Author;
  source: { repositoryId: string; modelId: string; title: string };
  state: EditState;
  seq: number;
  holder?: string;
  heldAt?: number;
  statement?: string;
  submitStartedAt?: number;
  /** The proposal (its latest draft) this edit revises: its submit makes the next revision. */
  revises?: string;
  createdAt: number;
  updatedAt: number;
}

export interface EditRecord extends EditSummaryRecord {
  began: WorkingCopy;
  working: WorkingCopy;
  /** What of the proposal it revises did not replay on the model as it is now ("Update to the current model"). */
  collisions?: Collision[];
}

const SUMMARY_COLUMNS =
  'uuid, owner, owner_kind, owner_name, repository_id, model_id, source_title, state, seq, holder, held_at, statement, submit_started_at, revises, created_at, updated_at';

interface SummaryRow {
  uuid: string;
  owner: string;
  owner_kind: Author['kind'];
  owner_name: string;
  repository_id: string;
  model_id: string;
  source_title: string;
  state: EditState;
  seq: number | string;
  holder: string | null;
  held_at: number | string | null;
  statement: string | null;
  submit_started_at: number | string | null;
  revises: string | null;
  created_at: number | string;
  updated_at: number | string;
}

interface Row extends SummaryRow {
  began: string;
  working: string;
  collisions: string | null;
}

const optionalNumber = (value: number | string | null) => (value === null ? undefined : Number(value));

const summaryOf = (row: SummaryRow): EditSummaryRecord => ({
  uuid: row.uuid,
  owner: { id: row.owner, kind: row.owner_kind, name: row.owner_name },
  source: { repositoryId: row.repository_id, modelId: row.model_id, title: row.source_title },
  state: row.state,
  seq: Number(row.seq),
  holder: row.holder ?? undefined,
  heldAt: optionalNumber(row.held_at),
  statement: row.statement ?? undefined,
  submitStartedAt: optionalNumber(row.submit_started_at),
  revises: row.revises ?? undefined,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

const recordOf = (row: Row): EditRecord => ({
  ...summaryOf(row),
  began: JSON.parse(row.began) as WorkingCopy,
  working: JSON.parse(row.working) as WorkingCopy,
  ...(row.collisions === null ? {} : { collisions: JSON.parse(row.collisions) as Collision[] }),
});

/** A 409 that says why a window's steps were not kept, and how far the edit is. */
export class EditMovedOn extends HttpError {
  constructor(
    message: string,
    readonly seq: number,
  ) {
    super(409, 'edit_moved_on', message);
  }
}

const IN_PROGRESS = "('open', 'submitting')";

/** A copy after steps, or a 400 naming the first step that does not fit it. */
function workingAfter(copy: WorkingCopy, steps: readonly EditStep[]): WorkingCopy {
  return steps.reduce((working, step, n) => {
    try {
      return applyStep(working, step);
    } catch (error) {
      if (error instanceof EditMismatch)
        throw badRequest(`steps[${n}] does not fit the working copy: ${error.message}`);
      throw error;
    }
  }, copy);
}

/** Keeps steps numbered after step `after`: the primary key refuses a number taken twice. */
async function insertSteps(sql: SqlRunner, uuid: string, after: number, steps: readonly EditStep[]) {
  for (const [n, step] of steps.entries())
    await sql.run('INSERT INTO edit_steps (edit_uuid, seq, step) VALUES (?, ?, ?)', [
      uuid,
      after + n + 1,
      JSON.stringify(step),
    ]);
}

/**
 * Edits in progress, each its owner's alone: a caller who asks for another's edit is told it does not exist.
 * Steps are kept in order after the step the window last knew of; an update conditional on that step keeps two
 * windows, or two instances, from both appending after it.
 */
export class EditStore {
  constructor(
    private readonly engine: SqlEngine,
    private readonly proposals: ProposalStore,
  ) {}

  /**
   * A new edit of a model, or the one its owner has in progress (then `resumed`). One that revises a proposal
   * (`revises`) starts with `steps` where it has any: a proposal's changes replayed on the model as it is now,
   * each one step to undo.
   */
  async begin(
    owner: Author,
    source: EditSummaryRecord['source'],
    began: WorkingCopy,
    now: number,
    revision?: { revises: string; steps?: readonly EditStep[]; collisions?: readonly Collision[] },
  ): Promise<{ edit: EditRecord; resumed: boolean }> {
    const uuid = randomUUID();
    const steps = revision?.steps ?? [];
    const working = workingAfter(began, steps);
    // The edit and its first steps (the server's replay, not a window's: no window holds it yet) in one transaction.
    return this.engine.transaction(async (sql) => {
      const inserted = await sql.run(
        `INSERT INTO edits (uuid, owner, owner_kind, owner_name, repository_id, model_id, source_title, began, working,
           seq, state, revises, collisions, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        [
          uuid,
          owner.id,
          owner.kind,
          owner.name,
          source.repositoryId,
          source.modelId,
          source.title,
          JSON.stringify(began),
          JSON.stringify(working),
          steps.length,
          revision?.revises ?? null,
          revision?.collisions ? JSON.stringify(revision.collisions) : null,
          now,
          now,
        ],
      );
      if (inserted > 0) await insertSteps(sql, uuid, 0, steps);
      const [row] = await sql.all<Row>(
        `SELECT * FROM edits WHERE owner = ? AND repository_id = ? AND model_id = ? AND state IN ${IN_PROGRESS}`,
        [owner.id, source.repositoryId, source.modelId],
      );
      return { edit: recordOf(row), resumed: inserted === 0 };
    });
  }

  /** The owner's edits in progress, the latest changed first. */
  async list(ownerId: string): Promise<EditSummaryRecord[]> {
    const rows = await this.engine.all<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM edits WHERE owner = ? AND state IN ${IN_PROGRESS} ORDER BY updated_at DESC`,
      [ownerId],
    );
    return rows.map(summaryOf);
  }

  /** The owner's edit in progress, or a 404. */
  async get(ownerId: string, uuid: string, sql: SqlRunner = this.engine): Promise<EditRecord> {
    const [row] = await sql.all<Row>(`SELECT * FROM edits WHERE uuid = ? AND owner = ? AND state IN ${IN_PROGRESS}`, [
      uuid.toLowerCase(),
      ownerId,
    ]);
    if (!row) throw notFound(`edit ${uuid} does not exist, or has ended (submitted or discarded)`);
    return recordOf(row);
  }

  async steps(uuid: string): Promise<EditStep[]> {
    const rows = await this.engine.all<{ step: string }>(
      'SELECT step FROM edit_steps WHERE edit_uuid = ? ORDER BY seq',
      [uuid],
    );
    return rows.map((row) => JSON.parse(row.step) as EditStep);
  }

  /** Keeps `steps` after step `after`, sent by the window `holder`; a 409 where another window or step came first. */
  async append(
    ownerId: string,
    uuid: string,
    { holder, after, steps }: { holder: string; after: number; steps: readonly EditStep[] },
    now: number,
  ): Promise<{ seq: number; updatedAt: number }> {
    return this.engine.transaction(async (sql) => {
      const edit = await this.get(ownerId, uuid, sql);
      if (edit.state !== 'open')
        throw new EditMovedOn('this edit is being submitted: it takes no more changes', edit.seq);
      if (edit.holder && edit.holder !== holder)
        throw new EditMovedOn('this edit was taken over in another window', edit.seq);
      if (edit.seq !== after)
        throw new EditMovedOn(`this edit is at step ${edit.seq}, not ${after}: it changed in another window`, edit.seq);
      const working = workingAfter(edit.working, steps);
      const seq = after + steps.length;
      const changed = await sql.run(
        'UPDATE edits SET working = ?, seq = ?, holder = ?, held_at = ?, updated_at = ? WHERE uuid = ? AND seq = ?',
        [JSON.stringify(working), seq, holder, now, now, edit.uuid, after],
      );
      if (changed === 0) throw new EditMovedOn('this edit changed in another window', edit.seq);
      await insertSteps(sql, edit.uuid, after, steps);
      return { seq, updatedAt: now };
    });
  }

  /** Makes `holder` the window whose steps are kept. */
  async hold(ownerId: string, uuid: string, holder: string, now: number): Promise<{ seq: number; updatedAt: number }> {
    const edit = await this.get(ownerId, uuid);
    await this.engine.run('UPDATE edits SET holder = ?, held_at = ? WHERE uuid = ?', [holder, now, edit.uuid]);
    return { seq: edit.seq, updatedAt: edit.updatedAt };
  }

  /** Forgets an edit and its steps; not while a submit of it is under way. */
  async discard(ownerId: string, uuid: string): Promise<void> {
    await this.engine.transaction(async (sql) => {
      const edit = await this.get(ownerId, uuid, sql);
      if (edit.state === 'submitting')
        throw new EditMovedOn('a submit of this edit is under way: submit again to settle it first', edit.seq);
      await this.forget(sql, edit.uuid);
    });
  }

  /**
   * Records that a submit is under way, before the service is asked: the edit takes no more steps, and a submit
   * after a lost answer knows to look for the draft first. Returns the edit as it is to be submitted.
   */
  async startSubmit(
    ownerId: string,
    uuid: string,
    statement: string,
    now: number,
  ): Promise<{ edit: EditRecord; again: boolean }> {
    return this.engine.transaction(async (sql) => {
      const edit = await this.get(ownerId, uuid, sql);
      if (edit.state === 'submitting') return { edit, again: true };
      await sql.run("UPDATE edits SET state = 'submitting', statement = ?, submit_started_at = ? WHERE uuid = ?", [
        statement,
        now,
        edit.uuid,
      ]);
      return { edit: { ...edit, state: 'submitting' as const, statement, submitStartedAt: now }, again: false };
    });
  }

  /** A submit that the service refused: the edit is open again, as it was. */
  async reopen(uuid: string): Promise<void> {
    await this.engine.run("UPDATE edits SET state = 'open', submit_started_at = NULL WHERE uuid = ?", [uuid]);
  }

  /**
   * The draft is made: its proposal kept (a revision superseding the one before), and the work in progress ended,
   * in one transaction.
   */
  async finish(proposal: NewProposal, revised?: Revised): Promise<void> {
    await this.engine.transaction(async (sql) => {
      await this.proposals.insert(proposal, sql, revised);
      await this.forget(sql, proposal.editId);
    });
  }

  private async forget(sql: SqlRunner, uuid: string) {
    await sql.run('DELETE FROM edit_steps WHERE edit_uuid = ?', [uuid]);
    await sql.run('DELETE FROM edits WHERE uuid = ?', [uuid]);
  }
}
