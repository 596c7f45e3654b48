import { describe, expect, it } from 'vitest';
import { DISPLAYED_FLAGS } from '../../common/privileges';
import { APPEARANCES, EDGE_LOOKS } from '../canvas/appearance';
import { wordFor } from './words';

describe('wordFor', () => {
  it('puts a code the service returns into words', () => {
    expect(wordFor('modelType', 'GENERAL_MODEL')).toMatchObject({ label: 'Process model', known: true });
    expect(wordFor('edgeType', 'INFORMATION_FLOW').label).toBe('Information flow');
    expect(wordFor('privilege', 'manageUsers').known).toBe(true);
  });
  it('shows an unknown code as itself, said to be unknown, whatever it is called', () => {
    expect(wordFor('modelType', 'EPC_MODEL')).toEqual({
      label: 'EPC_MODEL',
      explanation: 'unknown type',
      known: false,
    });
    expect(wordFor('objectType', 'constructor').known).toBe(false);
    expect(wordFor('objectType', undefined).label).toBe('none');
  });
  it('has words for every object type and edge type the canvas draws and every privilege flag', () => {
    for (const type of Object.keys(APPEARANCES)) expect(wordFor('objectType', type).known, type).toBe(true);
    for (const type of Object.keys(EDGE_LOOKS)) expect(wordFor('edgeType', type).known, type).toBe(true);
    for (const flag of DISPLAYED_FLAGS) expect(wordFor('privilege', flag).known, flag).toBe(true);
  });
});
