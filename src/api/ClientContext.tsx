import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client';

const ClientContext = createContext<ApiClient | null>(null);

export function ClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** The signed-in connection's client; every query hook reads it from here. */
export function useApiClient(): ApiClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApiClient needs a ClientProvider (sign in first)');
  return client;
}
