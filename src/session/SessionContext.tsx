import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiClient, identityName } from '../api/client';
import { holdIndex, indexDatabaseName, keepIndex, sweepIndexes } from '../searchIndex/keeping';
import { ClientProvider } from '../api/ClientContext';
import { clearSession, loadSession, saveSession, type StoredSession } from './storage';

interface SessionValue {
  session: StoredSession | undefined;
  signIn(session: StoredSession): void;
  signOut(): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Holds the connection; signing out forgets the credential and every cached answer. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState(loadSession);
  const client = useMemo(() => (session ? new ApiClient({ baseUrl: session.baseUrl, credential: session.credential }) : undefined), [session]);

  const signIn = useCallback((next: StoredSession) => {
    saveSession(next);
    setSession(next);
  }, []);
  const signOut = useCallback(() => {
    // The search index holds what this credential could read: without "Remember on this device" it goes too.
    if (session && !session.remember) void import('../searchIndex/runner').then((index) => index.deleteIndex(session)).catch(() => undefined);
    clearSession();
    queryClient.clear();
    setSession(undefined);
  }, [queryClient, session]);

  // The session's search index stays while this tab has it open, and after that only if it is remembered;
  // the indexes of sessions that ended with their tab go (see keeping.ts).
  useEffect(() => {
    const name = session && indexDatabaseName(identityName(session));
    const hold = name ? holdIndex(name) : undefined;
    if (name) keepIndex(name, session.remember);
    void (hold?.held ?? Promise.resolve()).then(sweepIndexes).catch(() => undefined);
    return hold?.release;
  }, [session]);

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
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
