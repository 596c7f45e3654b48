import { describe, expect, it } from 'vitest';
import {
  APPEARANCES,
  CANVAS_CSS,
  EDGE_KINDS,
  edgeKind,
  titleLayout,
  titleMayOverflow,
  vertexClassName,
} from './appearance';

describe('vertex appearance', () => {
  it('names a class per known object type and the neutral default for anything else', () => {
    const plain = { match: false, clip: false };
    expect(vertexClassName({ ...plain, objectType: 'ACTIVITY' })).toBe('vertex vertex-ACTIVITY');
    expect(vertexClassName({ objectType: 'INTERESTED_PARTY', match: true, clip: true })).toBe(
      'vertex vertex-INTERESTED_PARTY vertex-match vertex-clip',
    );
    expect(vertexClassName({ ...plain, objectType: 'SOMETHING_NEW' })).toBe('vertex vertex-default');
    expect(vertexClassName({ ...plain, objectType: 'constructor' })).toBe('vertex vertex-default');
    expect(vertexClassName({ ...plain, objectType: undefined })).toBe('vertex vertex-default');
  });

  it('clips only a vertex whose title may not fit', () => {
    // 160 x 60: (160 - 24) / 7 = 19 characters a line, (60 - 8) / 14 = 3 lines.
    expect(titleMayOverflow('Post goods receipt', 160, 60)).toBe(false);
    const words = `${'x'.repeat(18)} `.repeat(3); // 57 characters, words of 18
    expect(titleMayOverflow(words, 160, 60)).toBe(false);
    expect(titleMayOverflow(`${words}x`, 160, 60)).toBe(true);
    expect(titleMayOverflow('Approve the purchase order', 100, 10)).toBe(true);
    // A word longer than a line needs the ellipsis, however short the whole title.
    expect(titleMayOverflow('Rechnungsprüfungsfreigabe', 160, 60)).toBe(true);
    expect(titleMayOverflow(undefined, 20, 10)).toBe(false);
  });

  it('writes a title inside on the lines its height allows, up to three, and beneath a small vertex', () => {
    expect(titleLayout(170, 72)).toEqual({ beneath: false, lines: 3 });
    expect(titleLayout(170, 36)).toEqual({ beneath: false, lines: 2 });
    expect(titleLayout(170, 12)).toEqual({ beneath: false, lines: 1 });
    expect(titleLayout(56, 56)).toEqual({ beneath: true, lines: 3 });
    // Beneath, a line is 140 px wide: "Receipt received" fits where the circle had room for four letters.
    expect(titleMayOverflow('Receipt received', 56, 56)).toBe(false);
    expect(vertexClassName({ objectType: 'EVENT', match: false, clip: true, beneath: true, lines: 3 })).toBe(
      'vertex vertex-EVENT vertex-beneath vertex-clip',
    );
    expect(vertexClassName({ objectType: 'ACTIVITY', match: false, clip: true, lines: 2 })).toBe(
      'vertex vertex-ACTIVITY vertex-clip vertex-lines-2',
    );
    expect(CANVAS_CSS).toContain('.vertex-clip.vertex-lines-2 .vertex-title{-webkit-line-clamp:2;');
  });

  it('has a rule with the colour and an icon for every type the classes name', () => {
    for (const [objectType, look] of Object.entries(APPEARANCES)) {
      expect(CANVAS_CSS).toContain(
        `.vertex-${objectType}{border:1.5px ${look.dashed ? 'dashed' : 'solid'} ${look.color}`,
      );
      expect(CANVAS_CSS).toContain(`.vertex-${objectType}::before{background-image:url("data:image/svg+xml,`);
    }
    expect(CANVAS_CSS).toContain('.vertex-default{');
  });
});

describe('edge appearance', () => {
  it('names a look per known edge type and the plain default for anything else', () => {
    expect(edgeKind('FLOW')).toBe('FLOW');
    expect(edgeKind('SOMETHING_NEW')).toBe('default');
    expect(edgeKind('toString')).toBe('default');
  });

  it('styles every kind of edge and its arrowheads, each with its own colour, light and dark', () => {
    const colours = new Set(EDGE_KINDS.map(([, look]) => look.color));
    expect(colours.size).toBe(EDGE_KINDS.length);
    for (const [kind, look] of EDGE_KINDS) {
      expect(CANVAS_CSS).toContain(
        `.canvas-edges .edge-${kind},.legend-edge .edge-${kind}{fill:none;stroke:${look.color};stroke-width:${look.width}`,
      );
      expect(CANVAS_CSS).toContain(`.canvas-edges .arrow-${kind},.legend-edge .arrow-${kind}{fill:${look.color}`);
      expect(CANVAS_CSS).toContain(
        `.react-flow.dark .canvas-edges .edge-${kind},[data-mantine-color-scheme=dark] .legend-edge .edge-${kind}{stroke:${look.darkColor}}`,
      );
    }
    expect(CANVAS_CSS).toContain('stroke-dasharray:6 4');
  });
});
