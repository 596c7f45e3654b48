import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
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

/**
 * What else keeps something in this browser for a session (the search index, which the session must not import:
 * the search feature reads the session): told which session this tab has now, and when a person signs out.
 */
export interface SessionKeeper {
  /** This tab's session is now `session`, or none; returns what to call once it no longer is. */
  hold(session: StoredSession | undefined): (() => void) | undefined;
  /** The person signed out of `session`. */
  signedOut(session: StoredSession): void;
}

const unauthorized = (error: unknown) => isApiError(error) && error.status === 401;

const SessionContext = createContext<SessionValue | null>(null);

/** Holds the connection; signing out forgets the credential and every cached answer. */
export function SessionProvider({ children, keeper }: { children: ReactNode; keeper?: SessionKeeper }) {
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
    if (session) keeper?.signedOut(session);
    clearSession();
    queryClient.clear();
    setSession(undefined);
  }, [keeper, queryClient, session]);

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

  useEffect(() => keeper?.hold(session), [keeper, session]);

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
