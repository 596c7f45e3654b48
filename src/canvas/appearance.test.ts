import { describe, expect, it } from 'vitest';
import { APPEARANCES, CANVAS_CSS, EDGE_KINDS, edgeAppearance, titleMayOverflow, vertexClassName } from './appearance';

describe('vertex appearance', () => {
  it('names a class per known object type and the neutral default for anything else', () => {
    const plain = { match: false, clip: false };
    expect(vertexClassName({ ...plain, objectType: 'ACTIVITY' })).toBe('vertex vertex-ACTIVITY');
    expect(vertexClassName({ objectType: 'INTERESTED_PARTY', match: true, clip: true })).toBe('vertex vertex-INTERESTED_PARTY vertex-match vertex-clip');
    expect(vertexClassName({ ...plain, objectType: 'SOMETHING_NEW' })).toBe('vertex vertex-default');
    expect(vertexClassName({ ...plain, objectType: 'constructor' })).toBe('vertex vertex-default');
    expect(vertexClassName({ ...plain, objectType: undefined })).toBe('vertex vertex-default');
  });

  it('clips only a vertex whose title may not fit', () => {
    // 160 x 60: (160 - 24) / 7 = 19 characters a line, (60 - 8) / 14 = 3 lines.
    expect(titleMayOverflow('Post goods receipt', 160, 60)).toBe(false);
    expect(titleMayOverflow('x'.repeat(57), 160, 60)).toBe(false);
    expect(titleMayOverflow('x'.repeat(58), 160, 60)).toBe(true);
    expect(titleMayOverflow('Approve', 20, 10)).toBe(true);
    expect(titleMayOverflow(undefined, 20, 10)).toBe(false);
  });

  it('has a rule with the colour and an icon for every type the classes name', () => {
    for (const [objectType, look] of Object.entries(APPEARANCES)) {
      expect(CANVAS_CSS).toContain(`.vertex-${objectType}{border:1.5px ${look.dashed ? 'dashed' : 'solid'} ${look.color}`);
      expect(CANVAS_CSS).toContain(`.vertex-${objectType}::before{background-image:url("data:image/svg+xml,`);
    }
    expect(CANVAS_CSS).toContain('.vertex-default{');
  });
});

describe('edge appearance', () => {
  it('names a class and an arrowhead per known edge type and a plain default for anything else', () => {
    expect(edgeAppearance('FLOW')).toEqual({ className: 'edge-FLOW', markerEnd: 'canvas-arrow-FLOW' });
    expect(edgeAppearance('SOMETHING_NEW')).toEqual({ className: 'edge-default', markerEnd: 'canvas-arrow-default' });
    expect(edgeAppearance('toString')).toEqual({ className: 'edge-default', markerEnd: 'canvas-arrow-default' });
  });

  it('styles every kind of edge, each with its own colour', () => {
    const colours = new Set(EDGE_KINDS.map(([, look]) => look.color));
    expect(colours.size).toBe(EDGE_KINDS.length);
    for (const [kind, look] of EDGE_KINDS) expect(CANVAS_CSS).toContain(`.react-flow__edge.edge-${kind} .react-flow__edge-path{stroke:${look.color}`);
    expect(CANVAS_CSS).toContain('stroke-dasharray:6 4');
  });
});
