import { describe, expect, it } from 'vitest';
import { editorKeyAction } from './editorKeys';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  editorKeyAction({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('the editor’s keys', () => {
  it('move by a grid step, five with Shift, and walk the selection with Alt', () => {
    expect(press('ArrowRight')).toEqual({ kind: 'move', dx: 20, dy: 0 });
    expect(press('ArrowUp', { shiftKey: true })).toEqual({ kind: 'move', dx: 0, dy: -100 });
    expect(press('ArrowLeft', { altKey: true })).toEqual({ kind: 'walk', direction: 'left' });
  });
  it('undo and redo as every editor does, on either platform', () => {
    expect(press('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toEqual({ kind: 'redo' });
    expect(press('y', { metaKey: true })).toEqual({ kind: 'redo' });
  });
  it('connect with C, but leave Ctrl+C to the browser’s copy', () => {
    expect(press('c')).toEqual({ kind: 'connect' });
    expect(press('c', { ctrlKey: true })).toBeUndefined();
    expect(press('Delete')).toEqual({ kind: 'remove' });
    expect(press('Backspace')).toEqual({ kind: 'remove' });
    expect(press('a', { ctrlKey: true })).toEqual({ kind: 'selectAll' });
  });
});
