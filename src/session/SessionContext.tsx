import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiClient, identityName } from '../api/client';
import { isApiError } from '../api/errors';
import { deleteIndexOf, holdIndex, indexDatabaseName, keepIndex, sweepIndexes } from '../search';
import { ClientProvider } from '../api/ClientContext';
import { endPersonSession } from './usePeopleSignIn';
import { clearSession, loadSession, saveSession, type CredentialKind, type StoredSession } from './storage';

/** A session the service stopped accepting (401): where and as what it was, to sign in again the same way. */
export interface EndedSession {
  baseUrl: string;
  kind: CredentialKind;
}

interface SessionValue {
  session: StoredSession | undefined;
  /** Set when the service refused the session's credential mid-session; cleared by the next sign-in. */
  ended: EndedSession | undefined;
  signIn(session: StoredSession): void;
  signOut(): void;
}

const unauthorized = (error: unknown) => isApiError(error) && error.status === 401;

const SessionContext = createContext<SessionValue | null>(null);

/** Holds the connection; signing out forgets the credential and every cached answer. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState(loadSession);
  const [ended, setEnded] = useState<EndedSession>();
  const client = useMemo(
    () => (session ? new ApiClient({ baseUrl: session.baseUrl, credential: session.credential }) : undefined),
    [session],
  );

  const signIn = useCallback((next: StoredSession) => {
    saveSession(next);
    setEnded(undefined);
    setSession(next);
  }, []);
  const signOut = useCallback(() => {
    // A person's session ends on the server too, and then at the identity provider, where it has an end.
    if (session?.credential.kind === 'person') endPersonSession();
    // The search index holds what this credential could read: without "Remember on this device" it goes too.
    if (session && !session.remember) void deleteIndexOf(session).catch(() => undefined);
    clearSession();
    queryClient.clear();
    setSession(undefined);
  }, [queryClient, session]);

  // A credential the service no longer accepts (revoked, expired, deactivated) ends the session wherever it
  // is refused, a page's read or a write: the person signs in again and comes back to the page they were on
  // (RequireSession keeps it in ?next=). Deferred, because the caches notify from inside their own updates.
  useEffect(() => {
    if (!session) return;
    let ending = false;
    const end = (error: unknown) => {
      if (ending || !unauthorized(error)) return;
      ending = true;
      queueMicrotask(() => {
        setEnded({ baseUrl: session.baseUrl, kind: session.credential.kind });
        signOut();
      });
    };
    const stopQueries = queryClient
      .getQueryCache()
      .subscribe((event) => event.type === 'updated' && event.action.type === 'error' && end(event.action.error));
    const stopMutations = queryClient
      .getMutationCache()
      .subscribe((event) => event.type === 'updated' && event.action.type === 'error' && end(event.action.error));
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, session, signOut]);

  // The session's search index stays while this tab has it open, and after that only if it is remembered;
  // the indexes of sessions that ended with their tab go (see keeping.ts).
  useEffect(() => {
    const name = session && indexDatabaseName(identityName(session));
    const hold = name ? holdIndex(name) : undefined;
    if (name) keepIndex(name, session.remember);
    void (hold?.held ?? Promise.resolve()).then(sweepIndexes).catch(() => undefined);
    return hold?.release;
  }, [session]);

  const value = useMemo(() => ({ session, ended, signIn, signOut }), [session, ended, signIn, signOut]);
  return (
    <SessionContext.Provider value={value}>
      {client ? <ClientProvider client={client}>{children}</ClientProvider> : children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
