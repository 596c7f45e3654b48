import { describe, expect, it } from 'vitest';
import { firstVertex, nearestInDirection } from './keyboard';

// Two rows of three, the second row offset a little to the right, and one vertex far below.
const at = (uuid: string, x: number, y: number) => ({ uuid, x, y, width: 100, height: 40 });
const vertices = [
  at('a1', 0, 0),
  at('a2', 200, 0),
  at('a3', 400, 0),
  at('b1', 60, 120),
  at('b2', 260, 120),
  at('b3', 460, 120),
  at('far', 230, 900),
];
const byId = (uuid: string) => vertices.find((v) => v.uuid === uuid)!;

describe('nearestInDirection', () => {
  it('moves along a row before it moves to the next one', () => {
    expect(nearestInDirection(vertices, byId('a1'), 'right')?.uuid).toBe('a2');
    expect(nearestInDirection(vertices, byId('a3'), 'left')?.uuid).toBe('a2');
    expect(nearestInDirection(vertices, byId('b2'), 'left')?.uuid).toBe('b1');
  });

  it('moves between rows to the vertex nearest below or above', () => {
    expect(nearestInDirection(vertices, byId('a2'), 'down')?.uuid).toBe('b2');
    expect(nearestInDirection(vertices, byId('b1'), 'up')?.uuid).toBe('a1');
    expect(nearestInDirection(vertices, byId('b2'), 'down')?.uuid).toBe('far');
  });

  it('finds nothing where nothing lies that way', () => {
    expect(nearestInDirection(vertices, byId('a1'), 'left')).toBeUndefined();
    expect(nearestInDirection(vertices, byId('a2'), 'up')).toBeUndefined();
  });
});

describe('firstVertex', () => {
  it('starts at the top-left vertex', () => {
    expect(firstVertex(vertices)?.uuid).toBe('a1');
    expect(firstVertex([])).toBeUndefined();
  });
});
