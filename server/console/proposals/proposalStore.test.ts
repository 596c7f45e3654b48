import { describe, expect, it } from 'vitest';
import type { WorkingCopy } from '../../../common/editCommands.js';
import { ENGINES, sharedConsoleDatabase } from '../../test/consoleDatabases.js';
import { openSqlEngine, type SqlEngine } from '../database/sql.js';
import { ProposalStore } from './proposalStore.js';
import type { NewProposal } from './records.js';
import { reviewAnnouncer, type ReviewMessage } from './reviewMessages.js';

const ADA = { id: 'ada-sub', kind: 'person' as const, name: 'Ada Lovelace' };
const BEN = { id: 'ben-sub', kind: 'person' as const, name: 'Ben Okafor' };
const CY = { id: 'cy-sub', kind: 'person' as const, name: 'Cy Young' };
const SOURCE = {
  repositoryId: '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e02',
  modelId: '20f6387e-5d4b-4c5c-861b-32ab9eb04481',
  title: 'Order',
};
const FIRST = '7d1c0c5e-0000-4000-8000-000000000001';
const SECOND = '7d1c0c5e-0000-4000-8000-000000000002';
const vertex = (uuid: string) => ({ uuid, symbol: 'symbol', x: 0, y: 0, width: 100, height: 50 });
const copyWith = (...ids: string[]): WorkingCopy => ({
  modelType: 'GENERAL_MODEL',
  titles: { en: 'Order' },
  descriptions: {},
  canvas: { vertices: ids.map(vertex), edges: [] },
});

const proposal = (draftId: string, more: Partial<NewProposal> = {}): NewProposal => ({
  draftId,
  editId: `edit-${draftId}`,
  source: SOURCE,
  began: copyWith('a', 'b'),
  proposed: copyWith('a', 'b', 'c'),
  author: ADA,
  statement: 'Adds c',
  state: 'open',
  submittedAt: 1000,
  threadId: draftId,
  ...more,
});

/** The schema 9 proposals table, as a database made before conversations has it. */
const SCHEMA_9_PROPOSALS = `CREATE TABLE proposals (draft_id TEXT PRIMARY KEY, edit_uuid TEXT NOT NULL,
  repository_id TEXT NOT NULL, model_id TEXT NOT NULL, source_title TEXT NOT NULL, began TEXT NOT NULL,
  author TEXT NOT NULL, author_kind TEXT NOT NULL, author_name TEXT NOT NULL, statement TEXT NOT NULL,
  state TEXT NOT NULL, submitted_at BIGINT NOT NULL)`;

describe.each(ENGINES)('proposals and their conversations on %s', (engine) => {
  const database = sharedConsoleDatabase(engine);

  /** One instance's store on the shared database, as a start makes it, telling a webhook's outbox. */
  const instance = async () => {
    const sql = await database.open();
    return { sql, proposals: new ProposalStore(sql, reviewAnnouncer('https://console.example')) };
  };
  const outbox = async (sql: SqlEngine) =>
    (await sql.all<{ body: string }>('SELECT body FROM review_messages ORDER BY created_at, uuid')).map(
      (row) => JSON.parse(row.body) as ReviewMessage,
    );

  it('gives a database of schema 9 the new columns, and reads its proposals as threads of their own', async () => {
    const old = await openSqlEngine(database.location());
    await old.exec(SCHEMA_9_PROPOSALS);
    await old.run(
      `INSERT INTO proposals VALUES (?, 'edit', ?, ?, 'Order', ?, 'ada-sub', 'person', 'Ada', 'Why', 'open', 5)`,
      [FIRST, SOURCE.repositoryId, SOURCE.modelId, JSON.stringify(copyWith('a'))],
    );
    await old.close();
    const { proposals } = await instance();
    expect(await proposals.find(FIRST)).toMatchObject({
      threadId: FIRST,
      version: 0,
      state: 'open',
      proposed: undefined,
    });
    await proposals.comment(FIRST, BEN, { kind: 'comment', body: 'Fine' }, 10);
    expect((await proposals.summary(FIRST))?.version).toBe(1);
  });

  it('keeps a conversation that two instances agree on, decisions conditional on the state', async () => {
    const first = await instance();
    const second = await instance();
    await first.sql.transaction((sql) => first.proposals.insert(proposal(FIRST), sql));
    const onVertex = await second.proposals.comment(
      FIRST,
      BEN,
      {
        kind: 'comment',
        body: 'Why c? @Ada',
        anchor: { kind: 'vertex', id: 'c' },
        mentions: [{ uuid: 'u', name: 'Ada Lovelace' }],
      },
      2000,
    );
    const reply = await first.proposals.comment(
      FIRST,
      ADA,
      { kind: 'comment', body: 'It is needed', replyTo: onVertex.uuid },
      2100,
    );
    // A reply to a reply joins the first comment's thread.
    const again = await second.proposals.comment(
      FIRST,
      BEN,
      { kind: 'comment', body: 'Ok', replyTo: reply.uuid },
      2200,
    );
    expect(again.replyTo).toBe(onVertex.uuid);
    expect((await first.proposals.notes(FIRST)).map((note) => [note.author.name, note.body])).toEqual([
      ['Ben Okafor', 'Why c? @Ada'],
      ['Ada Lovelace', 'It is needed'],
      ['Ben Okafor', 'Ok'],
    ]);
    expect(await first.proposals.unread(FIRST, ADA.id)).toBe(2);
    await first.proposals.seen(FIRST, ADA.id, 2300);
    expect(await second.proposals.unread(FIRST, ADA.id)).toBe(0);

    // Two reviewers decide at once (on PostgreSQL; SQLite is one instance's file, so one after the other): both
    // entries kept, the state moved once; a decision after it ends is refused.
    const decide = (on: typeof first, who: typeof BEN, body: string) =>
      on.proposals.decide(FIRST, who, 'changesRequested', { kind: 'requestChanges', body }, 3000);
    if (engine === 'postgres') await Promise.all([decide(first, BEN, 'Name c'), decide(second, CY, 'And d')]);
    else {
      await decide(first, BEN, 'Name c');
      await decide(second, CY, 'And d');
    }
    expect((await second.proposals.summary(FIRST))?.state).toBe('changesRequested');
    expect(await second.proposals.accepted(FIRST, BEN, 3500)).toMatchObject({ state: 'accepted' });
    expect(await first.proposals.accepted(FIRST, BEN, 3600)).toBeUndefined();
    await expect(
      first.proposals.decide(FIRST, CY, 'changesRequested', { kind: 'requestChanges', body: 'Late' }, 4000),
    ).rejects.toThrow(/accepted: it can no longer be decided upon/);
    await expect(first.proposals.comment(FIRST, CY, { kind: 'comment', body: 'Late' }, 4000)).rejects.toThrow(
      /accepted/,
    );
    expect((await second.proposals.notes(FIRST)).map((note) => note.kind)).toEqual([
      'comment',
      'comment',
      'comment',
      'requestChanges',
      'requestChanges',
      'accept',
    ]);
    // Each event told the chat once: submitted, three comments, two requests for changes, accepted.
    expect((await outbox(first.sql)).map((message) => message.event)).toEqual([
      'submitted',
      'commented',
      'commented',
      'commented',
      'changesRequested',
      'changesRequested',
      'accepted',
    ]);
  });

  it('moves comments to a revision where their vertex is still there, and supersedes the revision before', async () => {
    const { sql, proposals } = await instance();
    await sql.transaction((runner) => proposals.insert(proposal(FIRST), runner));
    await proposals.comment(FIRST, BEN, { kind: 'comment', body: 'On b', anchor: { kind: 'vertex', id: 'b' } }, 2000);
    await proposals.comment(FIRST, BEN, { kind: 'comment', body: 'On c', anchor: { kind: 'vertex', id: 'c' } }, 2001);
    await proposals.decide(FIRST, BEN, 'changesRequested', { kind: 'requestChanges', body: 'Drop c' }, 2002);
    await sql.transaction((runner) =>
      proposals.insert(
        proposal(SECOND, { threadId: FIRST, previousDraftId: FIRST, submittedAt: 3000, proposed: copyWith('a', 'b') }),
        runner,
        { author: ADA, canvasIds: new Set(['a', 'b']) },
      ),
    );
    expect((await proposals.summary(FIRST))?.state).toBe('superseded');
    expect((await proposals.summary(SECOND))?.state).toBe('open');
    expect((await proposals.revisions(FIRST)).map((revision) => revision.draftId)).toEqual([FIRST, SECOND]);
    const anchored = (await proposals.notes(FIRST)).filter((note) => note.anchor);
    expect(anchored.map((note) => [note.body, note.anchor?.lostOn])).toEqual([
      ['On b', undefined],
      ['On c', SECOND],
    ]);
    await expect(
      proposals.decide(FIRST, BEN, 'changesRequested', { kind: 'requestChanges', body: 'x' }, 4000),
    ).rejects.toThrow(/superseded by a later revision.*open its latest revision/);
    // The inbox shows the latest revision alone: for the reviewer, and as the author's own.
    expect((await proposals.forReview(BEN.id, [SOURCE.repositoryId])).map((entry) => entry.draftId)).toEqual([SECOND]);
    expect(await proposals.forReview(ADA.id, [SOURCE.repositoryId])).toEqual([]);
    expect(await proposals.forReview(BEN.id, [])).toEqual([]);
    const [mine] = await proposals.mine(ADA.id);
    expect(mine).toMatchObject({ draftId: SECOND, state: 'open', notes: 2, unread: 3 });
  });

  it('lets a comment be changed, resolved and deleted, its place kept for its replies', async () => {
    const { sql, proposals } = await instance();
    await sql.transaction((runner) => proposals.insert(proposal(FIRST), runner));
    const note = await proposals.comment(FIRST, BEN, { kind: 'comment', body: 'Typo' }, 2000);
    const changed = await proposals.changeNote(FIRST, note.uuid, { body: 'Typo in b', resolvedBy: 'Ada' }, 2100);
    expect(changed).toMatchObject({ body: 'Typo in b', editedAt: 2100, resolvedBy: 'Ada' });
    expect((await proposals.changeNote(FIRST, note.uuid, { resolvedBy: null }, 2200)).resolvedBy).toBeUndefined();
    await proposals.deleteNote(FIRST, note.uuid, 2300);
    expect(await proposals.note(FIRST, note.uuid)).toMatchObject({ body: '', deletedAt: 2300 });
    await expect(proposals.deleteNote(FIRST, note.uuid, 2400)).rejects.toThrow(/does not exist/);
  });
});
