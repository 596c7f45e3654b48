import { describe, expect, it } from 'vitest';
import type { WorkingCopy } from '../../common/editCommands';
import { applyCommand } from '../../common/editCommands';
import { aligned, clipboardOf, distributed, edgeTypesOf, pasted, placement, usualSize } from './commandBuilders';

const vertex = (uuid: string, x: number, y: number, width = 100, height = 50) => ({
  uuid,
  symbol: `s-${uuid}`,
  x,
  y,
  width,
  height,
});
const copy: WorkingCopy = {
  modelType: 'GENERAL_MODEL',
  titles: {},
  descriptions: {},
  canvas: {
    vertices: [vertex('a', 0, 0), vertex('b', 300, 40), vertex('c', 90, 200, 60, 30)],
    edges: [
      { uuid: 'ab', fromVertex: 'a', toVertex: 'b', edgeType: 'INFORMATION' },
      { uuid: 'bc', fromVertex: 'b', toVertex: 'c', edgeType: 'FLOW' },
    ],
  },
};
const all = new Set(['a', 'b', 'c']);
const places = (working: WorkingCopy) => working.canvas.vertices.map(({ uuid, x, y }) => ({ uuid, x, y }));

describe('what the editor builds', () => {
  it('lines vertices up and spreads them evenly', () => {
    expect(places(applyCommand(copy, aligned(copy, all, 'left')!))).toEqual([
      { uuid: 'a', x: 0, y: 0 },
      { uuid: 'b', x: 0, y: 40 },
      { uuid: 'c', x: 0, y: 200 },
    ]);
    expect(places(applyCommand(copy, aligned(copy, all, 'bottom')!)).map((p) => p.y)).toEqual([180, 180, 200]);
    expect(places(applyCommand(copy, distributed(copy, all, 'horizontal')!)).map((p) => p.x)).toEqual([0, 300, 150]);
    // Nothing to line up: no command, rather than an empty one.
    expect(aligned(copy, new Set(['a']), 'left')).toBeUndefined();
    expect(distributed(copy, new Set(['a', 'b']), 'vertical')).toBeUndefined();
  });

  it('pastes the same symbols again, as new placements with their edges among them, and nothing from elsewhere', () => {
    const command = pasted(clipboardOf(copy, new Set(['a', 'b'])))!;
    expect(command.kind).toBe('add');
    if (command.kind !== 'add') return;
    expect(command.vertices.map((v) => v.symbol)).toEqual(['s-a', 's-b']);
    expect(command.vertices.map((v) => v.uuid)).not.toContain('a');
    expect(command.vertices[0]).toMatchObject({ x: 40, y: 40 });
    expect(command.edges).toHaveLength(1);
    expect(command.edges[0]).toMatchObject({
      fromVertex: command.vertices[0].uuid,
      toVertex: command.vertices[1].uuid,
    });
    expect(applyCommand(copy, command).canvas.vertices).toHaveLength(5);
    for (const foreign of [
      'plain text',
      '{"kind":"other"}',
      '{"kind":"model-repository-console/vertices","vertices":[{"uuid":1}]}',
      '',
    ])
      expect(pasted(foreign), foreign).toBeUndefined();
  });

  it('places a symbol in the most common size, beside the selected vertex, connected where asked', () => {
    expect(usualSize(copy)).toEqual({ width: 100, height: 50 });
    const command = placement(
      copy,
      'new-symbol',
      { beside: copy.canvas.vertices[1] },
      { vertex: 'b', edgeType: 'FLOW' },
    );
    expect(command).toMatchObject({
      kind: 'add',
      vertices: [{ symbol: 'new-symbol', x: 480, y: 40, width: 100, height: 50 }],
      edges: [{ fromVertex: 'b', edgeType: 'FLOW' }],
    });
    expect(placement(copy, 's', { at: { x: 115, y: 33 } })).toMatchObject({ vertices: [{ x: 60, y: 0 }] });
    expect(edgeTypesOf(copy)).toEqual(['FLOW', 'INFORMATION']);
  });
});
