/**
 * The value at `path` in the claims: a claim of that very name first (a namespaced claim such as
 * `https://example.org/groups` holds dots), else the dotted path walked (`realm_access.roles`).
 */
export function claimAt(claims: Record<string, unknown>, path: string): unknown {
  if (path in claims) return claims[path];
  let value: unknown = claims;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * The names a group the provider sends is known by: the name itself, and for a group given as a path (Keycloak's
 * `/Finance/Readers`) its last segment too, so that it matches a directory group (or OIDC_ADMIN_GROUP) named
 * either way.
 */
export function namesOfGroup(group: string): string[] {
  const last = group.split('/').filter(Boolean).at(-1);
  return last && last !== group ? [group, last] : [group];
}
