// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canvasDrawing, type ExportEdge, type ExportVertex } from './drawing';
import { drawingSvg } from './svg';

const parse = (svg: string) => {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
};

const canvasSvg = (vertices: ExportVertex[], edges: ExportEdge[]) => drawingSvg(canvasDrawing(vertices, edges));

describe('drawingSvg', () => {
  const vertices: ExportVertex[] = [
    { id: 'a', x: 0, y: 0, width: 140, height: 60, title: 'Receive <order> & "check" it', objectType: 'ACTIVITY' },
    { id: 'b', x: 300, y: 0, width: 60, height: 60, title: 'Order\u0001 received', objectType: 'EVENT' },
    { id: 'c', x: 0, y: 200, width: 120, height: 50, title: undefined, objectType: 'constructor' },
    { id: 'd', x: 300, y: 200, width: 120, height: 50, title: 'Archive', objectType: '"><script>alert(1)</script>' },
  ];
  const edges = [
    { fromVertex: 'b', toVertex: 'a', edgeType: 'FLOW' },
    { fromVertex: 'a', toVertex: 'c', edgeType: '"><x' },
    { fromVertex: 'a', toVertex: 'gone', edgeType: 'FLOW' },
  ];

  it('is well-formed vector SVG: a group per vertex, an arrowed path per edge, no HTML inside', () => {
    const svg = canvasSvg(vertices, edges);
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
    const document = parse(canvasSvg(vertices, edges));
    const groups = [...document.querySelectorAll('svg > g:last-of-type > g')];
    expect(groups.map((group) => group.getAttribute('class'))).toEqual([
      'v-ACTIVITY',
      'v-EVENT',
      'v-default',
      'v-default',
    ]);
    expect(groups[0].querySelector('title')?.textContent).toBe('Receive <order> & "check" it');
    expect([...groups[0].querySelectorAll('tspan')].map((line) => line.textContent).join(' ')).toBe(
      'Receive <order> & "check" it',
    );
    expect(groups[1].querySelector('title')?.textContent).toBe('Order received');
    expect(groups[2].querySelector('text')).toBeNull();
    expect(groups[1].querySelector('ellipse.s')).not.toBeNull();
  });

  it('draws the edge from the side facing its target, for a row that runs right to left', () => {
    const document = parse(canvasSvg(vertices, edges));
    // b (x 300..360) to a (x 0..140) on one row: it leaves b on its left and enters a on its right.
    expect(document.querySelector('path.e-FLOW')?.getAttribute('d')).toBe('M300 30L140 30');
  });
});
