// The session: signing in (an API key or the administrator token), where it is kept, and signing out.

export { RequireSession, sessionRoutes } from './routes';
export { SessionProvider, useSession } from './SessionContext';
export { loadSession } from './storage';
