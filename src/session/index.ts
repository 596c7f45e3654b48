// The session: signing in (through the identity provider, or with an API key or the administrator token), where
// it is kept, who the signed-in person is, and signing out.

export { RequireSession, sessionRoutes } from './routes';
export { SessionProvider, useSession, type SessionKeeper } from './SessionContext';
export { loadSession } from './storage';
export { useAdministrator, useMayIn, useMe, type RepositoryAbilities } from './useMe';
