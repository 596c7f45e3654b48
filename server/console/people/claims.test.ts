import { describe, expect, it } from 'vitest';
import { claimAt, namesOfGroup } from './claims.js';

describe('where a provider tells a person’s groups and e-mail address', () => {
  const claims = {
    email: 'ada@example.org',
    realm_access: { roles: ['Console Admins', 'offline_access'] },
    'https://example.org/groups': ['Readers'],
    upn: 'ada@corp.example.org',
  };

  it('reads a claim by its name, a namespaced one with dots included, or by a dotted path', () => {
    expect(claimAt(claims, 'email')).toBe('ada@example.org');
    expect(claimAt(claims, 'upn')).toBe('ada@corp.example.org');
    expect(claimAt(claims, 'realm_access.roles')).toEqual(['Console Admins', 'offline_access']);
    expect(claimAt(claims, 'https://example.org/groups')).toEqual(['Readers']);
  });

  it('finds nothing where the path leads nowhere or through a list', () => {
    expect(claimAt(claims, 'groups')).toBeUndefined();
    expect(claimAt(claims, 'realm_access.roles.0')).toBeUndefined();
    expect(claimAt(claims, 'email.domain')).toBeUndefined();
  });

  it('knows a group given as a path by the path and by its last segment', () => {
    expect(namesOfGroup('/Finance/Readers')).toEqual(['/Finance/Readers', 'Readers']);
    expect(namesOfGroup('Readers')).toEqual(['Readers']);
    expect(namesOfGroup('/Readers')).toEqual(['/Readers', 'Readers']);
    expect(namesOfGroup('/')).toEqual(['/']);
  });
});
