// People signing in through OpenID Connect: sessions, their own keys at the service, what they may do there (the
// policy of common/policy.ts), and the demo's identity provider (see README.md).

export { checkCsrf } from './csrf.js';
export { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_PROVIDER_PATH, demoIdentity } from './demoIdentity.js';
export { personForwarding, type PersonForwardingOptions } from './forwarding.js';
export { type IdentityProvider } from './identityProvider.js';
export { mountedIdentityProvider } from './mount.js';
export { HOUSEKEEPING_MS, openPeople, type People, type PeopleConsoleApi } from './people.js';
export { type PersonCaller } from './peopleAccess.js';
export { AUTH_PREFIX, signInRoutes, type SignInRoutesOptions } from './routes.js';
export { PEOPLE_TABLES } from './schema.js';
