import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ConsoleServerClient } from '../api/consoleServer/client';
import { endSession, getMe, getSignInOptions } from '../api/consoleServer/endpoints';
import { isApiError } from '../api/errors';
import { signInPath } from '../lib/paths';
import { defaultBaseUrl, type StoredSession } from './storage';

/** A person's session as the console keeps it: no secret, their cookie stands for them. */
export const personSession = (): StoredSession => ({
  baseUrl: defaultBaseUrl(),
  credential: { kind: 'person' },
  remember: false,
});

/** The console's server without a credential of the console's own: a person's cookie goes along by itself. */
const personServer = () => new ConsoleServerClient({ baseUrl: defaultBaseUrl(), credential: { kind: 'person' } });

/** The sign-out under way, if any: the sign-in page asks who is signed in only once it has ended. */
let ending: Promise<void> = Promise.resolve();

/** How often the sign-in page asks again whether a provider that did not answer does now (the server asks it every 15 s). */
const PROVIDER_ASKED_EVERY_MS = 15_000;

/** Ends a person's session on the server, then at the identity provider, where it has an end to go to. */
export function endPersonSession(): void {
  ending = endSession(personServer())
    .then(({ providerSignOut }) => {
      if (providerSignOut) window.location.assign(providerSignOut);
    })
    .catch(() => undefined);
}

/**
 * Signing in through the organisation's identity provider: what the console's server offers (none where there is
 * no console server, or no provider), the button's address, which brings the browser back to this page, and the
 * session that comes back with it: once the server knows the person, `onSignedIn` gets their session.
 */
export function usePeopleSignIn(next: string, onSignedIn: (session: StoredSession) => void) {
  const server = useMemo(personServer, []);
  const options = useQuery({
    queryKey: ['sign-in', 'options'],
    queryFn: async ({ signal }) => {
      try {
        return await getSignInOptions(server, signal);
      } catch {
        // A bare service has no console server: keys and tokens alone.
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
    // A provider that does not answer is asked after again, so that the page says so no longer than it is so.
    refetchInterval: (query) => (query.state.data?.provider?.answers === false ? PROVIDER_ASKED_EVERY_MS : false),
  });
  const provider = options.data?.provider;
  const person = useQuery({
    enabled: provider !== undefined,
    queryKey: ['sign-in', 'person'],
    queryFn: async ({ signal }) => {
      await ending;
      try {
        return await getMe(server, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    gcTime: 0,
    retry: false,
  });
  const signedIn = person.data?.actor.kind === 'person';
  useEffect(() => {
    if (signedIn) onSignedIn(personSession());
  }, [signedIn, onSignedIn]);
  return {
    provider: provider && {
      name: provider.name,
      href: `${provider.signInUrl}?returnTo=${encodeURIComponent(signInPath({ next }))}`,
      answers: provider.answers,
    },
    keySignIn: options.data?.keySignIn ?? true,
    /** Whether the page is still asking whether a person is signed in already. */
    checking: options.isPending || person.isFetching || signedIn,
  };
}
