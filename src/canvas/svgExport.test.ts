import { describe, expect, it } from 'vitest';
import { floatingEnds } from './geometry';
import { canvasSvg, wrapText, type SvgVertex } from './svgExport';

const parse = (svg: string) => {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
};

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

describe('floatingEnds', () => {
  const left = { x: 0, y: 0, width: 100, height: 40 };
  const right = { x: 300, y: 0, width: 100, height: 40 };

  it('leaves and enters on the sides that face each other, whichever way the edge runs', () => {
    expect(floatingEnds(left, right)).toEqual({ source: { x: 100, y: 20 }, target: { x: 300, y: 20 } });
    expect(floatingEnds(right, left)).toEqual({ source: { x: 300, y: 20 }, target: { x: 100, y: 20 } });
    const below = { x: 0, y: 200, width: 100, height: 40 };
    expect(floatingEnds(left, below)).toEqual({ source: { x: 50, y: 40 }, target: { x: 50, y: 200 } });
  });
});

describe('canvasSvg', () => {
  const vertices: SvgVertex[] = [
    { id: 'a', x: 0, y: 0, width: 140, height: 60, title: 'Receive <order> & "check" it', objectType: 'ACTIVITY' },
    { id: 'b', x: 300, y: 0, width: 60, height: 60, title: 'Order\u0001 received', objectType: 'EVENT' },
    { id: 'c', x: 0, y: 200, width: 120, height: 50, title: undefined, objectType: 'constructor' },
    { id: 'd', x: 300, y: 200, width: 120, height: 50, title: 'Archive', objectType: '"><script>alert(1)</script>' },
  ];
  const edges = [
    { source: 'b', target: 'a', edgeType: 'FLOW' },
    { source: 'a', target: 'c', edgeType: '"><x' },
    { source: 'a', target: 'gone', edgeType: 'FLOW' },
  ];

  it('is well-formed vector SVG: a group per vertex, an arrowed path per edge, no HTML inside', () => {
    const svg = canvasSvg(vertices, edges).text;
    const document = parse(svg);
    expect(document.querySelectorAll('foreignObject, script')).toHaveLength(0);
    expect(document.querySelectorAll('svg > g:last-of-type > g')).toHaveLength(4);
    const paths = document.querySelectorAll('path[marker-end]');
    // The edge to a vertex that is not on the canvas is left out.
    expect(paths).toHaveLength(2);
    expect(paths[0].getAttribute('class')).toBe('e-FLOW');
    expect(paths[1].getAttribute('class')).toBe('e-default');
    expect(document.querySelector('marker#arrow-FLOW polyline')).not.toBeNull();
    expect(document.querySelector('style')?.textContent).toContain('.v-ACTIVITY .s{');
  });

  it('keeps titles as text, escaped, without characters XML cannot hold, and gives unknown types the default look', () => {
    const document = parse(canvasSvg(vertices, edges).text);
    const groups = [...document.querySelectorAll('svg > g:last-of-type > g')];
    expect(groups.map((group) => group.getAttribute('class'))).toEqual(['v-ACTIVITY', 'v-EVENT', 'v-default', 'v-default']);
    expect(groups[0].querySelector('title')?.textContent).toBe('Receive <order> & "check" it');
    expect([...groups[0].querySelectorAll('tspan')].map((line) => line.textContent).join(' ')).toBe('Receive <order> & "check" it');
    expect(groups[1].querySelector('title')?.textContent).toBe('Order received');
    expect(groups[2].querySelector('text')).toBeNull();
    expect(groups[1].querySelector('ellipse.s')).not.toBeNull();
  });

  it('draws the edge from the side facing its target, for a row that runs right to left', () => {
    const document = parse(canvasSvg(vertices, edges).text);
    // b (x 300..360) to a (x 0..140) on one row: it leaves b on its left and enters a on its right.
    expect(document.querySelector('path.e-FLOW')?.getAttribute('d')).toBe('M300 30L140 30');
  });
});
