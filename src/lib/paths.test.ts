import { describe, expect, it } from 'vitest';
import { readModelView } from './urlState';
import { accessorsPath, modelPath } from './paths';

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

describe('accessorsPath', () => {
  it('filters to one user, encoded, where one is given', () => {
    expect(accessorsPath('r')).toBe('/repositories/r/accessors');
    expect(accessorsPath('r', 'ana maría')).toBe('/repositories/r/accessors?q=ana%20mar%C3%ADa');
  });
});
