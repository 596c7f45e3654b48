/**
 * Where an organisation's provider tells who a person is: the scopes to ask for and the claims that hold their
 * groups and e-mail address (OIDC_SCOPES, OIDC_GROUPS_CLAIM, OIDC_EMAIL_CLAIM). Providers differ: Keycloak sends
 * realm roles under `realm_access.roles` and group paths through a mapper, Microsoft Entra ID refuses a scope it
 * does not know and names people by `upn`, Google sends no groups at all.
 */
export interface ClaimSettings {
  /** Space-separated, `openid` among them. */
  scopes: string;
  /** A claim's name, or a dotted path into the claims. */
  groupsClaim: string;
  emailClaim: string;
}

export const DEFAULT_CLAIMS: ClaimSettings = {
  scopes: 'openid email profile groups',
  groupsClaim: 'groups',
  emailClaim: 'email',
};

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
