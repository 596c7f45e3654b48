import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  applyStep,
  EditMismatch,
  historyOf,
  inverseOf,
  removalOf,
  type EditCommand,
  type EditStep,
  type WorkingCopy,
} from './editCommands';

const vertex = (uuid: string, x = 0, y = 0, symbol = `s-${uuid}`) => ({ uuid, symbol, x, y, width: 100, height: 60 });
const copy = (): WorkingCopy => ({
  modelType: 'GENERAL_MODEL',
  titles: { en: 'Order' },
  descriptions: { purpose: { en: '<p>Why</p>' } },
  canvas: {
    vertices: [vertex('a'), vertex('b', 200), vertex('c', 400)],
    edges: [
      { uuid: 'ab', fromVertex: 'a', toVertex: 'b', edgeType: 'FLOW' },
      { uuid: 'bc', fromVertex: 'b', toVertex: 'c', edgeType: 'FLOW' },
    ],
  },
});

const byUuid = (a: { uuid: string }, b: { uuid: string }) => a.uuid.localeCompare(b.uuid);
const inOrder = (working: WorkingCopy) => ({
  ...working,
  canvas: { vertices: working.canvas.vertices.toSorted(byUuid), edges: working.canvas.edges.toSorted(byUuid) },
});

describe('a command and its inverse', () => {
  const commands: EditCommand[] = [
    { kind: 'move', vertices: ['a', 'c'], dx: 10, dy: -20 },
    { kind: 'arrange', moves: [{ vertex: 'b', from: { x: 200, y: 0 }, to: { x: 0, y: 0 } }] },
    {
      kind: 'add',
      vertices: [vertex('d', 600)],
      edges: [{ uuid: 'cd', fromVertex: 'c', toVertex: 'd', edgeType: 'FLOW' }],
    },
    removalOf(copy(), new Set(['b'])),
    {
      kind: 'resize',
      vertex: 'a',
      from: { x: 0, y: 0, width: 100, height: 60 },
      to: { x: 0, y: 0, width: 50, height: 30 },
    },
    { kind: 'retype', edge: 'ab', from: 'FLOW', to: 'INFORMATION' },
    { kind: 'reconnect', edge: 'ab', end: 'toVertex', from: 'b', to: 'c' },
    { kind: 'resymbol', vertex: 'c', from: 's-c', to: 's-other' },
    { kind: 'retitle', language: 'de', from: '', to: 'Bestellung' },
    { kind: 'describe', descriptionType: 'purpose', language: 'en', from: '<p>Why</p>', to: '<p>Because</p>' },
  ];
  it.each(commands.map((command) => [command.kind, command] as const))(
    '%s changes the copy and undoes',
    (_, command) => {
      const before = copy();
      const after = applyCommand(before, command);
      expect(after).not.toEqual(before);
      expect(before).toEqual(copy());
      // The same vertices and edges, though an undone removal puts them back at the end.
      expect(inOrder(applyCommand(after, inverseOf(command)))).toEqual(inOrder(before));
    },
  );

  it('removes a vertex with its edges, and refuses a removal that would leave an edge hanging', () => {
    const removal = removalOf(copy(), new Set(['b']));
    expect(removal.edges.map((e) => e.uuid)).toEqual(['ab', 'bc']);
    expect(applyCommand(copy(), removal).canvas.edges).toEqual([]);
    expect(() => applyCommand(copy(), { ...removal, edges: [] })).toThrow(EditMismatch);
  });

  it('refuses what does not fit the copy', () => {
    const wrong: EditCommand[] = [
      { kind: 'move', vertices: ['gone'], dx: 1, dy: 1 },
      { kind: 'move', vertices: ['a'], dx: Number.NaN, dy: 1 },
      { kind: 'add', vertices: [vertex('a')], edges: [] },
      { kind: 'add', vertices: [], edges: [{ uuid: 'x', fromVertex: 'a', toVertex: 'gone', edgeType: 'FLOW' }] },
      { kind: 'retype', edge: 'ab', from: 'INFORMATION', to: 'FLOW' },
      { kind: 'reconnect', edge: 'ab', end: 'toVertex', from: 'b', to: 'gone' },
      { kind: 'retitle', language: 'en', from: 'Not the title', to: 'x' },
      { kind: 'resize', vertex: 'a', from: vertex('a'), to: { ...vertex('a'), width: 0 } },
    ];
    for (const command of wrong) expect(() => applyCommand(copy(), command), command.kind).toThrow(EditMismatch);
  });
});

describe('the history of an edit', () => {
  const move = (dx: number): EditCommand => ({ kind: 'move', vertices: ['a'], dx, dy: 0 });

  it('offers the last done to undo, and a new command forgets what could be redone', () => {
    const history = historyOf([
      { direction: 'do', command: move(1) },
      { direction: 'do', command: move(2) },
      { direction: 'undo', command: move(2) },
    ]);
    expect(history).toEqual({ undo: [move(1)], redo: [move(2)] });
    expect(
      historyOf([
        { direction: 'do', command: move(1) },
        { direction: 'undo', command: move(1) },
        { direction: 'do', command: move(3) },
      ]),
    ).toEqual({
      undo: [move(3)],
      redo: [],
    });
    expect(() => historyOf([{ direction: 'redo', command: move(1) }])).toThrow(EditMismatch);
  });

  it('any walk of do, undo and redo ends where its history says, replayed from the log', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.constant('undo'), fc.constant('redo'))),
        (walk) => {
          let working = copy();
          const steps: EditStep[] = [];
          for (const move_ of walk) {
            const history = historyOf(steps);
            const step =
              typeof move_ === 'number'
                ? { direction: 'do' as const, command: move(move_) }
                : history[move_].length
                  ? { direction: move_, command: history[move_].at(-1)! }
                  : undefined;
            if (!step) continue;
            working = applyStep(working, step);
            steps.push(step);
          }
          // What is left to undo, undone, is where the edit began.
          const undone = historyOf(steps).undo.reduceRight(
            (at, command) => applyCommand(at, inverseOf(command)),
            working,
          );
          expect(undone).toEqual(copy());
        },
      ),
      { numRuns: 300 },
    );
  });
});
