import { describe, expect, it } from 'vitest';
import type { EditCommand, WorkingCopy } from '../../common/editCommands';
import { acknowledged, keptAlready, nextBatch, perform, redo, replayedOnto, sessionOf, undo } from './editSession';

const working: WorkingCopy = {
  modelType: 'GENERAL_MODEL',
  titles: { en: 'Order' },
  descriptions: {},
  canvas: {
    vertices: [
      { uuid: 'a', symbol: 's', x: 0, y: 0, width: 100, height: 50 },
      { uuid: 'b', symbol: 's', x: 200, y: 0, width: 100, height: 50 },
    ],
    edges: [],
  },
};
const move = (dx: number): EditCommand => ({ kind: 'move', vertices: ['a'], dx, dy: 0 });
const xOf = (session: ReturnType<typeof sessionOf>) => session.working.canvas.vertices[0].x;

describe('an edit session', () => {
  it('does, undoes and redoes, each a step in the outbox, until the server keeps them', () => {
    let session = sessionOf({ working, steps: [], seq: 0 });
    session = perform(session, move(10));
    session = perform(session, move(5));
    session = undo(session);
    expect(xOf(session)).toBe(10);
    session = redo(session);
    expect(xOf(session)).toBe(15);
    expect(session.outbox.map((step) => step.direction)).toEqual(['do', 'do', 'undo', 'redo']);
    expect(redo(session)).toBe(session);
    const sent = nextBatch(session);
    session = acknowledged(session, sent.length, 4);
    expect(session).toMatchObject({ outbox: [], kept: 4 });
    // A reload: the history comes back from the server's steps.
    const reloaded = sessionOf({ working: session.working, steps: sent, seq: 4 });
    expect(xOf(undo(undo(reloaded)))).toBe(0);
  });

  it('tells a lost answer whose steps were kept from another window’s steps', () => {
    const sent = [{ direction: 'do' as const, command: move(1) }];
    expect(keptAlready({ steps: sent, seq: 1 }, 0, sent)).toBe(true);
    expect(keptAlready({ steps: [{ direction: 'do', command: move(2) }], seq: 1 }, 0, sent)).toBe(false);
    expect(keptAlready({ steps: [], seq: 0 }, 0, sent)).toBe(false);
  });

  it('replays unsent steps onto what the server has, dropping those that no longer fit', () => {
    const removed = { kind: 'remove' as const, vertices: [working.canvas.vertices[0]], edges: [] };
    const server = { working: perform(sessionOf({ working, steps: [], seq: 0 }), removed).working, steps: [], seq: 1 };
    const outbox = [
      { direction: 'do' as const, command: move(10) },
      { direction: 'do' as const, command: { kind: 'move' as const, vertices: ['b'], dx: 1, dy: 1 } },
    ];
    const { session, dropped } = replayedOnto(server, outbox);
    expect(dropped).toBe(1);
    expect(session.working.canvas.vertices).toEqual([{ ...working.canvas.vertices[1], x: 201, y: 1 }]);
    expect(session.outbox).toHaveLength(1);
  });
});
