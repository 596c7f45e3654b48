import { describe, expect, it } from 'vitest';
import {
  applied,
  diffLines,
  DISPLAYED_FLAGS,
  patches,
  PRIVILEGES,
  setFlagForAll,
  shownFlag,
  toggleFlag,
} from './pendingChanges';
import { PRIVILEGE_FLAGS } from '../../common/privileges';

const alice = { uuid: 'a1', type: 'user', user: 'alice', privileges: { publish: true, exportData: false } };
const auditors = {
  uuid: 'g1',
  type: 'group',
  groupEntity: { group: { uuid: 'g', name: 'Auditors' } },
  privileges: { publish: false },
};

describe('pending privilege changes', () => {
  it('collects edits and shows them in the cells', () => {
    let pending = toggleFlag({}, alice, 'publish');
    pending = toggleFlag(pending, alice, 'exportData');
    pending = toggleFlag(pending, auditors, 'manageUsers');
    expect(shownFlag(pending, alice, 'publish')).toBe(false);
    expect(shownFlag(pending, alice, 'exportData')).toBe(true);
    expect(shownFlag(pending, alice, 'manageFields')).toBe(false);
    expect(diffLines(pending)).toEqual([
      { accessorId: 'a1', label: 'user alice', flag: 'exportData', from: false, to: true },
      { accessorId: 'a1', label: 'user alice', flag: 'publish', from: true, to: false },
      { accessorId: 'g1', label: 'group Auditors', flag: 'manageUsers', from: false, to: true },
    ]);
    expect(patches(pending)).toEqual([
      { accessorId: 'a1', privileges: { publish: false, exportData: true } },
      { accessorId: 'g1', privileges: { manageUsers: true } },
    ]);
  });

  it('flipping a flag back removes the edit, and an accessor without edits', () => {
    const once = toggleFlag({}, alice, 'publish');
    expect(toggleFlag(once, alice, 'publish')).toEqual({});
  });

  it('keeps the value first read even if the accessor is re-read meanwhile', () => {
    const pending = toggleFlag({}, alice, 'publish');
    const reread = { ...alice, privileges: { publish: false } };
    expect(toggleFlag(pending, reread, 'publish')).toEqual({});
  });

  it('recognises an edit that a re-read shows applied', () => {
    const pending = toggleFlag({}, alice, 'publish');
    expect(applied(pending.a1, { ...alice, privileges: { publish: false } })).toBe(true);
    expect(applied(pending.a1, alice)).toBe(false);
    expect(applied(pending.a1, undefined)).toBe(false);
  });

  it('grants or withdraws one flag for many accessors: only those whose value changes get an edit', () => {
    const bob = { uuid: 'b1', type: 'user', user: 'bob', privileges: { publish: true } };
    const granted = setFlagForAll({}, [alice, auditors, bob], 'publish', true);
    expect(patches(granted)).toEqual([{ accessorId: 'g1', privileges: { publish: true } }]);
    const withdrawn = setFlagForAll(granted, [alice, auditors, bob], 'publish', false);
    expect(patches(withdrawn)).toEqual([
      { accessorId: 'a1', privileges: { publish: false } },
      { accessorId: 'b1', privileges: { publish: false } },
    ]);
    expect(setFlagForAll({}, [{ type: 'user', user: 'no uuid' }], 'publish', true)).toEqual({});
  });
});

describe('privilege labels', () => {
  it('explain every flag of the spec once, in groups', () => {
    expect([...DISPLAYED_FLAGS].sort()).toEqual([...PRIVILEGE_FLAGS].sort());
    for (const flag of DISPLAYED_FLAGS) {
      expect(PRIVILEGES[flag].label).not.toBe(flag);
      expect(PRIVILEGES[flag].description).toMatch(/\.$/);
    }
    const groups = DISPLAYED_FLAGS.map((flag) => PRIVILEGES[flag].group);
    expect(groups).toEqual(
      [...groups].sort(
        (a, b) =>
          ['content', 'structure', 'administration'].indexOf(a) - ['content', 'structure', 'administration'].indexOf(b),
      ),
    );
  });
});
