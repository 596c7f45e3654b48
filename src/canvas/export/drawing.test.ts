import { describe, expect, it } from 'vitest';
import { canvasDrawing, wrapText } from './drawing';

describe('wrapText', () => {
  it('breaks at spaces and keeps words whole where they fit', () => {
    expect(wrapText('Customer complaint received', 12, 3)).toEqual(['Customer', 'complaint', 'received']);
    expect(wrapText('Order  received', 20, 2)).toEqual(['Order received']);
  });

  it('never breaks inside a word: a word longer than a line, and what does not fit, end in an ellipsis', () => {
    expect(wrapText('Kundenreklamationsbearbeitung', 10, 3)).toEqual(['Kundenrek…']);
    expect(wrapText('Request received', 5, 2)).toEqual(['Requ…', 'rece…']);
    expect(wrapText('one two three four five', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('', 10, 2)).toEqual([]);
  });
});

describe('canvasDrawing', () => {
  const drawing = canvasDrawing(
    [
      { id: 'a', x: 0, y: 0, width: 140, height: 60, title: 'Archive', objectType: 'ACTIVITY' },
      { id: 'b', x: 300, y: 0, width: 60, height: 40, title: 'Order\u0001 received\uFFFF', objectType: 'EVENT' },
      { id: 'c', x: 0, y: 200, width: 120, height: 20, objectType: 'DATA_OBJECT' },
    ],
    [
      { fromVertex: 'a', toVertex: 'b', edgeType: 'FLOW' },
      { fromVertex: 'b', toVertex: 'gone', edgeType: 'FLOW' },
    ],
  );

  it('frames every vertex with a margin', () => {
    expect(drawing.frame).toEqual({ x: -24, y: -24, width: 408, height: 268 });
  });

  it("outlines each vertex as its type's look: rounded box, ellipse, or a path for uneven corners", () => {
    expect(drawing.vertices.map((vertex) => vertex.kind)).toEqual(['ACTIVITY', 'EVENT', 'DATA_OBJECT']);
    expect(drawing.vertices[0].outline).toEqual({ shape: 'rect', x: 0, y: 0, width: 140, height: 60, radius: 10 });
    expect(drawing.vertices[1].outline).toEqual({ shape: 'ellipse', cx: 330, cy: 20, rx: 30, ry: 20 });
    // 2px 16px 2px 2px, the 16 px corner held to half the 20 px height.
    expect(drawing.vertices[2].outline).toEqual({
      shape: 'path',
      d: 'M2 200H110A10 10 0 0 1 120 210V218A2 2 0 0 1 118 220H2A2 2 0 0 1 0 218V202A2 2 0 0 1 2 200Z',
    });
  });

  it('centres icon and title together, the baseline a third of the font below the middle', () => {
    // "Archive" is 7 characters at 7 px: icon 12 + gap 4 + 49 = 65 px wide, centred in 140.
    expect(drawing.vertices[0].icon).toEqual({ x: 37.5, y: 24 });
    expect(drawing.vertices[0].lines).toEqual([{ text: 'Archive', x: 78, y: 33.85 }]);
    // Without a title the icon alone is centred.
    expect(drawing.vertices[2].icon).toEqual({ x: 54, y: 204 });
    expect(drawing.vertices[2].lines).toEqual([]);
  });

  it('keeps no character that XML or a font cannot show', () => {
    expect(drawing.vertices[1].title).toBe('Order received');
  });

  it('draws only edges whose two vertices are on the canvas, between their facing sides', () => {
    expect(drawing.edges).toHaveLength(1);
    const [edge] = drawing.edges;
    // On the line between the centres (70, 30) and (330, 20): a's right side, b's left.
    expect(edge.kind).toBe('FLOW');
    expect(edge.from.x).toBe(140);
    expect(edge.from.y).toBeCloseTo(30 - 70 * (10 / 260), 6);
    expect(edge.to.x).toBe(300);
    expect(edge.to.y).toBeCloseTo(20 + 30 * (10 / 260), 6);
  });
});
