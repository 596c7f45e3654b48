import { describe, expect, it } from 'vitest';
import { APPEARANCES, VERTEX_CSS, vertexClassName } from './appearance';

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
      expect(VERTEX_CSS).toContain(`.vertex-${objectType}{border:1.5px ${look.dashed ? 'dashed' : 'solid'} ${look.color}`);
      expect(VERTEX_CSS).toContain(`.vertex-${objectType}::before{background-image:url("data:image/svg+xml,`);
    }
    expect(VERTEX_CSS).toContain('.vertex-default{');
  });
});
