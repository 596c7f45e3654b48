import { describe, expect, it } from 'vitest';
import { ALL_USERS_GROUP } from './groups.js';
import { grantIn, mayAdminister, mayCreateDraft, mayInRepository, type AccessorEntry, type Actor } from './policy.js';

const ADA = 'a0000000-0000-4000-8000-000000000001';
const BEN = 'a0000000-0000-4000-8000-000000000002';
const MODELLERS = 'b0000000-0000-4000-8000-000000000001';
const ada = (groupIds: string[] = []): Actor => ({ kind: 'person', userId: ADA, groupIds, administrator: false });
const user = (uuid: string, privileges: Record<string, boolean> = {}): AccessorEntry => ({
  type: 'user',
  user: uuid,
  privileges,
});
const group = (uuid: string, privileges: Record<string, boolean> = {}): AccessorEntry => ({
  type: 'group',
  groupEntity: { group: { uuid } },
  privileges,
});

describe('a person in a repository', () => {
  it('sees nothing where no accessor stands for them, however many stand for others', () => {
    const grant = grantIn(ada(), [user(BEN, { publish: true }), group(MODELLERS, { manageUsers: true })]);
    expect(grant).toBeUndefined();
    expect(mayInRepository(grant, 'r1', 'see')).toEqual({ missing: 'visibility', repositoryId: 'r1' });
  });

  it('sees a repository with an entry of no flag at all, and may do nothing more there', () => {
    const grant = grantIn(ada(), [user(ADA)]);
    expect(grant).toEqual({ editAccessors: false, acceptDraft: false, export: false });
    expect(mayInRepository(grant, 'r1', 'see')).toBeUndefined();
    expect(mayInRepository(grant, 'r1', 'acceptDraft')).toEqual({
      missing: 'publish',
      repositoryId: 'r1',
      action: 'acceptDraft',
    });
  });

  it('holds the union of their own entry, their groups and All Users, each flag to its action', () => {
    const accessors = [
      user(ADA, { exportData: true, throwOut: true }),
      group(MODELLERS, { publish: true }),
      group(ALL_USERS_GROUP, { manageLayers: true }),
    ];
    expect(grantIn(ada([MODELLERS]), accessors)).toEqual({ editAccessors: false, acceptDraft: true, export: true });
    expect(grantIn(ada(), accessors)).toEqual({ editAccessors: false, acceptDraft: false, export: true });
    expect(grantIn(ada(), [group(ALL_USERS_GROUP, { manageUsers: true })])).toEqual({
      editAccessors: true,
      acceptDraft: false,
      export: false,
    });
  });

  it('matches uuids in any letter case, and a person the directory does not know only by group', () => {
    expect(grantIn(ada(), [user(ADA.toUpperCase(), { publish: true })])?.acceptDraft).toBe(true);
    expect(grantIn(ada([MODELLERS.toUpperCase()]), [group(MODELLERS, { exportData: true })])?.export).toBe(true);
    const stranger: Actor = { kind: 'person', groupIds: [], administrator: false };
    expect(grantIn(stranger, [{ type: 'user', user: null, privileges: { publish: true } }])).toBeUndefined();
    expect(grantIn(stranger, [group(ALL_USERS_GROUP)])).toBeDefined();
  });

  it('takes only a flag that is true: a missing or false flag, or the read-only None, grants nothing', () => {
    const grant = grantIn(ada(), [user(ADA, { publish: false, None: true })]);
    expect(grant).toEqual({ editAccessors: false, acceptDraft: false, export: false });
  });
});

describe('keys, the administrator and administrators', () => {
  it('an application key may do everything in every repository, but not administer', () => {
    const key: Actor = { kind: 'key' };
    expect(grantIn(key, [])).toEqual({ editAccessors: true, acceptDraft: true, export: true });
    expect(mayAdminister(key)).toEqual({ missing: 'administrator' });
  });

  it('the administrator and a person of the administrators’ group may do everything', () => {
    const administrators: Actor[] = [
      { kind: 'administrator' },
      { kind: 'person', userId: ADA, groupIds: [], administrator: true },
    ];
    for (const actor of administrators) {
      expect(mayAdminister(actor)).toBeUndefined();
      expect(grantIn(actor, [])).toEqual({ editAccessors: true, acceptDraft: true, export: true });
    }
    expect(mayAdminister(ada([MODELLERS]))).toEqual({ missing: 'administrator' });
  });
});

describe('drafts', () => {
  it('may be created by whoever sees at least one repository', () => {
    expect(mayCreateDraft([undefined, undefined])).toBe(false);
    expect(mayCreateDraft([undefined, { editAccessors: false, acceptDraft: false, export: false }])).toBe(true);
    expect(mayCreateDraft([])).toBe(false);
  });
});
