import { describe, expect, it } from 'vitest';
import { readModelView } from './urlState';
import { modelPath } from './paths';

describe('modelPath', () => {
  it('opens the canvas, with the vertex selected when one is given', () => {
    expect(modelPath('r', 'm')).toBe('/repositories/r/models/m');
    const withVertex = modelPath('r', 'm', 'v 1');
    expect(withVertex.split('?')[0]).toBe('/repositories/r/models/m');
    expect(readModelView(new URLSearchParams(withVertex.split('?')[1]))).toEqual({
      tab: 'canvas',
      language: undefined,
      vertex: 'v 1',
    });
  });
});
