import { describe, expect, it } from 'vitest';
import { APPEARANCES, CANVAS_CSS, EDGE_KINDS, edgeAppearance, vertexClassName } from './appearance';

describe('vertex appearance', () => {
  it('names a class per known object type and the neutral default for anything else', () => {
    expect(vertexClassName('ACTIVITY', false)).toBe('vertex vertex-ACTIVITY');
    expect(vertexClassName('INTERESTED_PARTY', true)).toBe('vertex vertex-INTERESTED_PARTY vertex-match');
    expect(vertexClassName('SOMETHING_NEW', false)).toBe('vertex vertex-default');
    expect(vertexClassName('constructor', false)).toBe('vertex vertex-default');
    expect(vertexClassName(undefined, false)).toBe('vertex vertex-default');
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
