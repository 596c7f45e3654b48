import { describe, expect, it } from 'vitest';
import { localPage } from '../list/localList';
import { DIRECTORY_ORDER } from './useDirectoryList';
import {
  ALL_USERS_GROUP,
  BUILT_IN_ENTRIES,
  directoryToCsv,
  mergeDirectory,
  parseDirectoryCsv,
  planImport,
  resolvePicked,
  serviceFilterFor,
  type DirectoryEntry,
} from './directory';

const PETRA: DirectoryEntry = {
  uuid: '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d01',
  kind: 'user',
  name: 'Petra Lindqvist',
  email: 'petra@example.com',
};
const OWNERS: DirectoryEntry = { uuid: '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e21', kind: 'group', name: 'Process Owners' };

describe('parseDirectoryCsv', () => {
  it('reads what directoryToCsv wrote', () => {
    expect(parseDirectoryCsv(directoryToCsv([PETRA, OWNERS]))).toEqual({ entries: [OWNERS, PETRA], errors: [] });
  });

  it('takes the columns in any order and any case, the e-mail optional', () => {
    const text = 'Name,KIND,UUID\n"Lindqvist, Petra",User,7D1E5C3A-2B4F-4E6A-9C8D-0F1A2B3C4D01\n';
    expect(parseDirectoryCsv(text).entries).toEqual([{ uuid: PETRA.uuid, kind: 'user', name: 'Lindqvist, Petra' }]);
  });

  it('says what is wrong with each bad row, by its line, and keeps the good ones', () => {
    const text = [
      'uuid,kind,name,email',
      `${PETRA.uuid},user,Petra,petra@example.com`,
      'bob,user,Bob,',
      `${OWNERS.uuid},team,Owners,`,
      `${OWNERS.uuid},group,,`,
      `${OWNERS.uuid},group,Owners,owners@example.com`,
      '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e22,user,Kim,not-an-address',
      `${PETRA.uuid},user,Petra again,`,
      `${OWNERS.uuid},group,Process Owners,`,
    ].join('\n');
    const { entries, errors } = parseDirectoryCsv(text);
    expect(entries.map((e) => e.name)).toEqual(['Petra', 'Process Owners']);
    expect(errors).toEqual([
      { line: 3, message: '"bob" is not a uuid.' },
      { line: 4, message: 'The kind must be user or group, not "team".' },
      { line: 5, message: 'The name is empty.' },
      { line: 6, message: 'A group has no e-mail address; leave the column empty.' },
      { line: 7, message: '"not-an-address" is not an e-mail address.' },
      { line: 8, message: 'The uuid is already on line 2.' },
    ]);
  });

  it('refuses a file without the header it needs', () => {
    expect(parseDirectoryCsv('').errors[0].message).toMatch(/empty/);
    expect(parseDirectoryCsv(`id,name\n${PETRA.uuid},Petra`).errors).toEqual([
      { line: 1, message: 'The header lacks uuid, kind; it must name the columns uuid,kind,name,email.' },
    ]);
  });
});

describe('mergeDirectory and planImport', () => {
  it('lets later sources win, the built-in All Users first', () => {
    const merged = mergeDirectory(BUILT_IN_ENTRIES, [PETRA], [{ ...PETRA, name: 'Petra L.' }]);
    expect(merged.get(ALL_USERS_GROUP)?.name).toBe('All Users');
    expect(merged.get(PETRA.uuid)?.name).toBe('Petra L.');
  });

  it('tells adds, changes and unchanged entries apart', () => {
    const current = mergeDirectory([PETRA, OWNERS]);
    const renamed = { ...OWNERS, name: 'Owners of processes' };
    const added: DirectoryEntry = {
      uuid: '6c1e9a3b-5d7f-4b2a-8e0c-3f5a7b9d1e22',
      kind: 'group',
      name: 'Quality Auditors',
    };
    expect(planImport(current, [PETRA, renamed, added])).toEqual({
      adds: [added],
      changes: [{ before: OWNERS, after: renamed }],
      unchanged: [PETRA],
    });
  });
});

describe('resolvePicked', () => {
  const entries = mergeDirectory([
    PETRA,
    OWNERS,
    { ...PETRA, uuid: '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d09', name: 'Twin', email: undefined },
    { ...PETRA, uuid: '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d0a', name: 'Twin', email: undefined },
  ]);
  it('takes a pasted uuid, named or not, and an exact name of the right kind', () => {
    expect(resolvePicked(entries, 'user', ` ${PETRA.uuid.toUpperCase()} `)).toBe(PETRA.uuid);
    expect(resolvePicked(entries, 'user', '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d')).toBe(
      '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    );
    expect(resolvePicked(entries, 'user', 'petra lindqvist')).toBe(PETRA.uuid);
    expect(resolvePicked(entries, 'group', 'Petra Lindqvist')).toBeUndefined();
  });
  it('takes no name that two entries share, and no part of a name', () => {
    expect(resolvePicked(entries, 'user', 'Twin')).toBeUndefined();
    expect(resolvePicked(entries, 'user', 'Petra')).toBeUndefined();
  });
});

describe('the directory as a list (localPage)', () => {
  const directoryPage = (entries: DirectoryEntry[], state: Parameters<typeof localPage>[1]) =>
    localPage(entries, state, DIRECTORY_ORDER);
  const people: DirectoryEntry[] = Array.from({ length: 30 }, (_, n) => ({
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: n % 3 === 0 ? 'group' : 'user',
    name: `Person ${String(n).padStart(2, '0')}`,
  }));
  const state = { page: 1, pageSize: 10, sort: 'name', ascending: true, filter: '' };
  it('pages, sorts both ways and filters by name or uuid', () => {
    expect(
      directoryPage(people, state)
        .rows.map((e) => e.name)
        .slice(0, 2),
    ).toEqual(['Person 00', 'Person 01']);
    expect(directoryPage(people, { ...state, page: 3 }).rows.map((e) => e.name)).toEqual(
      people.slice(20).map((e) => e.name),
    );
    expect(directoryPage(people, { ...state, ascending: false }).rows[0].name).toBe('Person 29');
    expect(directoryPage(people, { ...state, sort: 'kind' }).rows.every((e) => e.kind === 'group')).toBe(true);
    expect(directoryPage(people, { ...state, filter: 'person 1' })).toMatchObject({ total: 10 });
    expect(directoryPage(people, { ...state, filter: '000000000029' }).rows.map((e) => e.name)).toEqual(['Person 29']);
  });
});

describe('serviceFilterFor', () => {
  const entries = mergeDirectory([
    PETRA,
    OWNERS,
    { uuid: '7d1e5c3a-2b4f-4e6a-9c8d-0f1a2b3c4d02', kind: 'user', name: 'Arjun Mehta' },
  ]);
  it('turns text that picks out one user into the uuid, and leaves anything else as typed', () => {
    expect(serviceFilterFor('lindq', entries)).toBe(PETRA.uuid);
    expect(serviceFilterFor('petra@example', entries)).toBe(PETRA.uuid);
    expect(serviceFilterFor('a', entries)).toBe('a');
    expect(serviceFilterFor('group', entries)).toBe('group');
    expect(serviceFilterFor('7d1e5c3a', entries)).toBe('7d1e5c3a');
  });
});
