import { randomBytes } from 'node:crypto';
import { DEMO_GROUPS } from '../../../common/groups.js';
import { createIdentityProvider, type IdentityProvider, type ProviderPerson } from './identityProvider.js';

/** Where the demo's provider is mounted in the console's server; its issuer is `{PUBLIC_URL}/oidc`. */
export const DEMO_PROVIDER_PATH = '/oidc';
/** The demo people's one password, printed at start. */
export const DEMO_PASSWORD = 'demo';
/** The demo's administrators' group, as OIDC_ADMIN_GROUP names it. */
export const DEMO_ADMIN_GROUP = 'Console administrators';

/**
 * The demo's people, who differ in what they may do: their e-mail addresses are the demo directory's (see
 * seed/directory.ts), so that the accessors of the demo data grant them what they grant those users; `role`
 * says so in the box that `npm start` prints.
 */
export const DEMO_PEOPLE: readonly (ProviderPerson & { role: string })[] = [
  {
    login: 'ada',
    email: 'ada@example.org',
    name: 'Ada Okafor',
    groups: [DEMO_ADMIN_GROUP],
    role: 'administrator: keys, the directory, every repository',
  },
  {
    login: 'petra',
    email: 'petra.lindqvist@example.com',
    name: 'Petra Lindqvist',
    groups: [DEMO_GROUPS.processOwners.name],
    role: 'process owner: accessors of every repository, publishes into each',
  },
  {
    login: 'sofia',
    email: 'sofia.ruiz@example.com',
    name: 'Sofia Ruiz',
    groups: [],
    role: 'modeller: reads two repositories, publishes into one',
  },
  {
    login: 'arjun',
    email: 'arjun.mehta@example.com',
    name: 'Arjun Mehta',
    groups: [],
    role: 'reviewer: reads two repositories, publishes into none',
  },
  { login: 'sam', email: 'sam@example.org', name: 'Sam Guest', groups: [], role: 'no accessor anywhere: sees nothing' },
].map((person) => ({ ...person, password: DEMO_PASSWORD }));

/**
 * The demo's provider inside the console's server, and the console's client there. The library's development
 * notices (the runtime, its in-memory store: what a demo provider is) are printed only where `showNotices` says.
 */
export async function demoIdentity(
  publicUrl: string,
  { showNotices }: { showNotices: boolean },
): Promise<{
  provider: IdentityProvider;
  settings: { issuer: string; clientId: string; clientSecret: string; name: string; adminGroup: string };
}> {
  const issuer = `${publicUrl}${DEMO_PROVIDER_PATH}`;
  const client = { clientId: 'model-repository-console', clientSecret: randomBytes(24).toString('base64url') };
  return {
    provider: await createIdentityProvider({
      issuer,
      client: { ...client, redirectUri: `${publicUrl}/auth/callback`, postLogoutRedirectUri: `${publicUrl}/` },
      people: DEMO_PEOPLE,
      claimsIn: 'idToken',
      title: 'Demo identity provider',
      ...(showNotices ? {} : { notices: () => undefined }),
    }),
    settings: { issuer, ...client, name: 'the demo identity provider', adminGroup: DEMO_ADMIN_GROUP },
  };
}
