import { describe, expect, it } from 'vitest';
import { findVertices, nextMatch } from './search';

const vertices = [
  { uuid: 'a', title: 'Check credit limit' },
  { uuid: 'b', title: 'Record request' },
  { uuid: 'c', title: 'Check CREDIT again' },
  { uuid: 'd' },
];

describe('canvas search', () => {
  it('finds titles case-insensitively, in canvas order', () =>
    expect(findVertices(vertices, 'credit')).toEqual(['a', 'c']));
  it('finds nothing for blank text', () => expect(findVertices(vertices, '  ')).toEqual([]));
  it('cycles through matches', () => {
    expect(nextMatch(['a', 'c'], undefined)).toBe('a');
    expect(nextMatch(['a', 'c'], 'a')).toBe('c');
    expect(nextMatch(['a', 'c'], 'c')).toBe('a');
    expect(nextMatch([], 'a')).toBeUndefined();
  });
});
