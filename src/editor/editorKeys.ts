import { GRID, LARGE_STEP } from './commandBuilders';

/** What a key pressed on the editor's canvas asks for. */
export type EditorKeyAction =
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'walk'; direction: 'left' | 'right' | 'up' | 'down' }
  | { kind: 'remove' }
  | { kind: 'selectAll' }
  | { kind: 'clear' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'connect' }
  | { kind: 'fit' }
  | { kind: 'help' };

const ARROWS: Record<string, [number, number, 'left' | 'right' | 'up' | 'down']> = {
  ArrowLeft: [-1, 0, 'left'],
  ArrowRight: [1, 0, 'right'],
  ArrowUp: [0, -1, 'up'],
  ArrowDown: [0, 1, 'down'],
};

/**
 * The editor's keys (listed in its keyboard help): arrows move the selection by a grid step (Shift: five), Alt with
 * an arrow selects the nearest vertex that way; Delete or Backspace removes; Ctrl+A selects all, Escape none;
 * Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; C connects the selected vertex to one named next; 0 fits; ? helps.
 * Copy, cut and paste are the browser's own events (see EditorCanvas).
 */
export function editorKeyAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): EditorKeyAction | undefined {
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const arrow = ARROWS[event.key];
  if (arrow && !command) {
    if (event.altKey) return { kind: 'walk', direction: arrow[2] };
    const step = GRID * (event.shiftKey ? LARGE_STEP : 1);
    return { kind: 'move', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  if (command && key === 'z') return { kind: event.shiftKey ? 'redo' : 'undo' };
  if (command && key === 'y') return { kind: 'redo' };
  if (command && key === 'a') return { kind: 'selectAll' };
  if (command || event.altKey) return undefined;
  if (key === 'Delete' || key === 'Backspace') return { kind: 'remove' };
  if (key === 'Escape') return { kind: 'clear' };
  if (key === 'c') return { kind: 'connect' };
  if (key === '0') return { kind: 'fit' };
  if (key === '?') return { kind: 'help' };
  return undefined;
}
