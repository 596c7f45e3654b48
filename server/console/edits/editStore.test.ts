import { describe, expect, it } from 'vitest';
import type { EditStep, WorkingCopy } from '../../../common/editCommands.js';
import { ENGINES, sharedConsoleDatabase } from '../../test/consoleDatabases.js';
import { ProposalStore } from '../proposals/index.js';
import { EditMovedOn, EditStore } from './editStore.js';

const OWNER = { id: 'ada-sub', kind: 'person' as const, name: 'Ada' };
const SOURCE = {
  repositoryId: '5f0c3d1e-8a4b-4c2d-9e6f-1a2b3c4d5e02',
  modelId: '20f6387e-5d4b-4c5c-861b-32ab9eb04481',
  title: 'Order',
};
const vertex = (uuid: string) => ({ uuid, symbol: `${uuid}-symbol`, x: 0, y: 0, width: 100, height: 50 });
const BEGAN: WorkingCopy = {
  modelType: 'GENERAL_MODEL',
  titles: { en: 'Order' },
  descriptions: {},
  canvas: { vertices: [vertex('a'), vertex('b')], edges: [] },
};
const move = (uuid: string, dx: number): EditStep => ({
  direction: 'do',
  command: { kind: 'move', vertices: [uuid], dx, dy: 0 },
});

describe.each(ENGINES)('edits in progress on %s', (engine) => {
  const database = sharedConsoleDatabase(engine);

  /** One instance's stores on the shared database, as a start makes them. */
  const instance = async () => {
    const sql = await database.open();
    const proposals = new ProposalStore(sql);
    return { edits: new EditStore(sql, proposals), proposals };
  };

  it('two instances agree: one edit per owner and model, one step per number, the submit ends it for both', async () => {
    const [first, second] = [await instance(), await instance()];
    const begun = await first.edits.begin(OWNER, SOURCE, BEGAN, 1000);
    expect(begun.resumed).toBe(false);
    const again = await second.edits.begin(OWNER, SOURCE, BEGAN, 2000);
    expect(again).toMatchObject({ resumed: true, edit: { uuid: begun.edit.uuid, seq: 0 } });

    // Both append after step 0: one is kept, the other is told the edit moved on. On PostgreSQL at once; SQLite is
    // one instance's file (a second connection in this process would wait on the first's lock while holding the
    // event loop it needs), so there one after the other.
    const uuid = begun.edit.uuid;
    const appends = [
      () => first.edits.append(OWNER.id, uuid, { holder: 'window-1', after: 0, steps: [move('a', 10)] }, 3000),
      () => second.edits.append(OWNER.id, uuid, { holder: 'window-1', after: 0, steps: [move('b', 20)] }, 3000),
    ];
    const both =
      engine === 'postgres'
        ? await Promise.allSettled(appends.map((append) => append()))
        : [await Promise.allSettled([appends[0]()]), await Promise.allSettled([appends[1]()])].flat();
    expect(both.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = both.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(EditMovedOn);
    const kept = await second.edits.get(OWNER.id, uuid);
    expect(kept.seq).toBe(1);
    expect(await first.edits.steps(uuid)).toHaveLength(1);
    const moved = kept.working.canvas.vertices.filter((v) => v.x !== 0);
    expect(moved).toHaveLength(1);

    // Taken over in the second instance: the first window's next step is refused there too.
    await second.edits.hold(OWNER.id, uuid, 'window-2', 4000);
    await expect(
      first.edits.append(OWNER.id, uuid, { holder: 'window-1', after: 1, steps: [move('a', 1)] }, 5000),
    ).rejects.toThrow(/taken over in another window/);
    expect(await first.edits.list(OWNER.id)).toEqual([expect.objectContaining({ uuid, seq: 1 })]);
    expect(await first.edits.list('someone-else')).toEqual([]);

    // A submit under way in one instance is seen by the other; its end leaves the proposal to both.
    const started = await first.edits.startSubmit(OWNER.id, uuid, 'Why', 6000);
    expect(started.again).toBe(false);
    expect((await second.edits.startSubmit(OWNER.id, uuid, 'Why', 6001)).again).toBe(true);
    await expect(
      second.edits.append(OWNER.id, uuid, { holder: 'window-2', after: 1, steps: [move('a', 1)] }, 7000),
    ).rejects.toThrow(/being submitted/);
    const draftId = '7d1c0c5e-0000-4000-8000-000000000001';
    await first.edits.finish({
      draftId,
      editId: uuid,
      source: SOURCE,
      began: BEGAN,
      author: OWNER,
      statement: 'Why',
      state: 'open',
      submittedAt: 8000,
      threadId: draftId,
    });
    await expect(second.edits.get(OWNER.id, uuid)).rejects.toThrow(/does not exist, or has ended/);
    expect(await second.proposals.ofEdit(uuid)).toMatchObject({ draftId, author: OWNER, began: BEGAN });
    // The model may be edited anew.
    expect((await second.edits.begin(OWNER, SOURCE, BEGAN, 9000)).resumed).toBe(false);
  });
});
